/**
 * The planning problem in plain numbers: the family's hard filters applied, each candidate
 * recipe scaled to the family with its foods' grams, penalties and bonuses in cents, and an
 * exact evaluator of the objective for any selection (the greedy, refresh, the tests' brute
 * force and the MIP's answer are all checked against it).
 */
import {
  MEAL_TYPES,
  dietsAllowMeat,
  dishFamilyOf,
  isMeatOrFish,
  lookalikeKey,
  meatFoodOf,
  isOwnRecipeId,
  stapleOf,
  sidesForDish,
  type Catalogue,
  type CatalogueRecipe,
  type Cuisine,
  type DietId,
  type DishFamily,
  type MealType,
  type Protein,
  type RecipeCuisine,
  type SideStep,
  isYoungChild,
  usedScale,
} from '@saverly/kitchen';
import { parseOccasion, type OccasionMatch } from './occasion.js';
import {
  allowedSides,
  carbLimit,
  householdPortions,
  sideCapKey,
  type SideCap,
  pickPortioning,
  plainShare,
  portionOptions,
  thriftyPortioning,
  type PlannedSide,
  type Portioning,
} from './portions.js';
import { cheapestPurchase, pricingFor, type FoodPricing, type Purchase } from './prices.js';
import type { PlanPreferences, PriceBook } from './types.js';

/**
 * Objective weights, in cents for the whole family unless marked "per serving" (× family size).
 * Why these values: see docs/decisions/0018-meal-plan-optimizer.md.
 */
export const WEIGHTS = {
  /** Per serving, per kcal (main portion + sides) away from the target beyond the free band. */
  caloriePerKcal: 1,
  /** kcal either side of the target that cost nothing (10 % of the target). */
  calorieFreeBandFraction: 0.1,
  /**
   * Per serving, once, a meal more than 15 % off the per-person target (after portions and
   * sides): a step, so a meal that can land within ±15 % is preferred to a cheaper one that
   * cannot (issue 13: ≥ 90 % of meals within ±15 % where the catalogue allows). Above the
   * rotation penalty (calories matter more than novelty), below the cuisine penalty.
   */
  calorieMiss: 2000,
  calorieMissFraction: 0.15,
  /**
   * Per serving, a meal kept to one recipe serving without sides (a budget's `mixed` variant)
   * that misses the target by more than 15 %. The plain serving is the budget's fallback, not a
   * saving the plan makes on its own: without it, a budget with room kept a 91 kcal fruit
   * salad plain for four to save $4.35 against its 1.5× portion (137 kcal), which the same
   * request without a budget serves, and the note blamed the budget. Above what a bigger
   * portion of one meal usually costs ($3 a serving), below calories' step and novelty.
   */
  plainServing: 300,
  /**
   * Per serving, a meal of a cuisine the family did not pick (when they picked any). Larger than
   * any bill difference one meal can make, and larger than the calorie terms of a whole week
   * (21 meals × ~2,500): under a budget a cheaper other-cuisine meal frees money for other
   * meals' portions, and at 5,000 the plan traded a chosen-cuisine meal for two or three fitted
   * portions elsewhere. So cuisines come first (lexicographic): another cuisine only when the
   * picked ones cannot fill the slot within the diets, the time limit and the budget (hard
   * constraints, never traded).
   */
  otherCuisine: 50_000,
  /**
   * Per serving, a recipe from the member's last 3 plans (`recentRecipeIds`): above any bill
   * difference one meal usually makes ($15 a serving), so a new week is new where the catalogue
   * has the recipes (issue 13: ≥ 80 % new recipes a week), below calories and cuisines.
   */
  recentRecipe: 1500,
  /**
   * Per serving, on top of `recentRecipe`, a recipe of the member's most recent plan
   * (`lastPlanRecipeIds`): where repeats cannot be avoided, the week repeats dishes from two or
   * three plans ago before last week's, so a small cuisine's dishes come round in turn instead of
   * the same week twice. Below calories: `recentRecipe` + this stays under `calorieMiss`.
   */
  lastPlanRecipe: 400,
  /** Per serving, each meal of one type beyond ⌈days/3⌉ with the same main protein. */
  proteinRepeat: 40,
  /**
   * Per serving, each meal of one type beyond ⌈days/2⌉ with the same protein (no protein on more
   * than half the breakfasts, lunches or dinners; forces back-to-back repeats otherwise).
   */
  proteinBackToBack: 400,
  /**
   * Per serving, each meal of the plan beyond ⌈meals/3⌉ with the same main protein: eggs, a pulse
   * or any one protein not on most of the week (issue 13). At 100, 22 of 95 unbudgeted grid plans
   * of 6 meals or more had one protein beyond it; at 300, 12 (session 52, bench/planner's
   * "variety within a week"), with cuisines and calories unchanged. Below a dish of the member's
   * last plan (`recentRecipe` + `lastPlanRecipe`): at 400 a vegan Mediterranean fourth week took
   * last week's dishes again rather than a fourth chickpea dish.
   */
  proteinPlanRepeat: 300,
  /**
   * Per serving, at most this much seeded noise per recipe when a `seed` is given: near-equal
   * plans differ from seed to seed, a clearly better plan still wins.
   */
  seedJitter: 10,
  /** Per serving, each meal of one type beyond its fair share of one cuisine. */
  cuisineRepeat: 25,
  /**
   * The same, when the family picked two cuisines or more: a family that picked Thai and Indian
   * got 5 of 5 Indian dinners (a walk-through), at 25 ¢ a serving a cheaper recipe always won.
   * Above what one meal's bill usually differs by within a cuisine pair, below calories and
   * novelty; the cuisines themselves stay lexicographic (`otherCuisine`).
   */
  chosenCuisineRepeat: 150,
  /**
   * Per serving, each meal of the plan beyond the first of one look-alike group (the kitchen's
   * `lookalikeKey`: one dish family, main protein and headline vegetable, "Sesame-Garlic Tofu and
   * Broccoli" beside "Tamari-Ginger Glazed Tofu with Broccoli"). Below a protein on too many meals
   * of a type (400) and novelty (1,500): a week of two tofu-and-broccoli stir-fries when nothing
   * else fits is still a week; above near-equal bills ($3 a serving).
   */
  lookalikeRepeat: 300,
  /**
   * Per serving, instead of `lookalikeRepeat`, each meal beyond the first of one named dish (the
   * kitchen's `namedDishOf`: shakshuka, pad thai, fried rice …): the dish's name twice in a week
   * is plain to a family whatever the protein, so above a protein on too many meals of a type
   * (400); below novelty (1,500), calories and cuisines. At 300 a 3-day Asian/Mexican plan for one
   * kept two fried rices.
   */
  namedDishRepeat: 1000,
  /**
   * Per serving, each meal of the plan beyond ⌈meals/4⌉ of one dish family (`familyOf`: fried
   * rice, tacos, oats …): a 3-day plan had fried rice three times and tacos four times in 9 meals
   * (issue 13: no one dish family dominating the week). As `proteinPlanRepeat`'s weight and more:
   * a nudge among near-equal plans, never above calories or novelty.
   */
  familyRepeat: 200,
  /**
   * Per serving, each meal of the plan beyond ⌈meals/4⌉ built on one staple (the kitchen's
   * `stapleOf`: rice, pasta, noodles, bread, tortillas, potatoes, oats, grains): a week with no
   * cuisine chosen had rice under 11 of 21 meals, each a different dish of another family. As the
   * dish family's nudge, among near-equal plans.
   */
  stapleRepeat: 200,
  /**
   * Per serving, each meal of the plan beyond ⌈meals/8⌉ built on one meat or fish food (kitchen
   * `meatFoodOf`: chorizo, chicken thighs, canned tuna): 26 of 95 unbudgeted grid plans of 6 meals
   * or more had one on more than that (chorizo in 15 plans), each a different dish with the pork
   * within its third of the week. As a look-alike weighs: above near-equal bills, below a dish of
   * last week, calories and cuisines.
   */
  meatFoodRepeat: 300,
  /**
   * Per serving, each dinner beyond ⌊days/2⌋ and each lunch beyond days − ⌊days/3⌋ without meat,
   * poultry or fish, for a family whose diets allow them (kitchen `dietsAllowMeat`): with no diet
   * and no cuisine the cheapest calories are pulses, and a 7-day plan for four had chickpeas,
   * lentils and eggs in all 21 meals, not one with meat or fish; five dinners were dal, chana
   * pulao, rajma, chana masala and a pasta. Above the protein nudges, so at least ⌈days/2⌉
   * dinners and ⌊days/3⌋ lunches carry meat or fish where the catalogue has them at up to ~$2.50
   * a serving more; below a repeat of a recent dish (1,500), calories and cuisines.
   */
  meatlessMeal: 250,
  /** Flat, once per sale food the plan uses (on top of its lower price in the cost). */
  saleFoodUsed: 30,
  /** Flat, once per food of a favoured product the plan uses. */
  favouredFoodUsed: 60,
  /**
   * Per serving, a bonus (a negative penalty) for a recipe the family marked favourite, theirs or
   * ours (issue #19): above near-equal bills and variety nudges, below a repeat of last week's dish,
   * calories and cuisines, so a favourite comes back often but not every week.
   */
  favouriteRecipe: 300,
  /**
   * Per serving, a bonus for the family's own recipe: they brought it in and ticked "Include our
   * recipes" (a walk-through's family saw three plans in a row without their curry, a dollar a
   * serving dearer than what was planned). Above what one meal's bill usually differs by
   * ($10 a serving), below a dish of their last 3 plans (1,500: it comes back every few weeks, not
   * every week) and a missed calorie target (2,000); cuisines do not apply to it (`chosen`).
   */
  ownRecipe: 1000,
  /** Per serving, once when a recipe tagged with the family's occasion is in the right meal. */
  occasionMatched: 800,
} as const;

