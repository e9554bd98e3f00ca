/**
 * The bundled data, imported as JSON modules so nothing is read from disk at run time
 * (tsc copies the files to dist/data; bundlers inline them).
 */
import foodTable from './data/foods.json' with { type: 'json' };
import american from './data/recipes/american.json' with { type: 'json' };
import asian from './data/recipes/asian.json' with { type: 'json' };
import french from './data/recipes/french.json' with { type: 'json' };
import indian from './data/recipes/indian.json' with { type: 'json' };
import italian from './data/recipes/italian.json' with { type: 'json' };
import mediterranean from './data/recipes/mediterranean.json' with { type: 'json' };
import mexican from './data/recipes/mexican.json' with { type: 'json' };
import thai from './data/recipes/thai.json' with { type: 'json' };
import quickBreakfasts from './data/recipes/quick-breakfasts.json' with { type: 'json' };
import quickDinners from './data/recipes/quick-dinners.json' with { type: 'json' };
import quickLunches from './data/recipes/quick-lunches.json' with { type: 'json' };

/** Unvalidated: `buildCatalogue` validates both with the zod schemas. */
export const BUNDLED_FOOD_TABLE: unknown = foodTable;

export const BUNDLED_RECIPE_FILES: Readonly<Record<string, unknown>> = {
  'american.json': american,
  'asian.json': asian,
  'french.json': french,
  'indian.json': indian,
  'italian.json': italian,
  'mediterranean.json': mediterranean,
  'mexican.json': mexican,
  'thai.json': thai,
  // Round two (issue 14): quick meals across every cuisine, diet and diet pair.
  'quick-breakfasts.json': quickBreakfasts,
  'quick-lunches.json': quickLunches,
  'quick-dinners.json': quickDinners,
};
