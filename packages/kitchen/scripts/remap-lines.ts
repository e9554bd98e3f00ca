/**
 * Re-points recipe lines at another food (or rewrites their text), in the hand-written recipe
 * files, keeping their formatting (prettier). Used for the round-two mapping fixes (ADR 0028):
 *
 *   npx tsx packages/kitchen/scripts/remap-lines.ts <file.json> <recipe-id> "<line text>" <food-id> ["<new text>"] ["<new preparation>"]
 *
 * Fails when the recipe or the line is not found, so a typo never edits the wrong line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const [fileName, recipeId, text, foodId, newText, newPreparation] = process.argv.slice(2);
if (!fileName || !recipeId || !text || !foodId) {
  throw new Error(
    'usage: remap-lines.ts <file.json> <recipe-id> "<line text>" <food-id> ["<new text>"] ["<prep>"]',
  );
}
const file = resolve(dirname(fileURLToPath(import.meta.url)), '../src/data/recipes', fileName);
type Line = { foodId: string; text: string; preparation: string };
const recipes = JSON.parse(readFileSync(file, 'utf8')) as { id: string; ingredients: Line[] }[];
const recipe = recipes.find((r) => r.id === recipeId);
if (!recipe) throw new Error(`${fileName}: no recipe ${recipeId}`);
const lines = recipe.ingredients.filter((line) => line.text === text);
if (lines.length === 0) throw new Error(`${recipeId}: no line "${text}"`);
for (const line of lines) {
  line.foodId = foodId;
  if (newText !== undefined && newText !== '') line.text = newText;
  if (newPreparation !== undefined) line.preparation = newPreparation;
}
const prettier = await import('prettier');
const config = (await prettier.resolveConfig(file)) ?? {};
writeFileSync(file, await prettier.format(JSON.stringify(recipes, null, 2), { ...config, filepath: file }));
process.stdout.write(`${fileName} ${recipeId}: ${lines.length} line(s) → ${foodId}\n`);
