import { CUISINE_PREFERENCES, DIETARY_RESTRICTIONS, MEAL_PLAN_LIMITS, listWords } from '@saverly/contracts';
import type { MealPlanQuota } from '@saverly/contracts';
import { Check, Lock, Sparkles } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { capitalize } from '../lib/format';
import { formatCents, formatMoney } from '../../../lib/money';
import { formatClockTime, formatNumber } from '../../../lib/en-us';
import { plural } from '../../../lib/plural';
import { parseBudget, parseInteger, selectedMealTypes, summarizeSelection, toggleIn } from '../lib/form';
import type { MealPlanForm } from '../lib/form';
import { QuotaLine } from './quota-line';
import { DietsNotice, madeOn, type UnsavedPlan } from './step-this-week';

/**
 * The budget field's hint: what the budget comes to a meal for each person, so a family that went
 * from 3 days for 2 to 7 days for 5 sees that the same $75 is now a few cents a meal (the planner
 * then keeps meals to one plain serving and says so only after a plan is made).
 */
function budgetHint(form: MealPlanForm): string {
  const budget = parseBudget(form.budget);
  const meals = selectedMealTypes(form).length * form.numberOfDays * form.familySize;
  if (budget === null || budget <= 0 || meals === 0) return 'Leave empty for no budget.';
  const each = Math.round((budget * 100) / meals);
  // The budget named, then the way out: "Leave empty for no budget. That is $0.44 a meal…" read
  // as if an empty field were $0.44 (a walk-through).
  return `${formatCents(Math.round(budget * 100))} is ${formatCents(each)} a meal for each person. Leave empty for no budget.`;
}

/**
 * "Always kept for your household: Gluten-Free (Grace), Nut-Free (Sam and Leo)." or, with people
 * chosen in step 1, "Kept for who's eating: …"; null when no one has a need.
 */
function needsHint(needs: readonly { diet: string; names: string[] }[], chosen: boolean): ReactNode {
  if (needs.length === 0) return null;
  const parts = needs.map((need) => `${need.diet} (${listWords(need.names)})`).join(', ');
  return (
    <>
      {chosen ? `Kept for who's eating: ${parts}.` : `Always kept for your household: ${parts}.`}{' '}
      <Link className="text-link" to="/profile#household">
        Change them in your household
      </Link>
      .
    </>
  );
}

/** The household's recipes ready to plan, each with the diets it meets, and where they are listed. */
export interface OwnRecipesReady {
  recipes: readonly { name: string; diets: readonly string[] }[];
  href: string;
}

/**
 * What step 3 says of the family's recipes ready to plan: how many, and which the plan's diets
 * leave out and why. "2 recipes of yours are ready to plan, …" when every one fits; else "1 of
 * your 2 recipes fits this plan's diets; Grandma's Lentil Soup (not Gluten-Free) stays out." (a
 * walk-through's hint said one was "ready to plan" and, after it, that it stays out).
 */
function ownRecipesSentence(recipes: OwnRecipesReady['recipes'], diets: readonly string[]): string {
  const rules = 'They follow the same diet, time and budget rules as ours; favourites come up more often.';
  const out = recipes.flatMap((recipe) => {
    const missing = diets.filter((diet) => !recipe.diets.includes(diet));
    return missing.length > 0 ? [`${recipe.name} (not ${missing.join(' or ')})`] : [];
  });
  if (out.length === 0)
    return `${plural(recipes.length, 'recipe')} of yours ${recipes.length === 1 ? 'is' : 'are'} ready to plan. ${rules}`;
  const fit = recipes.length - out.length;
  const list = listWords(out, 3);
  const head =
    recipes.length === 1
      ? 'Your recipe does not fit this plan’s diets'
      : `${fit === 0 ? 'None' : fit} of your ${recipes.length} recipes ${fit === 1 ? 'fits' : 'fit'} this plan’s diets`;
  return `${head}: ${list} ${out.length === 1 ? 'stays' : 'stay'} out. ${rules}`;
}

