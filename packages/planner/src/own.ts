/**
 * The catalogue a request plans from: ours, plus the household's own recipes (issue #19) that the
 * kitchen resolves with every line mapped. A recipe with an unmapped line never becomes a
 * candidate, whatever the caller sent: the check is here, where plans are made.
 */
import {
  extendCatalogue,
  loadCatalogue,
  resolveOwnRecipe,
  type Catalogue,
  type CatalogueRecipe,
  type OwnRecipe,
} from '@saverly/kitchen';

/**
 * Resolutions by the recipe's content (a changed recipe is a new key): a household's recipes are
 * resolved once per worker, not on every plan (≈ 1 ms a recipe, 300 a household at most).
 */
const resolved = new Map<string, CatalogueRecipe | null>();
const KEPT = 2_000;

function resolveOnce(base: Catalogue, recipe: OwnRecipe): CatalogueRecipe | null {
  const key = JSON.stringify(recipe);
  const known = resolved.get(key);
  if (known !== undefined) {
    // Most recently used last: the oldest is the first to go.
    resolved.delete(key);
    resolved.set(key, known);
    return known;
  }
  const result = resolveOwnRecipe(base, recipe);
  const value = result.ok ? result.recipe : null;
  if (resolved.size >= KEPT) resolved.delete(resolved.keys().next().value!);
  resolved.set(key, value);
  return value;
}

export function catalogueFor(own: readonly OwnRecipe[] | undefined): Catalogue {
  const base = loadCatalogue();
  if (!own || own.length === 0) return base;
  return extendCatalogue(
    base,
    own.flatMap((recipe) => {
      const value = resolveOnce(base, recipe);
      return value ? [value] : [];
    }),
  );
}