export type Portions = 'fit' | 'mixed';

export const DEFAULT_CALORIES = 600;
/** The most people a plan by number is for (contracts `MAX_FAMILY_SIZE`): more are planned as this many. */
export const MAX_FAMILY = 10;
/** A household's people at one table (issue #18). */
const MAX_PEOPLE = 6;

interface FoodUse {
  /** Index into `Problem.foods`. */
  readonly food: number;
  /** Purchased grams for the whole family. */
  readonly grams: number;
}

export interface Candidate {
  /** The seeded noise inside `penalty` (0 without a seed). */
  readonly jitter: number;
  readonly index: number;
  readonly recipe: CatalogueRecipe;
  /**
   * Dense id of the recipe's dish (the catalogue's `dishOf`) within the problem. A plan holds a
   * dish at most once: not a recipe twice (a `mixed` problem has a fitted and a plain candidate
   * per recipe), nor two versions of one dish ("Butter Chicken" and "Weeknight Butter Chicken",
   * "Chicken Piccata" and "Chicken Piccata with Angel Hair").
   */
  readonly dishSlot: number;
  /** One recipe serving per person without sides (the budget's variant), not fitted to calories. */
  readonly plain: boolean;
  /**
   * The budget's fitted variant: the cheapest portion and sides within ±10 % (else ±15 %) of the
   * calorie target (`thriftyPortioning`), e.g. a 0.8× portion with rice instead of 1.5×.
   */
  readonly thrifty: boolean;
  /** Requested meal types this recipe can fill. */
  readonly types: readonly MealType[];
  readonly scale: number;
  readonly uses: readonly FoodUse[];
  /** Pantry use, pro rata, fractional cents. */
  readonly pantryCents: number;
  /** All foods pro rata at this week's prices: a lower bound of the recipe's share of the bill. */
  readonly proRataCents: number;
  /** Calorie and cuisine penalties, cents. */
  readonly penalty: number;
  readonly protein: Protein;
  readonly cuisine: RecipeCuisine;
  /**
   * Of a cuisine the family picked, or their own recipe (issue #19: a family's recipe is theirs
   * whatever its cuisine); true when they picked none.
   */
  readonly chosen: boolean;
  /** Its dish (`dishOf`) was in the member's last plans (`recentRecipeIds`). */
  readonly recent: boolean;
  /** The family's own recipe (kitchen `isOwnRecipeId`). */
  readonly own: boolean;
  /** Meal types (among the requested) where this recipe earns the occasion bonus. */
  readonly occasionTypes: readonly MealType[];
  /** The main's portion per person (× one recipe serving) and the sides served with it. */
  readonly portion: number;
  readonly sides: readonly PlannedSide[];
  /** kcal one person eats: main portion + sides (a household plan: the mean over its people). */
  readonly mealKcal: number;
  /** A household plan: each person's portion, sides and kcal, in the request's order. */
  readonly shares: readonly Share[] | null;
  /** Dense ids of `protein` and `cuisine` within the problem (the heuristic's counters). */
  readonly proteinId: number;
  readonly cuisineId: number;
  /** Dense id of its look-alike group (`lookalikeOf`), −1 when it has none. */
  readonly lookalikeId: number;
  /** Per serving, each meal of its look-alike group beyond the first (named dishes weigh more). */
  readonly lookalikeWeight: number;
  /** Dense id of its dish family (`familyOf`). */
  readonly familyId: number;
  /** Dense id of the staple it is built on (`stapleOf`), −1 when none. */
  readonly stapleId: number;
  /** Dense id of the meat or fish food it is built on (`meatFoodOf`), −1 when none. */
  readonly meatFoodId: number;
  /** Its main protein is not meat, poultry or fish (kitchen `isMeatOrFish`). */
  readonly meatless: boolean;
  /** Bit `typeIndex(t)` set for each type in `occasionTypes`. */
  readonly occasionMask: number;
  /** `uses` in `Problem.useFoods/useGrams/useCents[useStart … useEnd − 1]` (the hot loop's view). */
  readonly useStart: number;
  readonly useEnd: number;
}

