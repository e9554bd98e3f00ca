import { BookOpen, Heart, Link2, PenLine } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Message, messageTypeFor } from '../../../components/message';
import { LoadingBlock } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-client';
import { plural } from '../../../lib/plural';
import { useImportRecipe, useRecipes } from '../api/recipes';
import { mealTypesText } from '../lib/recipe-text';
import './recipes.css';

/** The recipe the family already has from that page (a 409 to an import names it). */
function existingOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const details = error.details?.details;
  if (typeof details !== 'object' || details === null || !('recipe_id' in details)) return null;
  return typeof details.recipe_id === 'string' ? details.recipe_id : null;
}

/**
 * The household's own recipes (issue #19): import one from a link, write one, and the list with
 * each recipe's state (ready to plan, or lines to fix).
 */
export function RecipesPage({ base }: { base: string }) {
  const id = useId();
  const recipes = useRecipes();
  const importing = useImportRecipe();
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  function onImport(event: FormEvent) {
    event.preventDefault();
    const link = url.trim();
    if (!/^https?:\/\/\S+$/i.test(link)) {
      setUrlError('Paste the whole link of a recipe page, starting with https://');
      return;
    }
    setUrlError(null);
    importing.mutate(link, {
      onSuccess: (recipe) => {
        setUrl('');
        void navigate(`${base}/${recipe.id}`, { state: { imported: true } });
      },
    });
  }

  return (
    <div className="recipes-page">
      <header className="recipes-page__head">
        <h1 className="recipes-page__title">Our recipes</h1>
        <Link className="button button--primary" to={`${base}/new`}>
          <PenLine aria-hidden="true" /> Write a recipe
        </Link>
      </header>
      <p className="panel__text">
        Bring in the recipes your family loves. Every ingredient becomes a food with real nutrition and a
        price at your store, so your recipes are planned under the same diet rules as ours. Only your
        household sees them.
      </p>

      <form className="card recipes-import" onSubmit={onImport} noValidate aria-labelledby={`${id}-import`}>
        <h2 id={`${id}-import`} className="recipes-import__title">
          <Link2 aria-hidden="true" /> Import from a link
        </h2>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-url`}>
            Recipe page link
          </label>
          <input
            id={`${id}-url`}
            className="field__input"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={url}
            maxLength={2048}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `${id}-url-error` : `${id}-url-hint`}
            onChange={(event) => setUrl(event.target.value)}
          />
          {urlError ? (
            <p id={`${id}-url-error`} className="field__error">
              {urlError}
            </p>
          ) : (
            <p id={`${id}-url-hint`} className="field__hint">
              Most recipe sites work: we read the recipe the page describes for search engines.
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={importing.isPending}>
          {importing.isPending ? 'Importing…' : 'Import recipe'}
        </button>
        {importing.isError ? (
          <>
            <Message type={messageTypeFor(importing.error)} message={importing.error.message} />
            {existingOf(importing.error) ? (
              <Link className="text-link" to={`${base}/${existingOf(importing.error)}`}>
                Open the recipe you have
              </Link>
            ) : null}
          </>
        ) : null}
      </form>

      <section aria-labelledby={`${id}-list`} className="recipes-list-section">
        <h2 id={`${id}-list`} className="recipes-page__subtitle">
          Your household’s recipes
        </h2>
        {recipes.isPending ? (
          <LoadingBlock text="Loading your recipes..." />
        ) : recipes.isError ? (
          <Message
            type={messageTypeFor(recipes.error)}
            message={recipes.error.message}
            onRetry={() => void recipes.refetch()}
          />
        ) : recipes.data.recipes.length === 0 ? (
          <div className="recipes-empty">
            <BookOpen aria-hidden="true" />
            <p>No recipes yet. Import one from a link above, or write your own.</p>
          </div>
        ) : (
          <ul className="recipes-list">
            {recipes.data.recipes.map((recipe) => (
              <li key={recipe.id} className="card recipe-row">
                <Link className="recipe-row__link" to={`${base}/${recipe.id}`}>
                  <span className="recipe-row__name">
                    {recipe.name}
                    {recipe.favourite ? (
                      <Heart className="recipe-row__heart" aria-label="Favourite" role="img" />
                    ) : null}
                  </span>
                  <span className="recipe-row__meta">
                    {recipe.cuisine} · {mealTypesText(recipe.meal_types)} · {recipe.total_minutes} min ·{' '}
                    {plural(recipe.servings, 'serving')}
                  </span>
                </Link>
                {recipe.plannable ? (
                  <span className="badge badge--brand">Ready to plan</span>
                ) : (
                  <span className="badge badge--accent">
                    {plural(recipe.unmapped_lines, 'line')} to check
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
