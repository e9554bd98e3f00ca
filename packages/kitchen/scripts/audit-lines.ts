/**
 * Audit: every recipe line whose words the ingredient parser maps to a different food than the
 * line's foodId (npx tsx packages/kitchen/scripts/audit-lines.ts [file-substring]).
 * A difference is not always an error (the parser is a heuristic), but it is where mis-mappings hide.
 */
import { loadCatalogue } from '../src/index.js';
import { BUNDLED_RECIPE_FILES } from '../src/data.js';

const only = process.argv[2];
const catalogue = loadCatalogue();
const fileOf = new Map<string, string>();
for (const [file, data] of Object.entries(BUNDLED_RECIPE_FILES))
  for (const recipe of data as { id: string }[]) fileOf.set(recipe.id, file);
let count = 0;
for (const recipe of catalogue.recipes) {
  const file = fileOf.get(recipe.id) ?? '?';
  if (only !== undefined && !file.includes(only)) continue;
  for (const line of recipe.ingredients) {
    const parsed = catalogue.parser.parse(line.text);
    if (parsed.foodId !== line.foodId) {
      count += 1;
      process.stdout.write(`${file}\t${recipe.id}\t${line.foodId}\t${parsed.foodId ?? '-'}\t${line.text}\n`);
    }
  }
}
process.stdout.write(`${count} lines differ\n`);