/** Index of a meal type in `MEAL_TYPES` (breakfast 0, lunch 1, dinner 2). */
export const typeIndex = (type: MealType): number => MEAL_TYPES.indexOf(type);

export interface Problem {
  readonly days: number;
  readonly family: number;
  readonly types: readonly MealType[];
  readonly diets: readonly DietId[];
  readonly cuisines: readonly Cuisine[];
  readonly maxMinutes: number | null;
  readonly calories: number;
  /** A household plan's people (`NormalizedPreferences.people`). */
  readonly people: NormalizedPreferences['people'];
  /**
   * The most a plan's exact cost may be: the family's budget plus just under half a cent
   * (`BUDGET_ROUNDING`), so a plan fits exactly when its total as shown, to the cent, is at most
   * the budget. Pantry staples are priced pro rata, so exact costs have fractions of a cent: a
   * $25.44 plan (2,544.3 ¢) did not fit a $25.44 budget, and the answer said "a budget of at least
   * $25.45 would work" beside "the closest plan would cost $25.44". Written in dollars it is the
   * family's budget (`toFixed(2)`).
   */
  readonly budgetCents: number | null;
  readonly occasion: OccasionMatch | null;
  /** The request's variety seed (null: none). */
  readonly seed: number | null;
  /**
   * `fit`: portions and sides meet the calorie target; `mixed`: each recipe also as one serving
   * without sides, so a tight budget gives up portions and sides only where it must.
   */
  readonly portions: Portions;
  /** Distinct dishes among the candidates (`Candidate.dishSlot` < this). */
  readonly dishCount: number;
  /** What the plan's notes count, per requested type (`dishPools`). */
  readonly pools: ReadonlyMap<MealType, DishPool>;
  /**
   * Distinct dishes of the chosen cuisines (the family's own recipes included) that fit any
   * requested meal type: the most chosen-cuisine meals a plan can hold, a dish once (`dishPools`).
   */
  readonly chosenDishes: number;
  readonly foods: readonly FoodPricing[];
  readonly candidates: readonly Candidate[];
  /** Candidates per requested type. */
  readonly byType: ReadonlyMap<MealType, readonly Candidate[]>;
  /** Caps used by the variety terms. */
  readonly proteinCap: number;
  /** ⌈days/2⌉: the most meals of one type with one main protein before the heavy penalty. */
  readonly typeProteinCap: number;
  /** ⌈meals/3⌉: the most meals of the plan with one main protein (other than none). */
  readonly planProteinCap: number;
  /** ⌈meals/4⌉: the most meals of the plan of one dish family before `familyRepeat`. */
  readonly familyCap: number;
  /** ⌈meals/4⌉: the most meals of the plan on one staple before `stapleRepeat`. */
  readonly stapleCap: number;
  /** ⌈meals/8⌉: the most meals of the plan built on one meat or fish food before `meatFoodRepeat`. */
  readonly meatFoodCap: number;
  /**
   * Per meal type (`typeIndex`), the most meals without meat or fish before `meatlessMeal`:
   * dinners ⌊days/2⌋, lunches days − ⌊days/3⌋; Infinity for breakfasts and for a family whose
   * diets forbid meat and fish.
   */
  readonly meatlessCaps: readonly number[];
  readonly cuisineCap: number;
  /** Per serving, a meal beyond `cuisineCap` (`cuisineRepeat`, or `chosenCuisineRepeat`). */
  readonly cuisineRepeat: number;
  /** Constant added so the objective is never negative (bonuses are subtracted). */
  readonly offset: number;
  /**
   * Foods (indices into `foods`) the store does not list, priced at the catalogue's reference
   * price: the plan's notes name those its meals use (`planNotes`).
   */
  readonly estimatedFoods: ReadonlySet<number>;
  /** The price book's source (the store's name, or 'reference'). */
  readonly priceSource: string;
  /** Every candidate's `uses`, flat (see `Candidate.useStart`), for the heuristic's hot loop. */
  readonly useFoods: Int32Array;
  readonly useGrams: Float64Array;
  /**
   * `purchaseCents` of each use alone: the bill change of adding it when no meal uses the food.
   * A memo: NaN until the heuristic first needs it.
   */
  readonly useCents: Float64Array;
  /** Number of distinct `proteinId`s, `cuisineId`s and `lookalikeId`s. */
  readonly proteinCount: number;
  readonly cuisineCount: number;
  readonly lookalikeCount: number;
  readonly familyCount: number;
  readonly stapleCount: number;
  readonly meatFoodCount: number;
}

export class RequestError extends Error {
  override readonly name = 'RequestError';
}

export interface NormalizedPreferences {
  readonly days: number;
  readonly family: number;
  readonly types: readonly MealType[];
  readonly diets: readonly DietId[];
  readonly cuisines: readonly Cuisine[];
  readonly maxMinutes: number | null;
  readonly calories: number;
  readonly budgetCents: number | null;
  readonly occasion: OccasionMatch | null;
  readonly avoid: ReadonlySet<string>;
  readonly favoured: ReadonlySet<string>;
  /** The family's pantry (`PlanPreferences.pantryFoodIds`); null: the usual staples. */
  readonly pantry: ReadonlySet<string> | null;
  /** Recipes the family marked favourite (soft: `WEIGHTS.favouriteRecipe`). */
  readonly favourites: ReadonlySet<string>;
  /** Recipes of the member's last plans, the most recent one's too (soft: `WEIGHTS.recentRecipe`). */
  readonly recent: ReadonlySet<string>;
  /** Recipes of the member's most recent plan (soft: `WEIGHTS.lastPlanRecipe` on top). */
  readonly last: ReadonlySet<string>;
  /** Variety seed; null = none (the plain optimum). */
  readonly seed: number | null;
  /** A household plan's people (each with their kcal per meal); null: `family` equal servings. */
  readonly people:
    | readonly {
        readonly id: string | null;
        readonly name: string;
        readonly calories: number;
        /** A child of 1–8 (kitchen `isYoungChild`): their share names the meal's chili heat. */
        readonly young: boolean;
      }[]
    | null;
}

