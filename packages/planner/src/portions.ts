/**
 * A meal is what a person eats, not a recipe serving: the main's portion (0.75×–1.5× a serving)
 * plus at most two simple sides (kitchen foods: toast, rice, fruit, yogurt …) chosen so the meal
 * lands on the per-person calorie target. Every side fits every diet of the request (its food's
 * attributes), and the carb-limited diets (keto, low-carb) are checked on the whole meal: main
 * portion plus sides, per person. See docs/decisions/0018-meal-plan-optimizer.md.
 */
import {
  DIET_RULES,
  loadCatalogue,
  sideSteps,
  type CatalogueRecipe,
  type DietId,
  type MealType,
  type SideStep,
} from '@saverly/kitchen';

const PORTION_MIN = 0.75;
export const PORTION_MAX = 1.5;
/** Portions move in 5 % steps (1.25×, not 1.2371×). */
const PORTION_STEP = 0.05;

export interface PlannedSide {
  readonly step: SideStep;
  /** Steps per person (e.g. 2 slices). */
  readonly steps: number;
  readonly kcalPerPerson: number;
}

export interface Portioning {
  readonly portion: number;
  readonly sides: readonly PlannedSide[];
  /** kcal per person: main portion + sides. */
  readonly kcal: number;
}

let steps: readonly SideStep[] | undefined;
/** The bundled catalogue's sides (computed once). */
function allSideSteps(): readonly SideStep[] {
  steps ??= sideSteps((id) => loadCatalogue().food(id));
  return steps;
}

/** The strictest net-carb limit per person among the diets (Infinity when none limits carbs). */
export function carbLimit(diets: readonly DietId[]): number {
  let limit = Infinity;
  for (const d of diets) limit = Math.min(limit, DIET_RULES[d].maxNetCarbsPerServingG ?? Infinity);
  return limit;
}

/**
 * Sides allowed with a recipe that fills `types` under `diets`, made within the family's cooking
 * time (cooked beside the main, so a side's own minutes, not added to the dish's).
 */
export function allowedSides(
  types: readonly MealType[],
  diets: readonly DietId[],
  maxMinutes: number | null = null,
): SideStep[] {
  return allSideSteps().filter(
    (s) =>
      types.every((t) => s.definition.mealTypes.includes(t)) &&
      diets.every((d) => s.diets.includes(d)) &&
      (maxMinutes === null || s.definition.minutes <= maxMinutes),
  );
}

interface Option {
  readonly sides: readonly PlannedSide[];
  readonly kcal: number;
  readonly netCarbs: number;
  readonly cents: number;
}
const NO_SIDE: Option = { sides: [], kcal: 0, netCarbs: 0, cents: 0 };

/**
 * The most steps of each side a household's smaller eater may have, by side id: the bigger
 * eaters' steps in proportion to calories, and one step of a side none of them has
 * (`householdPortions`).
 */
export type SideCap = ReadonlyMap<string, number>;

/** Steps of `step` allowed under `cap` (every step without one). */
function stepsAllowed(step: SideStep, cap: SideCap | undefined): number {
  const most = step.definition.maxSteps;
  return cap ? Math.min(most, cap.get(step.definition.id) ?? 1) : most;
}

/** A cap's memo key: "" without one. */
export function sideCapKey(cap: SideCap | undefined): string {
  return cap ? [...cap].map(([id, n]) => `${id}:${n}`).join(',') : '';
}

/** No side, every single side (1…maxSteps steps), and pairs of sides (never two starches). */
function sideOptions(
  sides: readonly SideStep[],
  centsPerGram: (foodId: string) => number,
  cap?: SideCap,
): { readonly singles: Option[]; pairs: () => Option[] } {
  const singles: Option[] = [];
  for (const step of sides)
    for (let n = 1; n <= stepsAllowed(step, cap); n += 1)
      singles.push({
        sides: [{ step, steps: n, kcalPerPerson: step.nutrition.energyKcal * n }],
        kcal: step.nutrition.energyKcal * n,
        netCarbs: step.nutrition.netCarbohydrateG * n,
        cents: step.purchasedGrams * n * centsPerGram(step.food.id),
      });
  const pairs = () => {
    const out: Option[] = [];
    for (let i = 0; i < singles.length; i += 1)
      for (let j = i + 1; j < singles.length; j += 1) {
        const a = singles[i]!;
        const b = singles[j]!;
        if (a.sides[0]!.step === b.sides[0]!.step) continue;
        // One starch a meal: no rice beside a baked potato, no toast beside rice.
        if (a.sides[0]!.step.definition.starch && b.sides[0]!.step.definition.starch) continue;
        out.push({
          sides: [...a.sides, ...b.sides],
          kcal: a.kcal + b.kcal,
          netCarbs: a.netCarbs + b.netCarbs,
          cents: a.cents + b.cents,
        });
      }
    return out;
  };
  return { singles, pairs };
}

