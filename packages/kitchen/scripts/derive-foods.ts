/**
 * Derives src/data/foods.json from public data plus our curated list.
 *
 *   npx tsx packages/kitchen/scripts/derive-foods.ts [path/to/shared/data]
 *
 * See scripts/food-table.ts for what is read and how; docs/decisions/0010 for the sources.
 * The output is deterministic, so re-running with unchanged inputs changes nothing.
 */
import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { DEFAULT_DATA_DIR, FOOD_TABLE_FILE, buildFoodTable, formatFoodTable } from './food-table.js';

const dataDir = resolve(process.argv[2] ?? DEFAULT_DATA_DIR);
const table = buildFoodTable(dataDir);
writeFileSync(FOOD_TABLE_FILE, await formatFoodTable(table));
const units = new Set(table.foods.flatMap((f) => f.portions.map((p) => p.unit)));
process.stdout.write(
  `wrote ${relative(process.cwd(), FOOD_TABLE_FILE)}: ${table.foods.length} foods, ` +
    `${table.foods.filter((f) => f.price.source === 'bls').length} BLS-priced, ` +
    `${table.foods.filter((f) => f.source.proxy).length} SR28 stand-ins, portion units: ${[...units].join(' ')}\n`,
);