/** Checks and normalises the preferences; throws `RequestError` with a readable message. */
export function normalizePreferences(prefs: PlanPreferences): NormalizedPreferences {
  const days = Math.trunc(prefs.days);
  if (!(days >= 1 && days <= 7)) throw new RequestError('days must be between 1 and 7');
  const familyRaw = Math.trunc(prefs.familySize);
  if (!(familyRaw >= 1)) throw new RequestError('family size must be at least 1');
  const types = MEAL_TYPES.filter((t) => prefs.mealTypes.includes(t));
  if (types.length === 0) throw new RequestError('choose at least one meal (breakfast, lunch or dinner)');
  const maxMinutes = prefs.maxCookingMinutes ?? null;
  if (maxMinutes !== null && !(maxMinutes > 0)) throw new RequestError('max cooking time must be positive');
  const calories = prefs.caloriesPerMeal ?? DEFAULT_CALORIES;
  if (!(calories >= 100 && calories <= 3000)) throw new RequestError('calories per meal must be 100–3000');
  const budget = prefs.budgetDollars ?? null;
  if (budget !== null && !(budget >= 0 && Number.isFinite(budget)))
    throw new RequestError('budget must be a positive amount of dollars');
  const people = prefs.people && prefs.people.length > 0 ? prefs.people : null;
  if (people) {
    if (people.length > MAX_PEOPLE) throw new RequestError(`a plan is for at most ${MAX_PEOPLE} people`);
    for (const person of people) {
      if (!(person.name.trim().length > 0)) throw new RequestError('every person needs a name');
      if (!(person.caloriesPerMeal >= 100 && person.caloriesPerMeal <= 3000))
        throw new RequestError(`${person.name.trim()}: calories per meal must be 100–3000`);
    }
  }
  return {
    days,
    // The family's number (the wizard's "5+" asks how many); a household plan, one share a person.
    family: people ? people.length : Math.min(MAX_FAMILY, familyRaw),
    types,
    // Every chosen person's diets hold at every meal (and the sides), as the request's own.
    diets: [...new Set([...(prefs.diets ?? []), ...(people ?? []).flatMap((p) => p.diets ?? [])])],
    cuisines: [...new Set(prefs.cuisines ?? [])],
    maxMinutes,
    // A household plan: the people's mean (the plan's totals and notes); each share has its own.
    calories: people
      ? Math.round(people.reduce((sum, p) => sum + p.caloriesPerMeal, 0) / people.length)
      : calories,
    people: people
      ? people.map((p) => ({
          id: p.id ?? null,
          name: p.name.trim(),
          calories: p.caloriesPerMeal,
          young: isYoungChild(p.ageBand),
        }))
      : null,
    budgetCents: budget === null ? null : Math.floor(budget * 100 + 1e-6),
    occasion: parseOccasion(prefs.specialOccasion),
    avoid: new Set(prefs.avoidRecipeIds ?? []),
    favoured: new Set(prefs.favouredProductIds ?? []),
    pantry: prefs.pantryFoodIds ? new Set(prefs.pantryFoodIds) : null,
    favourites: new Set(prefs.favouriteRecipeIds ?? []),
    recent: new Set([...(prefs.recentRecipeIds ?? []), ...(prefs.lastPlanRecipeIds ?? [])]),
    last: new Set(prefs.lastPlanRecipeIds ?? []),
    seed: prefs.seed == null || !Number.isFinite(prefs.seed) ? null : Math.trunc(prefs.seed),
  };
}

/** Recipes that pass the hard filters (diets, time, not avoided), with the types they can fill. */
export function eligibleRecipes(
  catalogue: Catalogue,
  prefs: {
    readonly types: readonly MealType[];
    readonly diets: readonly DietId[];
    readonly maxMinutes: number | null;
    readonly avoid: ReadonlySet<string>;
  },
): { recipe: CatalogueRecipe; types: MealType[] }[] {
  const out: { recipe: CatalogueRecipe; types: MealType[] }[] = [];
  // An avoided recipe's dish in any version ("Turkish Red Lentil Soup" is also a quick dinner of
  // the same name): a refresh by name must not bring the meal back under another id.
  const avoidedDishes = new Set(
    [...prefs.avoid].flatMap((id) => {
      const avoided = catalogue.recipe(id);
      return avoided ? [catalogue.dishOf(avoided.name)] : [];
    }),
  );
  for (const recipe of catalogue.recipes) {
    if (prefs.avoid.has(recipe.id)) continue;
    if (avoidedDishes.size > 0 && avoidedDishes.has(catalogue.dishOf(recipe.name))) continue;
    if (prefs.maxMinutes !== null && recipe.totalMinutes > prefs.maxMinutes) continue;
    if (!prefs.diets.every((diet) => recipe.diets.includes(diet))) continue;
    const types = prefs.types.filter((t) => recipe.mealTypes.includes(t));
    if (types.length > 0) out.push({ recipe, types });
  }
  return out;
}

/** Each recipe's dish family, read once (its name against the kitchen's rules). */
const families = new WeakMap<CatalogueRecipe, DishFamily>();
export function familyOf(recipe: CatalogueRecipe): DishFamily {
  let family = families.get(recipe);
  if (family === undefined) {
    family = dishFamilyOf(recipe);
    families.set(recipe, family);
  }
  return family;
}

/** Each recipe's meat or fish food (`meatFoodOf`), read once; null when it has none. */
const meatFoods = new WeakMap<CatalogueRecipe, string | null>();
function meatFoodOfRecipe(recipe: CatalogueRecipe): string | null {
  let food = meatFoods.get(recipe);
  if (food === undefined) {
    food = meatFoodOf(recipe);
    meatFoods.set(recipe, food);
  }
  return food;
}

/** Each recipe's staple (`stapleOf`), read once; null when it has none. */
const staples = new WeakMap<CatalogueRecipe, string | null>();
export function stapleOfRecipe(recipe: CatalogueRecipe): string | null {
  let staple = staples.get(recipe);
  if (staple === undefined) {
    staple = stapleOf(recipe);
    staples.set(recipe, staple);
  }
  return staple;
}

/** Each recipe's look-alike group (`lookalikeKey`), read once; null when it has none. */
const lookalikes = new WeakMap<CatalogueRecipe, string | null>();
export function lookalikeOf(recipe: CatalogueRecipe): string | null {
  let key = lookalikes.get(recipe);
  if (key === undefined) {
    key = lookalikeKey(recipe, familyOf(recipe));
    lookalikes.set(recipe, key);
  }
  return key;
}

/** Whether `kcal` is more than 15 % off `target` (the calorie step's and the notes' one rule). */
export function missesCalories(kcal: number, target: number): boolean {
  return Math.abs(kcal - target) > WEIGHTS.calorieMissFraction * target + 1e-9;
}

function caloriePenalty(kcal: number, target: number, family: number): number {
  const distance = Math.abs(kcal - target);
  const off = Math.max(0, distance - WEIGHTS.calorieFreeBandFraction * target);
  const miss = missesCalories(kcal, target) ? WEIGHTS.calorieMiss : 0;
  return (off * WEIGHTS.caloriePerKcal + miss) * family;
}