/** The largest portion (a multiple of the step, ≤ 1.5×) the carb limit allows with `option`. */
function highestPortion(option: Option, netCarbs: number, limit: number): number {
  let high = PORTION_MAX;
  if (Number.isFinite(limit) && netCarbs > 0) high = Math.min(high, (limit - option.netCarbs) / netCarbs);
  if (Number.isFinite(limit) && option.netCarbs > limit) return -1;
  return Math.floor(high / PORTION_STEP + 1e-9) * PORTION_STEP;
}

/** A portioning and its score before the seed's nudge (lower is better). */
export interface ScoredPortioning {
  readonly portioning: Portioning;
  readonly score: number;
}

/**
 * The portions and sides that bring one person's meal closest to `target` kcal, best first by
 * score (preferring no side, then fewer and cheaper sides): the options that tie for the best, in
 * the order they are tried. Seed-free, so one list serves every week's plan. The seed varies the
 * week's recipes, not their sides: a nudge among near-equal sides (6 points) left a seeded week's
 * recipes with different sides (rice for one, bread for another) and a bill up to 7.5 % above the
 * unseeded week's (ADR 0018 addendum 33).
 */
export function portionOptions(
  recipe: CatalogueRecipe,
  sides: readonly SideStep[],
  target: number,
  limit: number,
  centsPerGram: (foodId: string) => number,
  /** The most of the main this person may have (a household: no more than someone who needs more). */
  maxPortion = PORTION_MAX,
  /** The most of each side (a household: no more than someone who needs more). */
  sideCap?: SideCap,
): ScoredPortioning[] {
  const kcal = Math.max(1, recipe.nutrition.perServing.energyKcal);
  const netCarbs = recipe.nutrition.perServing.netCarbohydrateG;
  const options: Option[] = [NO_SIDE];
  const { singles, pairs } = sideOptions(sides, centsPerGram, sideCap);
  options.push(...singles);
  // Pairs only when no single side (or none) brings the meal within 5 % of the target.
  const closeEnough = options.some((o) => {
    let high = Math.min(PORTION_MAX, maxPortion);
    if (Number.isFinite(limit) && netCarbs > 0) high = Math.min(high, (limit - o.netCarbs) / netCarbs);
    if (Number.isFinite(limit) && o.netCarbs > limit) return false;
    const portion = Math.min(high, Math.max(PORTION_MIN, (target - o.kcal) / kcal));
    return portion >= PORTION_MIN && Math.abs(portion * kcal + o.kcal - target) <= 0.05 * target;
  });
  if (!closeEnough) options.push(...pairs());
  const scored: ScoredPortioning[] = [];
  let best = Infinity;
  for (const option of options) {
    const high = Math.min(maxPortion, highestPortion(option, netCarbs, limit));
    if (high < PORTION_MIN - 1e-9) continue;
    const wanted = (target - option.kcal) / kcal;
    const portion = Math.min(high, Math.max(PORTION_MIN, Math.round(wanted / PORTION_STEP) * PORTION_STEP));
    const total = portion * kcal + option.kcal;
    const deviation = Math.abs(total - target) / target;
    const score = Math.max(0, deviation - 0.05) * 4000 + option.cents * 0.5 + option.sides.length * 15;
    best = Math.min(best, score);
    scored.push({
      portioning: { portion: Math.round(portion * 100) / 100, sides: option.sides, kcal: total },
      score,
    });
  }
  return scored.filter((o) => o.score <= best + 1e-9);
}

/**
 * The option to serve: the best score, the first tried of equal ones; the plain serving when no
 * option qualifies (a carb limit below even 0.75× cannot happen: the recipe passed the diet at 1×).
 */
export function pickPortioning(recipe: CatalogueRecipe, options: readonly ScoredPortioning[]): Portioning {
  let best: ScoredPortioning | null = null;
  for (const option of options) if (!best || option.score < best.score - 1e-9) best = option;
  return (
    best?.portioning ?? { portion: 1, sides: [], kcal: Math.max(1, recipe.nutrition.perServing.energyKcal) }
  );
}

/**
 * A household's portions, each fitted to its person's calories, so that one who needs fewer never
 * has more of the main than one who needs more: a walk-through's soup gave a 4-year-old 1 1/2
 * servings beside an adult's one serving with rice and a potato. From the most calories down, a
 * portion over the one before it is fitted again under that cap (sides make up the rest).
 */