interface StepQuickTweaksProps {
  form: MealPlanForm;
  onChange: (patch: Partial<MealPlanForm>) => void;
  generating: boolean;
  onGenerate: () => void;
  /** The plan in hand was made from these choices: Next shows it again (no plan is spent). */
  planReady?: boolean;
  /**
   * Generate would make another plan in that plan's place, free until this time (a free member's
   * plan within its free hour, `generateReplaces`); null when it would use a free plan.
   */
  replacesFreeUntil?: Date | null;
  storeName: string | null;
  /** With no store of their own, where the member chooses one (plans use a sample store till then). */
  chooseStoreHref?: string | null;
  quota: MealPlanQuota | null;
  /** The household's own recipes ready to plan (issue #19); the choice shows when there are any. */
  ownRecipes?: OwnRecipesReady | null;
  /** The spec's pre-ticked diets, said plainly before a first plan. */
  dietsNotice?: string | null;
  /**
   * The people chosen in step 1 with their calories per meal (their day over three meals): each is
   * planned to their own, so the one calorie target gives way to them. Empty: a number of people.
   */
  eating?: readonly { name: string; caloriesPerMeal: number }[];
  /** Diets the household's people need (`householdNeeds`): ticked, fixed, and said whose they are. */
  needs?: readonly { diet: string; names: string[] }[];
  /** Generate was asked for while these ticked diets exclude the deal: ask what to do. */
  favorConflict?: { productName: string; diets: string[] } | null;
  onUntickAndGenerate?: () => void;
  onGenerateWithoutDeal?: () => void;
  onCancelConflict?: () => void;
  /**
   * The plan a new one takes the place of when it is not saved: this tab's plan, or one left
   * unsaved earlier (then `onOpenReplaced` opens it). A walk-through's family generated from step 3
   * and lost an unsaved plan without a word.
   */
  replaces?: UnsavedPlan | null;
  onOpenReplaced?: (() => void) | null;
}

interface ToggleGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** Options ticked and fixed (a household's needs), with a hint saying why. */
  locked?: readonly string[];
  hint?: ReactNode;
}

function ToggleGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  locked = [],
  hint = null,
}: ToggleGroupProps<T>) {
  const hintId = useId();
  return (
    <fieldset className="mp-group" aria-describedby={hint ? hintId : undefined}>
      <legend className="mp-group__legend">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mp-group__hint">
          {hint}
        </p>
      ) : null}
      <div className="chips">
        {options.map((option) => (
          <label key={option} className="chip">
            <input
              type="checkbox"
              className="chip__input"
              checked={value.includes(option) || locked.includes(option)}
              disabled={locked.includes(option)}
              onChange={() => onChange(toggleIn(value, option, options))}
            />
            {locked.includes(option) ? (
              <Lock className="chip__check" aria-hidden="true" />
            ) : (
              <Check className="chip__check" aria-hidden="true" />
            )}
            <span>{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Step 3, Quick Tweaks: diets, cuisines, cooking time, budget and calories; then Generate Meal Plan. */
export function StepQuickTweaks({
  form,
  onChange,
  generating,
  onGenerate,
  planReady = false,
  replacesFreeUntil = null,
  storeName,
  chooseStoreHref = null,
  quota,
  ownRecipes = null,
  dietsNotice = null,
  needs = [],
  eating = [],
  favorConflict = null,
  onUntickAndGenerate,
  onGenerateWithoutDeal,
  onCancelConflict,
  replaces = null,
  onOpenReplaced = null,
}: StepQuickTweaksProps) {
  const id = useId();
  const budget = parseBudget(form.budget);
  const cookingTime = parseInteger(form.cookingTime);
  const calories = parseInteger(form.calorieTarget);
  const mealTypes = selectedMealTypes(form);
  // The diets the plan keeps: the ticks and the household's needs.
  const diets = DIETARY_RESTRICTIONS.filter(
    (diet) => form.dietaryRestrictions.includes(diet) || needs.some((need) => need.diet === diet),
  );
  return (
    <div className="mp-step">
      {dietsNotice ? <DietsNotice text={dietsNotice} /> : null}
      <ToggleGroup
        legend="Dietary needs"
        options={DIETARY_RESTRICTIONS}
        value={form.dietaryRestrictions}
        onChange={(dietaryRestrictions) => onChange({ dietaryRestrictions })}
        locked={needs.map((need) => need.diet)}
        hint={needsHint(needs, form.people !== null && form.people.length > 0)}
      />
      <ToggleGroup
        legend="Cuisines you enjoy"
        options={CUISINE_PREFERENCES}
        value={form.cuisinePreferences}
        onChange={(cuisinePreferences) => onChange({ cuisinePreferences })}
      />

      {ownRecipes && ownRecipes.recipes.length > 0 ? (
        <div className="mp-own-recipes">
          <label className="mp-own-recipes__label">
            <input
              type="checkbox"
              checked={form.includeOwnRecipes}
              onChange={(event) => onChange({ includeOwnRecipes: event.target.checked })}
            />
            <span>Include our recipes</span>
          </label>
          <p className="field__hint">
            {ownRecipesSentence(ownRecipes.recipes, diets)}{' '}
            <Link className="text-link" to={ownRecipes.href}>
              Our recipes
            </Link>
          </p>
        </div>
      ) : null}

      <div className="mp-numbers">
        <TextField
          id={`${id}-cookingTime`}
          label="Max cooking time (minutes)"
          type="number"
          inputMode="numeric"
          min={MEAL_PLAN_LIMITS.minCookingMinutes}
          max={MEAL_PLAN_LIMITS.maxCookingMinutes}
          step={5}
          value={form.cookingTime}
          hint="Prep and cooking, per meal."
          onChange={(event) => onChange({ cookingTime: event.target.value })}
        />
        <TextField
          id={`${id}-budget`}
          label="Budget per plan (dollars)"
          type="number"
          inputMode="decimal"
          min={1}
          max={MEAL_PLAN_LIMITS.maxBudgetDollars}
          step="0.01"
          value={form.budget}
          hint={budgetHint(form)}
          onChange={(event) => onChange({ budget: event.target.value })}
        />
        {eating.length > 0 ? (
          // A household plan sizes each person's portion to their own calories (the server does not
          // use one target then): said, not a field that would be ignored.
          <div className="mp-own-calories">
            <p className="field__label">Calories per meal</p>
            <p className="field__hint">
              Each person&apos;s own, from the household:{' '}
              {eating.map((person) => `${person.name} ${formatNumber(person.caloriesPerMeal)}`).join(', ')}{' '}
              kcal.
            </p>
          </div>
        ) : (
          <TextField
            label="Calorie target (per meal)"
            type="number"
            inputMode="numeric"
            min={MEAL_PLAN_LIMITS.minCalories}
            max={MEAL_PLAN_LIMITS.maxCalories}
            step={50}
            value={form.calorieTarget}
            hint="Calories per person for each meal."
            onChange={(event) => onChange({ calorieTarget: event.target.value })}
          />
        )}
      </div>

      <section className="mp-summary" aria-labelledby={`${id}-summary`}>
        <h3 id={`${id}-summary`} className="mp-summary__title">
          Your plan at a glance
        </h3>
        <dl className="mp-summary__list">
          <div>
            <dt>Week</dt>
            <dd>
              {plural(form.numberOfDays, 'day', 'days')}, {form.familySize}{' '}
              {form.familySize === 1 ? 'person' : 'people'}
            </dd>
          </div>
          <div>
            <dt>Meals</dt>
            <dd>{summarizeSelection(mealTypes.map(capitalize))}</dd>
          </div>
          <div>
            <dt>Diet</dt>
            <dd>
              {summarizeSelection(
                DIETARY_RESTRICTIONS.filter(
                  (diet) =>
                    form.dietaryRestrictions.includes(diet) || needs.some((need) => need.diet === diet),
                ),
                'No restrictions',
              )}
            </dd>
          </div>
          <div>
            <dt>Cuisines</dt>
            <dd>{summarizeSelection(form.cuisinePreferences, 'Any cuisine')}</dd>
          </div>
          <div>
            <dt>Limits</dt>
            <dd>
              {cookingTime === null ? 'Any cooking time' : `Up to ${cookingTime} min`} ·{' '}
              {budget === null ? 'No budget' : `${formatMoney(budget)} budget`} ·{' '}
              {eating.length > 0
                ? "each person's own calories"
                : calories === null
                  ? 'Default calories'
                  : `${calories} kcal per meal`}
            </dd>
          </div>
          <div>
            <dt>Store</dt>
            <dd>
              {/* A walk-through's new member read "Your default store" here and then prices from a
                  store they had never picked. */}
              {storeName ?? 'A sample store until you choose yours'}
              {storeName === null && chooseStoreHref ? (
                <>
                  {' · '}
                  <Link to={chooseStoreHref}>Choose your store</Link>
                </>
              ) : null}
            </dd>
          </div>
        </dl>
      </section>

      {favorConflict ? (
        <div
          className="mp-question"
          role="alertdialog"
          aria-labelledby={`${id}-conflict`}
          aria-describedby={`${id}-conflict-text`}
        >
          <h3 id={`${id}-conflict`} className="mp-question__title">
            {favorConflict.productName} doesn&apos;t fit {listWords(favorConflict.diets)}
          </h3>
          <p id={`${id}-conflict-text`}>
            With {listWords(favorConflict.diets)} ticked, the plan cannot use the deal you picked. What would
            you like to do?
          </p>
          <div className="mp-question__actions">
            <button type="button" className="button button--primary button--sm" onClick={onUntickAndGenerate}>
              Untick {listWords(favorConflict.diets)} and generate
            </button>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={onGenerateWithoutDeal}
            >
              Generate without the deal
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={onCancelConflict}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}

      <div className="mp-generate">
        <button
          type="button"
          className="button button--primary button--lg mp-generate__button"
          aria-disabled={generating || mealTypes.length === 0 ? true : undefined}
          aria-busy={generating || undefined}
          onClick={() => {
            if (!generating && mealTypes.length > 0) onGenerate();
          }}
        >
          {generating ? <Spinner size="sm" /> : <Sparkles aria-hidden="true" />}
          {generating ? 'Generating Meal Plan...' : 'Generate Meal Plan'}
        </button>
        {generating ? (
          <p className="mp-hint">Building your plan around this week&apos;s sales. This can take a minute.</p>
        ) : null}
        {planReady && !generating ? (
          <p className="mp-hint">
            {replacesFreeUntil
              ? `Your plan for these choices is ready: Next shows it again. Generate Meal Plan makes another in its place, free until ${formatClockTime(replacesFreeUntil)}.`
              : 'Your plan for these choices is ready: Next shows it again. Generate Meal Plan makes a new one.'}
          </p>
        ) : null}
        {replaces && !generating ? (
          <div className="mp-replaces">
            <p className="mp-hint">
              Your plan from {madeOn(replaces.createdAt)} ({plural(replaces.meals, 'meal')},{' '}
              {formatMoney(replaces.totalCost)}) is not saved: a new plan takes its place.
            </p>
            {onOpenReplaced ? (
              <button type="button" className="button button--secondary button--sm" onClick={onOpenReplaced}>
                Open that plan
              </button>
            ) : null}
          </div>
        ) : null}
        <QuotaLine quota={quota} />
      </div>
    </div>
  );
}