/** `WEIGHTS.plainServing` for each serving of a plain variant that misses its eater's target. */
function plainPenalty(
  variant: Variant,
  target: number,
  people: readonly { readonly calories: number }[] | null,
  family: number,
): number {
  if (variant.each && people)
    return variant.each.reduce(
      (sum, e, i) => sum + (missesCalories(e.kcal, people[i]!.calories) ? WEIGHTS.plainServing : 0),
      0,
    );
  return missesCalories(variant.one.kcal, target) ? WEIGHTS.plainServing * family : 0;
}

/** One person's share of a household meal. */
interface Share extends Portioning {
  readonly id: string | null;
  readonly name: string;
  /** Their kcal per meal. */
  readonly target: number;
}

/** A candidate's portions: the one every person eats, or each person's (`each`). */
interface Variant {
  readonly one: Portioning;
  readonly each: readonly Portioning[] | null;
  readonly plain: boolean;
  readonly thrifty: boolean;
}

/** The people's mean portion and kcal (the meal's per-person figures); sides are each person's. */
function meanPortioning(each: readonly Portioning[]): Portioning {
  const n = Math.max(1, each.length);
  return {
    portion: each.reduce((sum, e) => sum + e.portion, 0) / n,
    sides: [],
    kcal: each.reduce((sum, e) => sum + e.kcal, 0) / n,
  };
}

const portionMemo = new WeakMap<PriceBook, Map<string, Portioning | null>>();
const PLAIN = (recipe: CatalogueRecipe): Portioning => ({
  portion: 1,
  sides: [],
  kcal: recipe.nutrition.perServing.energyKcal,
});

/** A deterministic number in [0, 1) for (seed, key): FNV-1a over the key, then a mix. */
function seeded(seed: number, key: string): number {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 16777619) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Just under half a cent: a plan's total is shown rounded to the cent (`Problem.budgetCents`). */
const BUDGET_ROUNDING = 0.5 - 1e-9;

