/**
 * A plan's notes (its `warnings`): sentences a family reads above the plan, saying where it could
 * not give what they asked for and why: meals from other cuisines, dishes back from their last
 * plans, meals the budget kept plain, meals whose calories miss the target. One owner for a
 * generated plan and for a plan after a refresh (`planNotes`), so a refreshed plan's notes
 * describe the plan as it now is (issue #13).
 */
import {
  DIET_RULES,
  OWN_RECIPE_PREFIX,
  quotedName,
  type Catalogue,
  type Cuisine,
  type MealType,
} from '@saverly/kitchen';
import { PORTION_MAX } from './portions.js';
import {
  evaluate,
  missesCalories,
  variantsOf,
  type Candidate,
  type NormalizedPreferences,
  type Pick,
  type Problem,
} from './problem.js';

export const TYPE_NAMES: Record<MealType, string> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
};

const CUISINE_NAMES: Record<Cuisine, string> = {
  italian: 'Italian',
  mediterranean: 'Mediterranean',
  asian: 'Asian',
  mexican: 'Mexican',
  american: 'American',
  indian: 'Indian',
  french: 'French',
  thai: 'Thai',
};
const TYPE_PLURALS: Record<MealType, string> = {
  breakfast: 'breakfasts',
  lunch: 'lunches',
  dinner: 'dinners',
};

