/**
 * Chili heat and young children. A meal of a household plan says, in a young child's share, which
 * of its ingredients bring heat a small child may not take (a walk-through's 4-year-old had
 * chorizo, serrano and red pepper flakes in a week, unmentioned), so the cook can set the child's
 * share aside before they go in, or use less. A note, never a rule: families differ, and many
 * children eat chili.
 *
 * The foods are those whose heat is the point: fresh and pickled hot chiles, chili flakes and
 * pastes, hot sauces, chipotles, Mexican chorizo. Mild ones are left out (poblano, canned green
 * chiles, ancho and guajillo, Kashmiri chili powder, an American chili powder blend), as are
 * ginger, black pepper and mustard.
 */
import type { AgeBand } from './energy-needs.js';

/**
 * The foods that bring chili heat, each with the least a serving must have for it to count, in
 * edible grams: a fresh chile, a chipotle or chorizo counts at any amount; dried chili from 1/2
 * tsp in a dish for four (a pinch of cayenne in a pimento cheese, 1/4 tsp of red pepper flakes in
 * a pasta for four is a warmth, not heat), a hot sauce from 2 tsp in a dish for four.
 */
export const CHILI_HEAT_FOODS: ReadonlyMap<string, number> = new Map([
  ['cayenne', 0.2],
  ['gochugaru', 0.2],
  ['chipotles-in-adobo', 0],
  ['chorizo', 0],
  ['gochujang', 2],
  ['hot-sauce', 2],
  ['sriracha', 2],
  ['jalapeno', 0],
  ['pickled-jalapenos', 0],
  ['serrano', 0],
  ['thai-chili', 0],
]);

/** Children of 1–3 and 4–8: the ages a chili's heat is most often too much. */
export function isYoungChild(ageBand: AgeBand | null | undefined): boolean {
  return ageBand === 'child_1_3' || ageBand === 'child_4_8';
}

/**
 * The lines of a recipe that bring chili heat (`CHILI_HEAT_FOODS`, per serving of its `servings`),
 * each in the recipe's own words (the longest of the food's names its line says: "crushed red
 * pepper flakes", "serrano chile"), each once, in order.
 */
export function chiliHeatWords(
  lines: readonly {
    readonly text: string;
    readonly grams: { readonly edible: number };
    readonly food: { readonly id: string; readonly name: string; readonly aliases: readonly string[] };
  }[],
  servings: number,
): string[] {
  const words: string[] = [];
  for (const line of lines) {
    const least = CHILI_HEAT_FOODS.get(line.food.id);
    if (least === undefined || line.grams.edible / Math.max(1, servings) < least - 1e-9) continue;
    const text = chiliSpelling(line.text.toLowerCase());
    const names = [line.food.name, ...line.food.aliases].map((n) => chiliSpelling(n.toLowerCase()));
    const said = names.filter((n) => text.includes(n)).sort((a, b) => b.length - a.length)[0];
    // A line none of the food's names is in ("1/2 tsp ground Sichuan or red chili"): its own words,
    // without its amount and what follows its first comma.
    const at = said === undefined ? -1 : text.indexOf(said);
    // The words as the line spells and capitalises them ("green chile", "Mexican chorizo"), where
    // the spelling kept their places.
    const word =
      at >= 0 && text.length === line.text.length
        ? line.text.slice(at, at + said!.length)
        : ownWords(line.text);
    if (!words.some((w) => w.toLowerCase() === word.toLowerCase())) words.push(word);
  }
  return words;
}

/** "Chile", "chilli" and "chili" are one word: "1 green chile" is the serrano's "green chili". */
function chiliSpelling(text: string): string {
  return text.replace(
    /\bchil(?:e|li|i)(s|es)?\b/g,
    (_, plural: string | undefined) => `chili${plural ? 's' : ''}`,
  );
}

/** A line's words without its amount, unit and preparation: "ground Sichuan or red chili". */
function ownWords(text: string): string {
  return text
    .split(',')[0]!
    .replace(/^[\d\s/½¼¾⅓⅔⅛.-]+/, '')
    .replace(
      /^(?:pinch(?:es)?|dash(?:es)?|tsp|teaspoons?|tbsp|tablespoons?|cups?|oz|ounces?|lbs?|pounds?|g|grams?)\b\.?\s*(?:of\s+)?/i,
      '',
    )
    .trim();
}