/** Builds the problem over the eligible recipes (all of them; pruning happens in the model). */
export function buildProblem(
  catalogue: Catalogue,
  prefs: NormalizedPreferences,
  book: PriceBook,
  /** Recipes to include even if the filters drop them (the current meals, for refresh). */
  forced: ReadonlyMap<string, readonly MealType[]> = new Map(),
  /** `mixed`: each recipe fitted and as one plain serving without sides (the budget fallback). */
  portions: Portions = 'fit',
): Problem {
  const eligible = eligibleRecipes(catalogue, prefs);
  // What the notes count: a refresh's avoided meals (the plan's own) as when the plan was made.
  const counted =
    prefs.avoid.size === 0 ? [...eligible] : eligibleRecipes(catalogue, { ...prefs, avoid: new Set() });
  for (const [id, types] of forced) {
    const recipe = catalogue.recipe(id);
    if (recipe && !eligible.some((e) => e.recipe.id === id)) eligible.push({ recipe, types: [...types] });
  }
  const foodIndex = new Map<string, number>();
  const foods: FoodPricing[] = [];
  const referenceFoods = new Set<number>();
  const indexOf = (foodId: string): number => {
    let index = foodIndex.get(foodId);
    if (index === undefined) {
      const food = catalogue.food(foodId);
      if (!food) throw new Error(`unknown food ${foodId}`);
      const pricing = pricingFor(food, book, prefs.favoured, prefs.pantry);
      // Free foods (tap water) are not sold anywhere: nothing to warn about.
      index = foods.length;
      if (pricing.reference && book.source !== 'reference' && food.price.cents > 0) referenceFoods.add(index);
      foods.push(pricing);
      foodIndex.set(foodId, index);
    }
    return index;
  };
  const family = prefs.family;
  const candidates: Candidate[] = [];
  const flatUses: FoodUse[] = [];
  const proteinIds = new Map<Protein, number>();
  const cuisineIds = new Map<RecipeCuisine, number>();
  const lookalikeIds = new Map<string, number>();
  const familyIds = new Map<DishFamily, number>();
  const stapleIds = new Map<string, number>();
  const meatFoodIds = new Map<string, number>();
  const idOf = <K>(ids: Map<K, number>, k: K): number => {
    let id = ids.get(k);
    if (id === undefined) {
      id = ids.size;
      ids.set(k, id);
    }
    return id;
  };
  const limit = carbLimit(prefs.diets);
  const dietsKey = [...prefs.diets].sort().join(',');
  // Portions depend on the recipe, types, target, diets and the store's side prices (not the
  // seed): memoised per price book (a server reuses its books; the choice is the same whichever
  // request asks).
  let memo = portionMemo.get(book);
  if (!memo || memo.size > 50_000) {
    memo = new Map();
    portionMemo.set(book, memo);
  }
  const sidesByTypes = new Map<string, SideStep[]>();
  // Priced without registering the food (a side no meal uses must not join the list or warn).
  const sidePrices = new Map<string, number>();
  const centsPerGram = (foodId: string): number => {
    let cents = sidePrices.get(foodId);
    if (cents === undefined) {
      const index = foodIndex.get(foodId);
      const food = catalogue.food(foodId)!;
      cents =
        index !== undefined
          ? foods[index]!.centsPerGram
          : pricingFor(food, book, prefs.favoured, prefs.pantry).centsPerGram;
      sidePrices.set(foodId, cents);
    }
    return cents;
  };
  const seed = prefs.seed;
  const dishSlots = new Map<string, number>();
  // Recent plans' dishes: another version of last week's dish is not a new week either.
  const dishesOf = (ids: ReadonlySet<string>) =>
    new Set(
      [...ids].flatMap((id) => {
        const recipe = catalogue.recipe(id);
        return recipe ? [catalogue.dishOf(recipe.name)] : [];
      }),
    );
  const recentDishes = dishesOf(prefs.recent);
  const lastDishes = dishesOf(prefs.last);
  for (const { recipe, types } of eligible) {
    const typesKey = types.join(',');
    let typeSides = sidesByTypes.get(typesKey);
    if (!typeSides) {
      typeSides = allowedSides(types, prefs.diets, prefs.maxMinutes);
      sidesByTypes.set(typesKey, typeSides);
    }
    // The sides the time limit allows are part of the memo's key (30, 45 and 60 minutes share).
    const sidesKey = typeSides.map((s) => s.definition.id).join('+');
    // Of the sides that fit every meal type and diet, those a cook would serve beside this dish.
    const sides = sidesForDish(typeSides, recipe, familyOf(recipe));
    const fittedFor = (target: number, maxPortion = 1.5, sideCap?: SideCap): Portioning => {
      // A family's recipe can change under the same id: its portions are not memoised.
      const key = isOwnRecipeId(recipe.id)
        ? null
        : `F|${recipe.id}|${typesKey}|${sidesKey}|${target}|${dietsKey}|${maxPortion}|${sideCapKey(sideCap)}`;
      if (key !== null && memo.has(key)) return memo.get(key)!;
      const fitted = pickPortioning(
        recipe,
        portionOptions(recipe, sides, target, limit, centsPerGram, maxPortion, sideCap),
      );
      if (key !== null) memo.set(key, fitted);
      return fitted;
    };
    const thriftyFor = (target: number, maxPortion = Infinity, sideCap?: SideCap): Portioning | null => {
      const key = isOwnRecipeId(recipe.id)
        ? null
        : `T|${recipe.id}|${typesKey}|${sidesKey}|${target}|${dietsKey}|${maxPortion}|${sideCapKey(sideCap)}`;
      if (key !== null && memo.has(key)) return memo.get(key)!;
      const mainCents = recipe.ingredients.reduce(
        (sum, line) => sum + (line.bought.grams / recipe.servings) * centsPerGram(line.bought.food.id),
        0,
      );
      const thrifty = thriftyPortioning(
        recipe,
        sides,
        target,
        limit,
        centsPerGram,
        mainCents,
        maxPortion,
        sideCap,
      );
      if (key !== null) memo.set(key, thrifty);
      return thrifty;
    };
    // A household plan sizes each person's share to their calories (issue #18); otherwise every
    // one of `family` servings is the same.
    const people = prefs.people;
    const each = people
      ? householdPortions(
          people.map((p) => p.calories),
          fittedFor,
        )
      : null;
    const fitted = each ? meanPortioning(each) : fittedFor(prefs.calories);
    const variants: Variant[] = [{ one: fitted, each, plain: false, thrifty: false }];
    if (portions === 'mixed') {
      // The budget's variants: the cheapest fitted portions (when they differ from the fitted
      // ones), then one plain serving (unless a variant already is one serving without sides).
      const same = (a: Portioning, b: Portioning) =>
        a.portion === b.portion &&
        a.sides.length === b.sides.length &&
        a.sides.every((side, i) => side.step === b.sides[i]!.step && side.steps === b.sides[i]!.steps);
      // Each person's, one who needs fewer never with more of the main than one who needs more
      // (a walk-through's 8-year-old had 1.1 servings of pasta beside the adults' one and sides).
      const thriftyEach = people
        ? householdPortions(
            people.map((p) => p.calories),
            thriftyFor,
          )
        : null;
      const thrifty = thriftyEach
        ? thriftyEach.every((t) => t !== null)
          ? meanPortioning(thriftyEach)
          : null
        : thriftyFor(prefs.calories);
      const differs = thriftyEach
        ? thriftyEach.some((t, i) => t !== null && !same(t, each![i]!))
        : thrifty !== null && !same(thrifty, fitted);
      if (thrifty && differs)
        variants.push({
          one: thrifty,
          each: thriftyEach as Portioning[] | null,
          plain: false,
          thrifty: true,
        });
      const isPlain = (p: Portioning) => p.portion === 1 && p.sides.length === 0;
      const plainAlready = variants.some((v) => (v.each ? v.each.every(isPlain) : isPlain(v.one)));
      // Each person one serving, or less for one whose calories it overshoots.
      const plainEach = people
        ? people.map((p) => plainShare(recipe, p.calories, WEIGHTS.calorieMissFraction))
        : null;
      if (!plainAlready)
        variants.push({
          one: plainEach ? meanPortioning(plainEach) : PLAIN(recipe),
          each: plainEach,
          plain: true,
          thrifty: false,
        });
    }
    const dish = catalogue.dishOf(recipe.name);
    const lookalike = lookalikeOf(recipe);
    const staple = stapleOfRecipe(recipe);
    const meatFood = meatFoodOfRecipe(recipe);
    let dishSlot = dishSlots.get(dish);
    if (dishSlot === undefined) {
      dishSlot = dishSlots.size;
      dishSlots.set(dish, dishSlot);
    }
    // A recipe's variants are adjacent candidates, fitted first (`variantsOf` relies on it).
    for (const variant of variants) {
      const portioning = variant.one;
      // Σ of the people's portions (family × the one portion when they are the same).
      const scale =
        (each ? variant.each!.reduce((sum, e) => sum + e.portion, 0) : family * portioning.portion) /
        recipe.servings;
      const grams = new Map<number, number>();
      for (const line of recipe.ingredients) {
        // A cooked form is bought raw and fresh juice as its fruit (`bought`), as the grocery list
        // buys them (grocery `linesForRecipe`); what a line tells the cook to use is bought ("1
        // clove" for half of one).
        const bought = line.bought.food.id !== line.foodId;
        const index = indexOf(bought ? line.bought.food.id : line.foodId);
        grams.set(
          index,
          (grams.get(index) ?? 0) +
            (bought
              ? line.bought.grams * scale
              : line.grams.purchased * usedScale(line, scale, line.food.name)),
        );
      }
      for (const [sidesOf, times] of variant.each
        ? variant.each.map((e) => [e.sides, 1] as const)
        : [[portioning.sides, family] as const]) {
        for (const side of sidesOf) {
          const index = indexOf(side.step.food.id);
          grams.set(index, (grams.get(index) ?? 0) + side.step.purchasedGrams * side.steps * times);
        }
      }
      const uses: FoodUse[] = [];
      let pantryCents = 0;
      let proRataCents = 0;
      for (const [food, g] of grams) {
        if (g <= 0) continue;
        const pricing = foods[food]!;
        proRataCents += g * pricing.centsPerGram;
        if (pricing.pantry) pantryCents += g * pricing.centsPerGram;
        uses.push({ food, grams: g });
      }
      uses.sort((a, b) => a.food - b.food);
      const useStart = flatUses.length;
      flatUses.push(...uses);
      const own = isOwnRecipeId(recipe.id);
      const chosen =
        prefs.cuisines.length === 0 ||
        own ||
        (recipe.cuisine !== 'other' && prefs.cuisines.includes(recipe.cuisine));
      const cuisinePenalty = chosen ? 0 : WEIGHTS.otherCuisine * family;
      const occasion = prefs.occasion;
      const occasionTypes =
        occasion && recipe.occasions.includes(occasion.occasion)
          ? types.filter((t) => occasion.mealTypes.includes(t))
          : [];
      const jitter = seed === null ? 0 : seeded(seed, recipe.id) * WEIGHTS.seedJitter * family;
      candidates.push({
        jitter,
        index: candidates.length,
        recipe,
        dishSlot,
        plain: variant.plain,
        thrifty: variant.thrifty,
        types,
        scale,
        uses,
        pantryCents,
        proRataCents,
        penalty:
          (variant.each && people
            ? variant.each.reduce((sum, e, i) => sum + caloriePenalty(e.kcal, people[i]!.calories, 1), 0)
            : caloriePenalty(portioning.kcal, prefs.calories, family)) +
          (variant.plain ? plainPenalty(variant, prefs.calories, people, family) : 0) +
          cuisinePenalty +
          (recentDishes.has(dish) ? WEIGHTS.recentRecipe * family : 0) +
          (lastDishes.has(dish) ? WEIGHTS.lastPlanRecipe * family : 0) -
          (prefs.favourites.has(recipe.id) ? WEIGHTS.favouriteRecipe * family : 0) -
          (own ? WEIGHTS.ownRecipe * family : 0) +
          jitter,
        portion: portioning.portion,
        sides: portioning.sides,
        mealKcal: portioning.kcal,
        shares:
          variant.each && people
            ? variant.each.map((e, i) => ({
                ...e,
                id: people[i]!.id,
                name: people[i]!.name,
                target: people[i]!.calories,
              }))
            : null,
        protein: recipe.mainProtein,
        cuisine: recipe.cuisine,
        chosen,
        recent: recentDishes.has(dish),
        own,
        occasionTypes,
        proteinId: idOf(proteinIds, recipe.mainProtein),
        cuisineId: idOf(cuisineIds, recipe.cuisine),
        lookalikeId: lookalike === null ? -1 : idOf(lookalikeIds, lookalike),
        lookalikeWeight: lookalike?.startsWith('dish|') ? WEIGHTS.namedDishRepeat : WEIGHTS.lookalikeRepeat,
        familyId: idOf(familyIds, familyOf(recipe)),
        stapleId: staple === null ? -1 : idOf(stapleIds, staple),
        meatFoodId: meatFood === null ? -1 : idOf(meatFoodIds, meatFood),
        meatless: !isMeatOrFish(recipe.mainProtein),
        occasionMask: occasionTypes.reduce((mask, t) => mask | (1 << typeIndex(t)), 0),
        useStart,
        useEnd: flatUses.length,
      });
    }
  }
  const useFoods = new Int32Array(flatUses.length);
  const useGrams = new Float64Array(flatUses.length);
  const useCents = new Float64Array(flatUses.length);
  for (let k = 0; k < flatUses.length; k += 1) {
    const u = flatUses[k]!;
    useFoods[k] = u.food;
    useGrams[k] = u.grams;
  }
  // Filled on first use by the heuristic (refresh needs only one meal type's).
  useCents.fill(NaN);
  const byType = new Map<MealType, Candidate[]>();
  for (const type of prefs.types) byType.set(type, []);
  for (const c of candidates) for (const t of c.types) byType.get(t)!.push(c);

  const days = prefs.days;
  const cuisinesOffered = prefs.cuisines.length > 0 ? prefs.cuisines.length : 8;
  const bonusFoods = foods.filter((f) => f.onSale || f.favoured);
  const offset =
    bonusFoods.reduce(
      (sum, f) => sum + (f.onSale ? WEIGHTS.saleFoodUsed : 0) + (f.favoured ? WEIGHTS.favouredFoodUsed : 0),
      0,
    ) + (prefs.occasion ? WEIGHTS.occasionMatched * family : 0);
  return {
    days,
    family,
    types: prefs.types,
    diets: prefs.diets,
    cuisines: prefs.cuisines,
    maxMinutes: prefs.maxMinutes,
    calories: prefs.calories,
    people: prefs.people,
    budgetCents: prefs.budgetCents === null ? null : prefs.budgetCents + BUDGET_ROUNDING,
    occasion: prefs.occasion,
    seed: prefs.seed,
    portions,
    dishCount: dishSlots.size,
    ...dishPools(catalogue, counted, prefs, recentDishes),
    foods,
    candidates,
    byType,
    proteinCap: Math.ceil(days / 3),
    typeProteinCap: Math.ceil(days / 2),
    planProteinCap: Math.ceil((days * prefs.types.length) / 3),
    familyCap: Math.ceil((days * prefs.types.length) / 4),
    stapleCap: Math.ceil((days * prefs.types.length) / 4),
    meatFoodCap: Math.ceil((days * prefs.types.length) / 8),
    meatlessCaps: MEAL_TYPES.map((type) =>
      !dietsAllowMeat(prefs.diets) || type === 'breakfast'
        ? Infinity
        : type === 'dinner'
          ? Math.floor(days / 2)
          : days - Math.floor(days / 3),
    ),
    cuisineCap: Math.ceil(days / Math.min(days, cuisinesOffered)),
    cuisineRepeat: prefs.cuisines.length >= 2 ? WEIGHTS.chosenCuisineRepeat : WEIGHTS.cuisineRepeat,
    offset,
    estimatedFoods: referenceFoods,
    priceSource: book.source,
    useFoods,
    useGrams,
    useCents,
    proteinCount: proteinIds.size,
    cuisineCount: cuisineIds.size,
    lookalikeCount: lookalikeIds.size,
    familyCount: familyIds.size,
    stapleCount: stapleIds.size,
    meatFoodCount: meatFoodIds.size,
  };
}

