import type { Recipe } from '@saverly/contracts';
import { ArrowLeft, ExternalLink, Heart, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Message, messageTypeFor } from '../../../components/message';
import { formatCents } from '../../../lib/money';
import { plural } from '../../../lib/plural';
import { useDeleteRecipe, useSetFavourite, useUpdateRecipe } from '../api/recipes';
import { withChoice } from '../lib/recipe-form';
import { mealTypesText, sourceSite } from '../lib/recipe-text';
import { LineList, type LineChoice } from './line-fixer';
import './recipes.css';
import { StepFoodWarnings } from '../../../components/step-food-warnings';

const round = (n: number) => Math.round(n);

/**
 * One of the household's recipes (issue #19): whether it can be planned (and the lines to fix when
 * not, fixed here in place), its nutrition per serving and diets from the foods, today's cost per
 * serving at the member's store, ingredients and steps; favourite, edit and delete.
 */
export function RecipeDetail({
  recipe,
  base,
  imported = false,
}: {
  recipe: Recipe;
  base: string;
  imported?: boolean;
}) {
  const id = useId();
  const navigate = useNavigate();
  const update = useUpdateRecipe();
  const remove = useDeleteRecipe();
  const favourite = useSetFavourite();
  const [confirming, setConfirming] = useState(false);
  const site = sourceSite(recipe.source_url);
  const n = recipe.nutrition_per_serving;

  function choose(index: number, choice: LineChoice) {
    update.mutate({ id: recipe.id, body: withChoice(recipe, index, choice) });
  }

  return (
    <article className="recipe-detail" aria-labelledby={`${id}-title`}>
      <Link className="text-link recipe-detail__back" to={base}>
        <ArrowLeft aria-hidden="true" /> All our recipes
      </Link>
      <header className="recipe-detail__head">
        <h1 id={`${id}-title`} className="recipes-page__title">
          {recipe.name}
        </h1>
        <p className="recipe-row__meta">
          {recipe.cuisine} · {mealTypesText(recipe.meal_types)} · {recipe.prep_minutes} min prep +{' '}
          {recipe.cook_minutes} min cooking · {plural(recipe.servings, 'serving')}
        </p>
        {recipe.description ? <p className="panel__text">{recipe.description}</p> : null}
        <div className="recipe-detail__actions">
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-pressed={recipe.favourite}
            disabled={favourite.isPending}
            onClick={() => favourite.mutate({ id: recipe.id, favourite: !recipe.favourite })}
          >
            <Heart aria-hidden="true" className={recipe.favourite ? 'recipe-detail__heart--on' : undefined} />
            {recipe.favourite ? 'Favourite' : 'Mark favourite'}
          </button>
          <Link className="button button--secondary button--sm" to={`${base}/${recipe.id}/edit`}>
            <Pencil aria-hidden="true" /> Edit
          </Link>
          {confirming ? (
            <span className="recipe-detail__confirm" role="group" aria-label="Delete this recipe?">
              <span>Delete this recipe?</span>
              <button
                type="button"
                className="button button--danger button--sm"
                disabled={remove.isPending}
                onClick={() => remove.mutate(recipe.id, { onSuccess: () => void navigate(base) })}
              >
                Delete
              </button>
              <button
                type="button"
                className="button button--ghost button--sm"
                onClick={() => setConfirming(false)}
              >
                Keep it
              </button>
            </span>
          ) : (
            <button
              type="button"
              className="button button--ghost button--sm"
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" /> Delete
            </button>
          )}
        </div>
        {site ? (
          <p className="recipe-detail__source">
            From{' '}
            <a href={recipe.source_url!} target="_blank" rel="noopener noreferrer nofollow">
              {site}
              <ExternalLink aria-hidden="true" />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            {recipe.author ? ` by ${recipe.author}` : ''}
          </p>
        ) : null}
      </header>

      {favourite.isError ? (
        <Message type={messageTypeFor(favourite.error)} message={favourite.error.message} />
      ) : null}
      {remove.isError ? <Message type={messageTypeFor(remove.error)} message={remove.error.message} /> : null}

      <div role="status" className="recipe-detail__state">
        {recipe.plannable ? (
          <Message
            type="success"
            message={
              imported
                ? 'Imported. Every ingredient is a food we know, so this recipe can be in your plans.'
                : 'Every ingredient is a food we know, so this recipe can be in your plans.'
            }
          />
        ) : (
          <Message
            type="info"
            message={`${imported ? 'Imported. ' : ''}${plural(recipe.unmapped_lines, 'ingredient line')} to check below. We plan a recipe only when we know every food in it.`}
          />
        )}
      </div>

      <div className="recipe-detail__grid">
        <section className="card recipe-editor__card" aria-labelledby={`${id}-ingredients`}>
          <h2 id={`${id}-ingredients`} className="recipes-page__subtitle">
            Ingredients
          </h2>
          <LineList
            lines={recipe.ingredients}
            onChoose={choose}
            busy={update.isPending}
            label="Ingredients"
          />
          {update.isError ? (
            <Message type={messageTypeFor(update.error)} message={update.error.message} />
          ) : null}
        </section>

        <section className="card recipe-editor__card" aria-labelledby={`${id}-facts`}>
          <h2 id={`${id}-facts`} className="recipes-page__subtitle">
            Per serving
          </h2>
          {n ? (
            <>
              <dl className="recipe-facts">
                <div>
                  <dt>Calories</dt>
                  <dd>{round(n.energy_kcal)} kcal</dd>
                </div>
                <div>
                  <dt>Protein</dt>
                  <dd>{round(n.protein_g)} g</dd>
                </div>
                <div>
                  <dt>Carbohydrate</dt>
                  <dd>{round(n.carbohydrate_g)} g</dd>
                </div>
                {/* What the Low-Carb and Keto rules count: a walk-through read "Carbohydrate 49 g"
                    beside "Fits: Low-Carb" (35 g net) and took it for a mistake. */}
                <div>
                  <dt>Net carbs (less fibre)</dt>
                  <dd>{round(n.net_carbohydrate_g)} g</dd>
                </div>
                <div>
                  <dt>Fat</dt>
                  <dd>{round(n.fat_g)} g</dd>
                </div>
                <div>
                  <dt>Fibre</dt>
                  <dd>{round(n.fiber_g)} g</dd>
                </div>
                <div>
                  <dt>Sodium</dt>
                  <dd>{round(n.sodium_mg)} mg</dd>
                </div>
                {recipe.cost_per_serving_cents !== null ? (
                  <div>
                    <dt>Cost at your store today</dt>
                    <dd>{formatCents(recipe.cost_per_serving_cents)}</dd>
                  </div>
                ) : null}
              </dl>
              <p className="recipe-detail__diets">
                {recipe.diets.length > 0 ? (
                  <>
                    Fits:{' '}
                    {recipe.diets.map((diet) => (
                      <span key={diet} className="badge badge--brand">
                        {diet}
                      </span>
                    ))}
                  </>
                ) : (
                  'Fits none of the eight diets.'
                )}
              </p>
              {/* Why it stays out of a plan for a diet: a family's gluten-free plans never had
                  their flour soup, and nothing said why. */}
              {recipe.diets_not_met.length > 0 ? (
                <div className="recipe-detail__not-met">
                  <p className="recipe-detail__not-met-title">Not planned for:</p>
                  <ul>
                    {recipe.diets_not_met.map((miss) => (
                      <li key={miss.diet}>
                        <strong>{miss.diet}</strong>: {miss.reason}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </>
          ) : (
            <p className="panel__text">
              Nutrition, diets and cost appear once every ingredient is a food we know.
            </p>
          )}
        </section>
      </div>

      {recipe.steps.length > 0 ? (
        <section className="card recipe-editor__card" aria-labelledby={`${id}-steps`}>
          <h2 id={`${id}-steps`} className="recipes-page__subtitle">
            Steps
          </h2>
          <StepFoodWarnings warnings={recipe.step_food_warnings} editable />
          <ol className="recipe-steps">
            {recipe.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  );
}
