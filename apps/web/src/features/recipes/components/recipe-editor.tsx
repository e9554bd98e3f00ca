import {
  OWN_RECIPE_CUISINES,
  MEAL_TYPES,
  RECIPE_LIMITS,
  type Recipe,
  type RecipeLine,
} from '@saverly/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../../../components/form-field';
import { Message, messageTypeFor } from '../../../components/message';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { plural } from '../../../lib/plural';
import { queryKeys } from '../../../lib/query-keys';
import { previewLines, useCreateRecipe, useUpdateRecipe } from '../api/recipes';
import {
  bodyOf,
  EMPTY_RECIPE_FORM,
  formOf,
  formProblems,
  linesOf,
  type RecipeForm,
} from '../lib/recipe-form';
import { MEAL_TYPE_NAMES } from '../lib/recipe-text';
import { LineList, type LineChoice } from './line-fixer';
import './recipes.css';

/** Tall enough for what is written (a step wraps over about three lines on a phone). */
const rowsFor = (text: string, perLine = 1) =>
  Math.min(24, Math.max(6, text.split('\n').length * perLine + 1));

/**
 * Write or edit a recipe (issue #19): name, meal types, cuisine, servings, times, ingredient lines
 * with live mapping feedback (each line checked by the server as you type), numbered steps.
 */