/**
 * Per meal type, the distinct dishes (a recipe's versions count once) that fit the request's
 * diets and time from the chosen cuisines (any cuisine when none is chosen; the family's own
 * recipes count as chosen), and how many of those were not in the member's last plans.
 */
interface DishPool {
  readonly chosen: number;
  readonly fresh: number;
}

function dishPools(
  catalogue: Catalogue,
  eligible: readonly { recipe: CatalogueRecipe; types: readonly MealType[] }[],
  prefs: NormalizedPreferences,
  recentDishes: ReadonlySet<string>,
): { pools: Map<MealType, DishPool>; chosenDishes: number } {
  const chosen = new Map<MealType, Set<string>>(prefs.types.map((t) => [t, new Set()]));
  const any = new Set<string>();
  const fresh = new Map<MealType, Set<string>>(prefs.types.map((t) => [t, new Set()]));
  for (const { recipe, types } of eligible) {
    if (
      prefs.cuisines.length > 0 &&
      !isOwnRecipeId(recipe.id) &&
      (recipe.cuisine === 'other' || !prefs.cuisines.includes(recipe.cuisine))
    )
      continue;
    const dish = catalogue.dishOf(recipe.name);
    for (const t of types) {
      if (!chosen.has(t)) continue;
      chosen.get(t)!.add(dish);
      any.add(dish);
      if (!recentDishes.has(dish)) fresh.get(t)!.add(dish);
    }
  }
  return {
    pools: new Map(prefs.types.map((t) => [t, { chosen: chosen.get(t)!.size, fresh: fresh.get(t)!.size }])),
    chosenDishes: any.size,
  };
}

/** One chosen recipe for one meal type (days are placed later). */
export interface Pick {
  readonly candidate: number;
  readonly type: MealType;
}

export interface Evaluation {
  /** Shopping bill, fractional cents (pantry pro rata); round once for display. */
  readonly costCents: number;
  readonly regularCents: number;
  readonly purchases: ReadonlyMap<number, Purchase>;
  readonly grams: ReadonlyMap<number, number>;
  readonly penalty: number;
  readonly variety: number;
  readonly bonus: number;
  /** cost + penalties + variety − bonuses + offset: what the MIP minimises. */
  readonly objective: number;
}

