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
  type OwnRecipe,
} from '@saverly/kitchen';

export function catalogueFor(own: readonly OwnRecipe[] | undefined): Catalogue {
  const base = loadCatalogue();
  if (!own || own.length === 0) return base;
  const resolved = own.flatMap((recipe) => {
    const result = resolveOwnRecipe(base, recipe);
    return result.ok ? [result.recipe] : [];
  });
  return extendCatalogue(base, resolved);
}