export function RecipeEditor({ recipe, base }: { recipe?: Recipe; base: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState<RecipeForm>(() => (recipe ? formOf(recipe) : EMPTY_RECIPE_FORM));
  const [showProblems, setShowProblems] = useState(false);
  const create = useCreateRecipe();
  const update = useUpdateRecipe();
  const saving = create.isPending || update.isPending;
  const failed = create.error ?? update.error;

  const set = <K extends keyof RecipeForm>(key: K, value: RecipeForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const problems = formProblems(form);
  const shown = showProblems ? problems : {};

  // Live feedback: the lines as the server maps them, a moment after typing stops.
  const lines = useMemo(() => linesOf(form), [form]);
  const checked = useDebouncedValue(lines, 500);
  const preview = useQuery({
    queryKey: queryKeys.recipes.lines(checked),
    queryFn: ({ signal }) => previewLines(checked, signal),
    enabled: checked.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  const mapped: RecipeLine[] = checked.length > 0 ? (preview.data ?? []) : [];
  const toCheck = mapped.filter((line) => line.problem !== null).length;

  function choose(index: number, choice: LineChoice) {
    const text = mapped[index]?.text;
    if (text === undefined) return;
    setForm((f) => {
      const choices = { ...f.choices };
      if (choice === null) delete choices[text];
      else choices[text] = choice;
      return { ...f, choices };
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    const body = bodyOf(form);
    const done = (saved: Recipe) => void navigate(`${base}/${saved.id}`);
    if (recipe) update.mutate({ id: recipe.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  }

  const stepCount = form.stepsText.split('\n').filter((line) => line.trim() !== '').length;

  return (
    <form className="recipe-editor" onSubmit={onSubmit} noValidate>
      <header className="recipes-page__head">
        <h1 className="recipes-page__title">{recipe ? `Edit ${recipe.name}` : 'Write a recipe'}</h1>
      </header>
      <div className="card recipe-editor__card">
        <TextField
          label="Name"
          value={form.name}
          maxLength={RECIPE_LIMITS.nameMax}
          required
          error={shown.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-description`}>
            Description (optional)
          </label>
          <textarea
            id={`${id}-description`}
            className="field__input recipe-editor__textarea recipe-editor__textarea--short"
            value={form.description}
            maxLength={RECIPE_LIMITS.descriptionMax}
            onChange={(event) => set('description', event.target.value)}
          />
        </div>
        <fieldset
          className="field recipe-editor__types"
          aria-describedby={shown.mealTypes ? `${id}-types-error` : undefined}
        >
          <legend className="field__label">Meal types</legend>
          <div className="chips">
            {MEAL_TYPES.map((type) => (
              <label key={type} className="chip">
                <input
                  type="checkbox"
                  className="chip__input"
                  checked={form.mealTypes.includes(type)}
                  onChange={(event) =>
                    set(
                      'mealTypes',
                      event.target.checked
                        ? MEAL_TYPES.filter((t) => t === type || form.mealTypes.includes(t))
                        : form.mealTypes.filter((t) => t !== type),
                    )
                  }
                />
                {MEAL_TYPE_NAMES[type]}
              </label>
            ))}
          </div>
          {shown.mealTypes ? (
            <p id={`${id}-types-error`} className="field__error">
              {shown.mealTypes}
            </p>
          ) : null}
        </fieldset>
        <div className="recipe-editor__row">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-cuisine`}>
              Cuisine
            </label>
            <select
              id={`${id}-cuisine`}
              className="field__input"
              value={form.cuisine}
              onChange={(event) => set('cuisine', event.target.value as RecipeForm['cuisine'])}
            >
              {OWN_RECIPE_CUISINES.map((cuisine) => (
                <option key={cuisine} value={cuisine}>
                  {cuisine}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Servings"
            inputMode="numeric"
            value={form.servings}
            error={shown.servings}
            onChange={(event) => set('servings', event.target.value)}
          />
          <TextField
            label="Prep minutes"
            inputMode="numeric"
            value={form.prepMinutes}
            error={shown.prepMinutes}
            onChange={(event) => set('prepMinutes', event.target.value)}
          />
          <TextField
            label="Cook minutes"
            inputMode="numeric"
            value={form.cookMinutes}
            error={shown.cookMinutes}
            onChange={(event) => set('cookMinutes', event.target.value)}
          />
        </div>
      </div>

      <section className="card recipe-editor__card" aria-labelledby={`${id}-ingredients-title`}>
        <h2 id={`${id}-ingredients-title`} className="recipes-page__subtitle">
          Ingredients
        </h2>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-ingredients`}>
            One ingredient per line, with its amount
          </label>
          <textarea
            id={`${id}-ingredients`}
            className="field__input recipe-editor__textarea"
            rows={rowsFor(form.ingredientsText)}
            value={form.ingredientsText}
            placeholder={'2 cups basmati rice\n1 (14.5 oz) can diced tomatoes\n3 cloves garlic, minced'}
            aria-invalid={shown.ingredientsText ? true : undefined}
            aria-describedby={shown.ingredientsText ? `${id}-ingredients-error` : undefined}
            onChange={(event) => set('ingredientsText', event.target.value)}
          />
          {shown.ingredientsText ? (
            <p id={`${id}-ingredients-error`} className="field__error">
              {shown.ingredientsText}
            </p>
          ) : null}
        </div>
        {mapped.length > 0 ? (
          <>
            <p className="recipe-editor__check" role="status">
              {toCheck === 0
                ? `All ${plural(mapped.length, 'line')} are foods we know: this recipe can be planned.`
                : `${plural(toCheck, 'line')} to check before this recipe can be planned.`}
            </p>
            <LineList lines={mapped} onChoose={choose} label="How each ingredient line maps" />
          </>
        ) : null}
        {preview.isError ? (
          <Message type={messageTypeFor(preview.error)} message={preview.error.message} />
        ) : null}
      </section>

      <section className="card recipe-editor__card" aria-labelledby={`${id}-steps-title`}>
        <h2 id={`${id}-steps-title`} className="recipes-page__subtitle">
          Steps
        </h2>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-steps`}>
            One step per line ({plural(stepCount, 'step')})
          </label>
          <textarea
            id={`${id}-steps`}
            className="field__input recipe-editor__textarea"
            rows={rowsFor(form.stepsText, 3)}
            value={form.stepsText}
            onChange={(event) => set('stepsText', event.target.value)}
          />
        </div>
      </section>

      {failed ? <Message type={messageTypeFor(failed)} message={failed.message} /> : null}
      {showProblems && Object.keys(problems).length > 0 ? (
        <p className="field__error" role="alert">
          Please fix the fields marked above.
        </p>
      ) : null}
      <div className="recipe-editor__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save recipe'}
        </button>
        <Link className="button button--secondary" to={recipe ? `${base}/${recipe.id}` : base}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