function foodGrams(problem: Problem, picks: readonly Pick[]): Map<number, number> {
  const grams = new Map<number, number>();
  for (const pick of picks)
    for (const use of problem.candidates[pick.candidate]!.uses)
      grams.set(use.food, (grams.get(use.food) ?? 0) + use.grams);
  return grams;
}

function varietyPenalty(problem: Problem, picks: readonly Pick[]): number {
  let total = 0;
  const overall = new Map<Protein, number>();
  for (const pick of picks) {
    const c = problem.candidates[pick.candidate]!;
    if (c.protein !== 'none') overall.set(c.protein, (overall.get(c.protein) ?? 0) + 1);
  }
  for (const count of overall.values())
    total += Math.max(0, count - problem.planProteinCap) * WEIGHTS.proteinPlanRepeat * problem.family;
  const alike = new Map<number, { count: number; weight: number }>();
  for (const pick of picks) {
    const c = problem.candidates[pick.candidate]!;
    if (c.lookalikeId < 0) continue;
    const group = alike.get(c.lookalikeId) ?? { count: 0, weight: c.lookalikeWeight };
    group.count += 1;
    alike.set(c.lookalikeId, group);
  }
  for (const { count, weight } of alike.values()) total += Math.max(0, count - 1) * weight * problem.family;
  // One dish family, staple or meat or fish food on more meals than its cap (−1: none).
  const overCap = (idOf: (c: Candidate) => number, cap: number, weight: number) => {
    const counts = new Map<number, number>();
    for (const pick of picks) {
      const id = idOf(problem.candidates[pick.candidate]!);
      if (id >= 0) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const count of counts.values()) total += Math.max(0, count - cap) * weight * problem.family;
  };
  overCap((c) => c.familyId, problem.familyCap, WEIGHTS.familyRepeat);
  overCap((c) => c.stapleId, problem.stapleCap, WEIGHTS.stapleRepeat);
  overCap((c) => c.meatFoodId, problem.meatFoodCap, WEIGHTS.meatFoodRepeat);
  for (const type of problem.types) {
    const meatless = picks.filter((p) => p.type === type && problem.candidates[p.candidate]!.meatless).length;
    total +=
      Math.max(0, meatless - problem.meatlessCaps[typeIndex(type)]!) * WEIGHTS.meatlessMeal * problem.family;
    const proteins = new Map<Protein, number>();
    const cuisines = new Map<RecipeCuisine, number>();
    for (const pick of picks) {
      if (pick.type !== type) continue;
      const c = problem.candidates[pick.candidate]!;
      proteins.set(c.protein, (proteins.get(c.protein) ?? 0) + 1);
      cuisines.set(c.cuisine, (cuisines.get(c.cuisine) ?? 0) + 1);
    }
    for (const count of proteins.values()) {
      total += Math.max(0, count - problem.proteinCap) * WEIGHTS.proteinRepeat * problem.family;
      total += Math.max(0, count - problem.typeProteinCap) * WEIGHTS.proteinBackToBack * problem.family;
    }
    for (const count of cuisines.values())
      total += Math.max(0, count - problem.cuisineCap) * problem.cuisineRepeat * problem.family;
  }
  return total;
}

function bonusOf(problem: Problem, picks: readonly Pick[], grams: ReadonlyMap<number, number>): number {
  let bonus = 0;
  for (const food of grams.keys()) {
    const pricing = problem.foods[food]!;
    if (pricing.onSale) bonus += WEIGHTS.saleFoodUsed;
    if (pricing.favoured) bonus += WEIGHTS.favouredFoodUsed;
  }
  if (problem.occasion && picks.some((p) => problem.candidates[p.candidate]!.occasionTypes.includes(p.type)))
    bonus += WEIGHTS.occasionMatched * problem.family;
  return bonus;
}

/** The exact objective of a selection (what the MIP models). */
/**
 * Every variant of a candidate's recipe (fitted, the budget's thrifty one, one plain serving), in
 * order, itself included: a recipe's variants are adjacent candidates, fitted first.
 */
export function variantsOf(problem: Problem, c: Candidate): Candidate[] {
  const sameRecipe = (i: number) => problem.candidates[i]?.recipe.id === c.recipe.id;
  let first = c.index;
  while (sameRecipe(first - 1)) first -= 1;
  const out: Candidate[] = [];
  for (let i = first; sameRecipe(i); i += 1) out.push(problem.candidates[i]!);
  return out;
}

export function evaluate(problem: Problem, picks: readonly Pick[]): Evaluation {
  const grams = foodGrams(problem, picks);
  const purchases = new Map<number, Purchase>();
  let costCents = 0;
  let regularCents = 0;
  for (const [food, g] of grams) {
    const purchase = cheapestPurchase(problem.foods[food]!, g);
    purchases.set(food, purchase);
    costCents += purchase.cents;
    regularCents += purchase.regularCents;
  }
  const penalty = picks.reduce((sum, p) => sum + problem.candidates[p.candidate]!.penalty, 0);
  const variety = varietyPenalty(problem, picks);
  const bonus = bonusOf(problem, picks, grams);
  return {
    costCents,
    regularCents,
    purchases,
    grams,
    penalty,
    variety,
    bonus,
    objective: costCents + penalty + variety - bonus + problem.offset,
  };
}

/**
 * The same problem whose only preference is the family's cuisines (same indices): each candidate
 * costs its bill plus the other-cuisine weight when it is not from a chosen cuisine. Its best plan
 * is the cheapest plan with the most chosen-cuisine meals, the start a tight budget needs: from
 * the cheapest plan a search spends the money on calories first and has none left for the swap to
 * a chosen cuisine, which needs a cheaper meal elsewhere at the same time.
 */
export function cuisineCostProblem(problem: Problem): Problem {
  return withCandidates(
    problem,
    problem.candidates.map((c) => ({
      ...c,
      penalty: c.chosen ? 0 : WEIGHTS.otherCuisine * problem.family,
      jitter: 0,
    })),
  );
}

/** The problem with its candidates replaced (same indices) and no seed. */
function withCandidates(problem: Problem, candidates: Candidate[]): Problem {
  const byType = new Map<MealType, Candidate[]>();
  for (const [type, list] of problem.byType)
    byType.set(
      type,
      list.map((c) => candidates[c.index]!),
    );
  return { ...problem, candidates, byType, seed: null };
}

/**
 * The same problem without the seed's noise: the candidates' penalties less their jitter (same
 * indices), for polishing a seeded plan against the true objective.
 */
export function withoutJitter(problem: Problem): Problem {
  if (problem.seed === null) return problem;
  return withCandidates(
    problem,
    problem.candidates.map((c) => ({ ...c, penalty: c.penalty - c.jitter, jitter: 0 })),
  );
}