/** "a, b or c" */
function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)!}`;
}

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** "Italian or Mexican": the family's cuisines as a sentence names them. */
export const chosenCuisines = (problem: { readonly cuisines: Problem['cuisines'] }) =>
  orList(problem.cuisines.map((c) => CUISINE_NAMES[c]));

/**
 * The notes of a plan of `picks` (every meal of the plan) over `problem`: the request's own notes,
 * any `extra` (the nearest plan's line), then which meals the budget kept plain, cuisines, calories, repeats and the occasion.
 */
export function planNotes(problem: Problem, picks: readonly Pick[], extra: readonly string[] = []): string[] {
  const notes = [...estimateNotes(problem, picks), ...extra];
  if (problem.budgetCents !== null && picks.some((p) => problem.candidates[p.candidate]!.plain)) {
    const note = budgetPortionsNote(problem, picks, problem.budgetCents);
    if (note !== null) notes.push(note);
  }
  notes.push(
    ...cuisineWarnings(problem, picks),
    ...calorieWarnings(problem, picks),
    ...repeatWarnings(problem, picks),
  );
  if (problem.occasion && !picks.some((p) => problem.candidates[p.candidate]!.occasionTypes.includes(p.type)))
    notes.push(`No recipe for “${problem.occasion.occasion.replace('-', ' ')}” fits your other choices.`);
  return notes;
}

/**
 * The ingredients of these meals the store does not list (priced at our reference price). Only the
 * plan's own: a walk-through's 9-meal plan said "Prices for 207 ingredients are estimates" and
 * named foods of no meal in it (every candidate's).
 */
export function estimateNotes(problem: Problem, picks: readonly Pick[]): string[] {
  if (problem.estimatedFoods.size === 0) return [];
  const used = new Set<string>();
  for (const pick of picks) {
    const c = problem.candidates[pick.candidate]!;
    for (let k = c.useStart; k < c.useEnd; k += 1) {
      const food = problem.useFoods[k]!;
      if (problem.estimatedFoods.has(food)) used.add(problem.foods[food]!.name);
    }
  }
  if (used.size === 0) return [];
  const names = [...used].sort();
  // A sentence that starts with a word (the plan's notes are sentences, not counts).
  return [
    `Prices for ${names.length === 1 ? '1 ingredient are estimates, because' : `${names.length} ingredients are estimates, because`} ` +
      `${problem.priceSource} does not list ${names.length === 1 ? 'it' : 'them'}: ${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}.`,
  ];
}

/** "fit 20 minutes" of `n` dishes ("1 … fits"), or "fit your choices" without a time limit. */
function fits(problem: Problem, n: number): string {
  return `${n === 1 ? 'fits' : 'fit'} ${problem.maxMinutes !== null ? `${problem.maxMinutes} minutes` : 'your choices'}`;
}

/** Plain-words notes when meals come from cuisines the family did not pick, and why. */
function cuisineWarnings(problem: Problem, picks: readonly Pick[]): string[] {
  if (problem.cuisines.length === 0) return [];
  const out: string[] = [];
  const cuisines = chosenCuisines(problem);
  const diets = problem.diets.length > 0 ? `${problem.diets.join(' ')} ` : '';
  // Meal types whose other cuisines are the budget's doing: one sentence for them all (a week's
  // plan on the wizard's defaults said "… in their place would take the plan over your $75.00
  // budget." three times in a row, once per meal type).
  const overBudget: { type: MealType; other: number }[] = [];
  // Every dish of the cuisines that fits is in the plan, some at another meal type than the one
  // that has other cuisines: a walk-through's 3-day Mexican vegan keto plan said "Only 1 Mexican
  // … breakfast fit 20 minutes; 3 breakfasts are from other cuisines" beside no Mexican
  // breakfast (that one dish was the plan's lunch). One sentence then says the whole of it.
  const chosenMeals = picks.filter((p) => problem.candidates[p.candidate]!.chosen).length;
  if (problem.types.length > 1 && problem.chosenDishes > 0 && chosenMeals >= problem.chosenDishes) {
    const rows = problem.types
      .map((type) => ({
        type,
        other: picks.filter((p) => p.type === type && !problem.candidates[p.candidate]!.chosen).length,
      }))
      .filter((row) => row.other > 0);
    if (rows.length === 0) return [];
    const total = rows.reduce((sum, row) => sum + row.other, 0);
    const n = problem.chosenDishes;
    const has = n === 1 ? 'it' : n === 2 ? 'both' : `all ${n}`;
    return [
      `Only ${n} ${cuisines} ${diets}${n === 1 ? 'dish' : 'dishes'} ${fits(problem, n)}, and the plan has ${has}; ` +
        `${andList(rows.map(({ type, other }) => `${other} ${other === 1 ? TYPE_NAMES[type] : TYPE_PLURALS[type]}`))} ${total === 1 ? 'is' : 'are'} from other cuisines.`,
    ];
  }
  for (const type of problem.types) {
    const other = picks.filter((p) => p.type === type && !problem.candidates[p.candidate]!.chosen).length;
    if (other === 0) continue;
    // Dishes, not candidates: a recipe's portion variants and a dish's versions count once.
    const available = problem.pools.get(type)?.chosen ?? 0;
    const noun = (n: number) => (n === 1 ? TYPE_NAMES[type] : TYPE_PLURALS[type]);
    const others = `${other} ${noun(other)} ${other === 1 ? 'is' : 'are'} from other cuisines`;
    if (available < problem.days)
      out.push(
        `${available === 0 ? 'No' : `Only ${available}`} ${cuisines} ${diets}${noun(available)} ${fits(problem, available)}; ${others}.`,
      );
    else if (problem.budgetCents === null) out.push(`${others}.`);
    else overBudget.push({ type, other });
  }
  if (overBudget.length > 0) {
    const counted = ({ type, other }: { type: MealType; other: number }) =>
      `${other} ${other === 1 ? TYPE_NAMES[type] : TYPE_PLURALS[type]}`;
    const total = overBudget.reduce((sum, row) => sum + row.other, 0);
    // One meal type keeps its own words ("Thai vegan breakfasts in its place"); several, "meals".
    const kind = overBudget.length === 1 ? TYPE_PLURALS[overBudget[0]!.type] : 'meals';
    out.push(
      `${andList(overBudget.map(counted))} ${total === 1 ? 'is' : 'are'} from other cuisines: ${cuisines} ${diets}${kind} in ${total === 1 ? 'its' : 'their'} place would take the plan over your ${money(problem.budgetCents ?? 0)} budget.`,
    );
  }
  return out;
}

/**
 * Names the meals whose dish was in the member's last plans (a new week is wanted, issue #13), per
 * meal type, and why when it can be told: too few new dishes of the family's cuisines fit their
 * diets and time, or the new ones do not fit the budget together.
 */
function repeatWarnings(problem: Problem, picks: readonly Pick[]): string[] {
  const out: string[] = [];
  // Meal types whose repeats are the budget's doing: one sentence for them all (a walk-through's
  // plan said "New ones would take the plan over your $75.00 budget." three times in a row).
  const overBudget: string[] = [];
  const cuisines = problem.cuisines.length > 0 ? `${chosenCuisines(problem)} ` : '';
  const diets = problem.diets.length > 0 ? `${problem.diets.join(' ')} ` : '';
  for (const type of problem.types) {
    const repeats = picks
      .filter((p) => p.type === type && problem.candidates[p.candidate]!.recent)
      .map((p) => problem.candidates[p.candidate]!.recipe.name);
    if (repeats.length === 0) continue;
    const noun = (n: number) => (n === 1 ? TYPE_NAMES[type] : TYPE_PLURALS[type]);
    // Quoted: dish names hold commas and brackets of their own ("Zucchini, Mint and Scallion Frittata").
    const quoted = repeats.map(quotedName);
    const list = namedList(quoted);
    const meals = `${repeats.length} ${noun(repeats.length)}, ${list}`;
    // A sentence that opens with a word, not a numeral.
    const said = `From your last plans again: ${meals}.`;
    // Dishes, not candidates: a recipe's portion variants and a dish's versions count once.
    const fresh = problem.pools.get(type)?.fresh ?? 0;
    if (fresh < problem.days)
      out.push(
        `${said} ${fresh === 0 ? 'No' : `Only ${fresh}`} new ${cuisines}${diets}${noun(fresh)} ${fits(problem, fresh)}.`,
      );
    // The budget is named only when it binds (the plan spends nearly all of it): otherwise the new
    // dishes were passed over for the family's calories, not for the money.
    else if (problem.budgetCents !== null && evaluate(problem, picks).costCents >= 0.95 * problem.budgetCents)
      overBudget.push(meals);
    else out.push(said);
  }
  if (overBudget.length > 0)
    out.push(
      `From your last plans again: ${overBudget.join('; ')}. New ones would take the plan over your ${money(problem.budgetCents ?? 0)} budget.`,
    );
  return out;
}

/**
 * How a budget's plain meals are served, said of `meals`: one recipe serving each, or at most one
 * when a household's smaller eater has less (`plainShare`).
 */
function plainWords(meals: readonly Candidate[]): string {
  return meals.some((c) => c.shares?.some((share) => share.portion < 1))
    ? 'at most one recipe serving per person, without sides'
    : 'one recipe serving per person without sides';
}

/**
 * Which meals the budget left at one recipe serving without sides (a `mixed` plan). When their
 * portions and sides all fit the budget, the budget is not why: the meals that miss the target
 * are named for what they are (a bigger portion added too little for its price), and plain
 * meals within ±15 % need no note.
 */
function budgetPortionsNote(problem: Problem, picks: readonly Pick[], budgetCents: number): string | null {
  let plain = picks.map((p) => problem.candidates[p.candidate]!).filter((c) => c.plain);
  // What portions would cost at these meals: the same meals, each plain one with the cheapest
  // portions and sides its recipe has for the calories (its budget-fitted variant, else the fitted
  // one), priced as the plan is. Said only when it is over the budget, as it nearly always is. Not a
  // budget that promises portions: asked for, more money goes first to what ranks above calories
  // (ADR 0018 addendum 16).
  const fullCents = fullPortionsCents(problem, picks);
  const overBudget = fullCents === null || fullCents > budgetCents + 0.5;
  if (!overBudget) {
    plain = plain.filter((c) => missesTarget(problem, c));
    if (plain.length === 0) return null;
  }
  // What it costs the family in calories (a plain serving is often far under the target), said
  // per meal; a household's shares differ per person and are left to the calorie note.
  const perPerson = problem.people === null;
  const under = perPerson && plain.every((c) => c.mealKcal < problem.calories * 0.85);
  const lighter = under ? `, under your ${problem.calories} kcal per person` : '';
  const these = plain.length === 1 ? 'this meal' : 'these meals';
  const instead =
    fullCents !== null && overBudget
      ? ` Full portions and sides at ${these} would bring the plan to ${money(fullCents)}.`
      : '';
  const count = plain.length === 1 ? '1 meal is' : `${plain.length} meals are`;
  // The lightest first: a list cut at three names the meals furthest under (a walk-through's
  // note skipped a 107 kcal fruit cup).
  plain = [...plain].sort((a, b) => a.mealKcal - b.mealKcal);
  const names = plain.map((c) =>
    perPerson ? `${c.recipe.name} (${Math.round(c.mealKcal)} kcal)` : c.recipe.name,
  );
  const list = namedList(names);
  if (!overBudget)
    return `${count} ${plainWords(plain)}${lighter}, as a bigger portion would add little for its price: ${list}.`;
  const budget = `To stay within your ${money(budgetCents)} budget`;
  if (plain.length === picks.length)
    return `${budget}, each meal is ${plainWords(plain)}${lighter}.${instead}`;
  return `${budget}, ${count} ${plainWords(plain)}${lighter}: ${list}.${instead}`;
}

/**
 * What the plan a budget answer suggests (the cheapest, or the cheapest keeping the cuisines)
 * gives in portions, when its price leaves meals one plain serving under the calories: a
 * walk-through's family pressed "Plan with a $89.69 budget" for a week for four and got 19 of 21
 * meals at about 370 kcal against 600, which the answer had not said. Empty when every meal is
 * fitted or near the target.
 */
export function cheapestPortionsSentence(problem: Problem, picks: readonly Pick[], cents: number): string {
  const meals = picks.map((p) => problem.candidates[p.candidate]!);
  const plain = meals.filter((c) => c.plain && missesTarget(problem, c));
  if (plain.length === 0) return '';
  const count =
    plain.length === meals.length
      ? meals.length === 1
        ? 'its meal is'
        : 'each meal is'
      : `${plain.length} of its ${meals.length} meals ${plain.length === 1 ? 'is' : 'are'}`;
  // A household's shares differ per person: their calories are left to the plan's notes.
  const kcal =
    problem.people === null
      ? ` (about ${Math.round(plain.reduce((sum, c) => sum + c.mealKcal, 0) / plain.length)} kcal a meal against your ${problem.calories})`
      : '';
  const fullCents = fullPortionsBudget(problem, picks, cents);
  const full = fullCents !== null ? ` Full portions and sides would bring it to ${money(fullCents)}.` : '';
  return ` At ${money(cents)}, ${count} ${plainWords(plain)}${kcal}.${full}`;
}

/**
 * The bill of a budget answer's plan (`picks`, costing `cents`) with its plain meals that miss
 * the calories given their portions and sides: the budget a "full portions" suggestion plans
 * with. Null when no meal of it is kept plain under the calories, or nothing would change.
 */
export function fullPortionsBudget(problem: Problem, picks: readonly Pick[], cents: number): number | null {
  const plain = picks.some((p) => {
    const c = problem.candidates[p.candidate]!;
    return c.plain && missesTarget(problem, c);
  });
  if (!plain) return null;
  const full = fullPortionsCents(problem, picks);
  return full !== null && full > cents + 0.5 ? full : null;
}

/**
 * Why a plan's plain meals (one recipe serving, no sides) are plain, said on each such meal that
 * misses its calories (`calorie_miss.because`): 'budget' when their portions and sides would take
 * the plan over the budget, else 'price' (a bigger portion added too little for its price). The
 * plan's note says the same of them all (`budgetPortionsNote`).
 */
export function plainMealsBecause(problem: Problem, picks: readonly Pick[]): 'budget' | 'price' {
  if (problem.budgetCents === null) return 'price';
  const fullCents = fullPortionsCents(problem, picks);
  return fullCents === null || fullCents > problem.budgetCents + 0.5 ? 'budget' : 'price';
}

/** Whether a meal (any person's share of it) is more than 15 % off its eater's calories. */
function missesTarget(problem: Problem, c: Candidate): boolean {
  return c.shares
    ? c.shares.some((s) => missesCalories(s.kcal, s.target))
    : missesCalories(c.mealKcal, problem.calories);
}

/**
 * The plan's bill with every plain meal given its recipe's portions and sides for the calories:
 * the budget variant fitted the thrifty way when the recipe has one, else the fitted one (a
 * recipe's variants are adjacent candidates, fitted first). Null when a sibling is missing.
 */
function fullPortionsCents(problem: Problem, picks: readonly Pick[]): number | null {
  const full: Pick[] = [];
  for (const p of picks) {
    const c = problem.candidates[p.candidate]!;
    if (!c.plain) {
      full.push(p);
      continue;
    }
    let sibling: Candidate | null = null;
    for (const other of variantsOf(problem, c))
      if (!other.plain && other.types.includes(p.type) && (sibling === null || other.thrifty))
        sibling = other;
    if (!sibling) return null;
    full.push({ ...p, candidate: sibling.index });
  }
  return Math.round(evaluate(problem, full).costCents);
}

/** A meal (or a person's share) off its calories: how it is named, and its kcal over the target's. */
interface Missed {
  readonly text: string;
  readonly off: number;
}

/**
 * The meals furthest off first, three named and the rest counted: a list cut at three names the
 * worst (a walk-through's note listed three meals near the line and left a 107 kcal fruit cup in
 * "and 3 more").
 */
function worstFirst(items: readonly Missed[], side: 'under' | 'over'): string {
  const sorted = [...items].sort((a, b) => (side === 'under' ? a.off - b.off : b.off - a.off));
  return namedList(sorted.map((m) => m.text));
}

/**
 * "a, b and c"; "a, b, c and 2 more": up to four names, else three and the rest counted (never
 * "and 1 more", which a helper's walk read where the one name would have fitted).
 */
function namedList(names: readonly string[]): string {
  return names.length <= 4 ? andList(names) : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

/**
 * Names the meals whose calories miss the target by more than 15 % even with portions and sides
 * fitted to it, and why (meals the budget kept plain are named by `budgetPortionsNote`).
 */
function calorieWarnings(problem: Problem, picks: readonly Pick[]): string[] {
  if (problem.people) return householdCalorieWarnings(problem, picks);
  const target = problem.calories;
  const low: Missed[] = [];
  const high: Missed[] = [];
  // A low-carb or keto limit on a meal's carbs can stop its portion below 1.5× (a walk-through's
  // Korean vegetable pancake, 1.2×, was said to be "under 600 kcal even with a 1.5× portion").
  let capped = false;
  for (const p of picks) {
    const c = problem.candidates[p.candidate]!;
    if (c.plain) continue;
    const missed = { text: `${c.recipe.name} (${Math.round(c.mealKcal)} kcal)`, off: c.mealKcal / target };
    if (c.mealKcal < target * 0.85) {
      low.push(missed);
      if (c.portion < PORTION_MAX - 1e-9) capped = true;
    } else if (c.mealKcal > target * 1.15) high.push(missed);
  }
  const carbDiets = problem.diets.filter((d) => DIET_RULES[d].maxNetCarbsPerServingG != null);
  const portion = !capped
    ? 'a 1.5× portion'
    : carbDiets.length > 0
      ? `a 1.5× portion (less where the ${andList([...carbDiets])} limit on carbs stops it)`
      : 'the largest portion';
  const out: string[] = [];
  if (low.length > 0)
    out.push(
      `${low.length === 1 ? '1 meal is' : `${low.length} meals are`} under ${target} kcal per person even with ${portion} and the sides that fit your choices: ${worstFirst(low, 'under')}.`,
    );
  if (high.length > 0)
    out.push(
      `${high.length === 1 ? '1 meal is' : `${high.length} meals are`} over ${target} kcal per person even as a 0.75× portion: ${worstFirst(high, 'over')}.`,
    );
  return out;
}

/** A household plan's calorie note: whose share of which meal misses their calories, and how. */
function householdCalorieWarnings(problem: Problem, picks: readonly Pick[]): string[] {
  const low: Missed[] = [];
  const high: Missed[] = [];
  for (const p of picks) {
    const c = problem.candidates[p.candidate]!;
    if (c.plain || !c.shares) continue;
    for (const share of c.shares) {
      const missed = {
        text: `${share.name} at ${c.recipe.name} (${Math.round(share.kcal)} of ${share.target} kcal)`,
        off: share.kcal / share.target,
      };
      if (share.kcal < share.target * 0.85) low.push(missed);
      else if (share.kcal > share.target * 1.15) high.push(missed);
    }
  }
  const out: string[] = [];
  if (low.length > 0)
    out.push(
      `${low.length === 1 ? '1 share is' : `${low.length} shares are`} under that person’s calories even with a 1.5× portion and the sides that fit your choices: ${worstFirst(low, 'under')}.`,
    );
  if (high.length > 0)
    out.push(
      `${high.length === 1 ? '1 share is' : `${high.length} shares are`} over that person’s calories even as a 0.75× portion: ${worstFirst(high, 'over')}.`,
    );
  return out;
}

/** "a, b and c" */
function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/** At most this many of the family's recipes are named with their reasons. */
const OWN_NAMED = 3;

/**
 * Why none of the family's own recipes is in the plan, when they have some (issue #19): each
 * recipe's hard reasons (the meal types, a diet, the time limit); else that the plan's cost and
 * variety left it out (an own recipe counts as the family's cuisine whatever theirs). A helper's
 * walk read "1 recipe of yours is ready to plan" on step 3 and a plan without it, and no word why
 * (it took 40 minutes against the 30 asked).
 */
export function ownRecipeNotes(
  catalogue: Catalogue,
  prefs: {
    readonly types: NormalizedPreferences['types'];
    readonly diets: NormalizedPreferences['diets'];
    readonly maxMinutes: NormalizedPreferences['maxMinutes'];
    readonly last?: NormalizedPreferences['last'];
    readonly recent?: NormalizedPreferences['recent'];
  },
  planned: ReadonlySet<string>,
): string[] {
  const own = catalogue.recipes.filter((recipe) => recipe.id.startsWith(OWN_RECIPE_PREFIX));
  if (own.length === 0 || own.some((recipe) => planned.has(recipe.id))) return [];
  const reasons = own.map((recipe) => {
    const why: string[] = [];
    if (!prefs.types.some((type) => recipe.mealTypes.includes(type)))
      why.push(`is not for ${orList(prefs.types.map((type) => TYPE_PLURALS[type]))}`);
    const broken = prefs.diets.filter((diet) => !recipe.diets.includes(diet));
    if (broken.length > 0) why.push(`is not ${orList(broken.map((diet) => DIET_RULES[diet].label))}`);
    if (prefs.maxMinutes !== null && recipe.totalMinutes > prefs.maxMinutes)
      why.push(`takes ${recipe.totalMinutes} minutes (your limit is ${prefs.maxMinutes})`);
    if (why.length > 0) return `${quotedName(recipe.name)} ${andList(why)}`;
    // A week after one with it brings other dishes (a walk-through's Shuffle left the family's
    // soup out, "did not fit this week’s cost and variety", beside the cheapest meals).
    const rotated = prefs.last?.has(recipe.id)
      ? 'was in your last plan, so this one brings other dishes'
      : prefs.recent?.has(recipe.id)
        ? 'was in one of your last plans, so this one brings other dishes'
        : 'did not fit this week’s cost and variety';
    return `${quotedName(recipe.name)} ${rotated}`;
  });
  // Up to four named, else three and the rest counted (as `namedList`, with semicolons).
  const shown = reasons.length <= OWN_NAMED + 1 ? reasons : reasons.slice(0, OWN_NAMED);
  const more = reasons.length - shown.length;
  const head =
    own.length === 1 ? 'Your recipe is not in this plan:' : 'None of your recipes is in this plan:';
  return [`${head} ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`];
}
