import { Heart } from 'lucide-react';
import { useRecipes, useSetFavourite } from '../api/recipes';
import './recipes.css';

/**
 * Favourite or not, for any recipe: ours (its catalogue id) or the family's (`own-<id>`). The
 * planner prefers favourites (a soft bonus, ADR 0038). Composed into the wizard's meal cards by
 * the meal-planner route.
 */
export function FavouriteToggle({ recipeId, name }: { recipeId: string; name: string }) {
  const recipes = useRecipes();
  const change = useSetFavourite();
  const favourite = recipes.data?.favourite_recipe_ids.includes(recipeId) ?? false;
  return (
    <button
      type="button"
      className="button button--ghost button--sm favourite-toggle"
      aria-pressed={favourite}
      aria-label={`Favourite: ${name}`}
      title={favourite ? 'A favourite: planned more often' : 'Mark as a favourite: planned more often'}
      disabled={recipes.isPending || change.isPending}
      onClick={() => change.mutate({ id: recipeId, favourite: !favourite })}
    >
      <Heart aria-hidden="true" className={favourite ? 'favourite-toggle__on' : undefined} />
      <span aria-hidden="true">Favourite</span>
    </button>
  );
}