export function householdPortions<P extends Portioning | null>(
  targets: readonly number[],
  fit: (target: number, maxPortion: number, sideCap: SideCap | undefined) => P,
): P[] {
  const order = targets.map((_, i) => i).sort((a, b) => targets[b]! - targets[a]! || a - b);
  const out: P[] = new Array<P>(targets.length);
  let cap = PORTION_MAX;
  // The same for sides, after the biggest eater: of a side a bigger eater has, steps in
  // proportion to the calories of the biggest eater who has it (rounded, at least one), and one
  // step of a side none of them has. A walk-through's 6-year-old had a whole avocado; beside
  // adults with a whole one each, a 500 kcal child still did. (Scaled from the eater just before,
  // each rounding up, a 9-year-old and a 4-year-old kept a whole one each.)
  let perKcal: Map<string, number> | undefined;
  for (const i of order) {
    const target = targets[i]!;
    const sideCap = perKcal
      ? new Map([...perKcal].map(([id, ratio]) => [id, Math.max(1, Math.round(ratio * target))]))
      : undefined;
    let fitted = fit(target, PORTION_MAX, sideCap);
    if (fitted && fitted.portion > cap + 1e-9) fitted = fit(target, cap, sideCap);
    out[i] = fitted;
    if (fitted) cap = Math.min(cap, fitted.portion);
    perKcal ??= new Map();
    for (const side of fitted?.sides ?? []) {
      const id = side.step.definition.id;
      if (!perKcal.has(id)) perKcal.set(id, side.steps / Math.max(1, target));
    }
  }
  return out;
}

/**
 * One person's share of a budget's plain meal in a household plan: one recipe serving without
 * sides, or less for a person whose calories one serving overshoots by more than `band` (a child
 * of 500 kcal beside adults: a walk-through's $120 week gave an 8-year-old a 658 kcal serving of
 * quesadillas). Her share is then her calories' portion, in the portions' steps, never under
 * `PORTION_MIN`: cheaper, and nearer her target.
 */
export function plainShare(recipe: CatalogueRecipe, target: number, band: number): Portioning {
  const kcal = recipe.nutrition.perServing.energyKcal;
  if (kcal <= target * (1 + band) || kcal <= 0) return { portion: 1, sides: [], kcal };
  const portion = Math.max(PORTION_MIN, Math.round(target / kcal / PORTION_STEP) * PORTION_STEP);
  return { portion, sides: [], kcal: portion * kcal };
}

/**
 * The budget's fitted meal (issue #13): at least one serving of the main and the cheapest sides
 * that bring one person's meal within ±10 % of `target` (the calorie weight's free band), else
 * within ±15 %; null when nothing does. The main's serving costs `mainCents` at this week's
 * prices, so one serving with rice or toast beats a 1.5× portion when the budget is tight. Never
 * below one serving: it then has at least the grams of the plain serving of every food, so the
 * exact cheapest-plan proof leaves it out (dominated) and stays as small and exact as before.
 * Each side adds 2 ¢ to the comparison, so a side is added only when it saves money.
 */
export function thriftyPortioning(
  recipe: CatalogueRecipe,
  sides: readonly SideStep[],
  target: number,
  limit: number,
  centsPerGram: (foodId: string) => number,
  mainCents: number,
  /** The most of the main (a household's bigger eater's share, `householdPortions`' rule). */
  maxPortion = Infinity,
  /** The most of each side (the same rule). */
  sideCap?: SideCap,
): Portioning | null {
  const kcal = Math.max(1, recipe.nutrition.perServing.energyKcal);
  const netCarbs = recipe.nutrition.perServing.netCarbohydrateG;
  const { singles, pairs } = sideOptions(sides, centsPerGram, sideCap);
  const within = (band: number, options: readonly Option[]): Portioning | null => {
    let best: { portioning: Portioning; cents: number } | null = null;
    for (const option of options) {
      const high = Math.min(maxPortion, highestPortion(option, netCarbs, limit));
      // The smallest portion on the step grid, at least one serving, that reaches the band.
      const low = Math.max(
        1,
        Math.ceil(((1 - band) * target - option.kcal) / kcal / PORTION_STEP - 1e-9) * PORTION_STEP,
      );
      if (low > high + 1e-9) continue;
      const total = low * kcal + option.kcal;
      if (Math.abs(total - target) > band * target + 1e-9) continue;
      const cents = low * mainCents + option.cents + option.sides.length * 2;
      if (!best || cents < best.cents - 1e-9)
        best = {
          portioning: { portion: Math.round(low * 100) / 100, sides: option.sides, kcal: total },
          cents,
        };
    }
    return best?.portioning ?? null;
  };
  const few = [NO_SIDE, ...singles];
  let both: Option[] | undefined;
  for (const band of [0.1, 0.15]) {
    const found = within(band, few) ?? within(band, (both ??= pairs()));
    if (found) return found;
  }
  return null;
}
