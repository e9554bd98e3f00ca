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

export const CHILI_HEAT_FOOD_IDS: ReadonlySet<string> = new Set([
  'cayenne',
  'chipotles-in-adobo',
  'chorizo',
  'gochugaru',
  'gochujang',
  'hot-sauce',
  'jalapeno',
  'pickled-jalapenos',
  'serrano',
  'sriracha',
  'thai-chili',
]);

/** Children of 1–3 and 4–8: the ages a chili's heat is most often too much. */
export function isYoungChild(ageBand: AgeBand | null | undefined): boolean {
  return ageBand === 'child_1_3' || ageBand === 'child_4_8';
}

/**
 * The lines of a recipe that bring chili heat, each in the recipe's own words (the longest of the
 * food's names its line says: "crushed red pepper flakes", "serrano chile"), each once, in order.
 */
export function chiliHeatWords(
  lines: readonly {
    readonly text: string;
    readonly food: { readonly id: string; readonly name: string; readonly aliases: readonly string[] };
  }[],
): string[] {
  const words: string[] = [];
  for (const line of lines) {
    if (!CHILI_HEAT_FOOD_IDS.has(line.food.id)) continue;
    const text = line.text.toLowerCase();
    const names = [line.food.name, ...line.food.aliases].map((n) => n.toLowerCase());
    const said = names.filter((n) => text.includes(n)).sort((a, b) => b.length - a.length)[0];
    const word = said ?? line.food.aliases[0] ?? line.food.name.toLowerCase();
    if (!words.includes(word)) words.push(word);
  }
  return words;
}
