/**
 * The planner's public data types. Everything here is plain data (JSON-serialisable, no classes,
 * no functions), so a request and its answer can cross a worker-thread boundary unchanged.
 */
import type {
  AgeBand,
  Cuisine,
  DietId,
  MealType,
  NutritionFacts,
  OwnRecipe,
  Protein,
  RecipeCuisine,
} from '@saverly/kitchen';

// ---------------------------------------------------------------------------------------------
// Prices
// ---------------------------------------------------------------------------------------------

/** One purchasable product for a food at a store. */
export interface Offer {
  readonly productId: string;
  readonly name: string;
  readonly brand?: string;
  /**
   * Net weight of one package in grams, as purchased. Convert a package labelled in another
   * unit (fl oz, each, bunch …) with `packageGramsFor(foodId, size, unit)`.
   */
  readonly packageGrams: number;
  /** Regular shelf price of one package, integer cents. */
  readonly regularCents: number;
  /** This week's sale price of one package, integer cents; null when not on sale. */
  readonly saleCents: number | null;
}

/**
 * What a store sells, by kitchen food id. A food missing from `offers` is priced with the
 * kitchen's reference price and package (and the plan says so in `warnings`).
 */
export interface PriceBook {
  /** Free text for messages and logs, e.g. a store id. */
  readonly source: string;
  readonly offers: Readonly<Record<string, readonly Offer[]>>;
}

/** A sale to apply to a price book: the product and its sale price per package. */
export interface Sale {
  readonly productId: string;
  readonly saleCents: number;
}

// ---------------------------------------------------------------------------------------------
// Request
// ---------------------------------------------------------------------------------------------

export interface PlanPreferences {
  /** 1–7. */
  readonly days: number;
  /** 1–5; 5 means "5 or more" and is planned as 5 servings. */
  readonly familySize: number;
  /** At least one. */
  readonly mealTypes: readonly MealType[];
  /** Hard: every meal satisfies every diet listed. */
  readonly diets?: readonly DietId[];
  /**
   * Lexicographic: another cuisine fills a slot only when these cannot within the diets, the time
   * limit and the budget (the plan's warnings say so). Empty = any.
   */
  readonly cuisines?: readonly Cuisine[];
  /** Hard: every recipe's total time (prep + cook) ≤ this. Absent = no limit. */
  readonly maxCookingMinutes?: number | null;
  /**
   * Target kcal per person per meal (main portion + sides; the spec's `calorie_limit`); default
   * 600. Soft: portions and sides meet it where the catalogue allows, and a warning names the rest.
   */
  readonly caloriesPerMeal?: number | null;
  /** Hard: the plan's cost ≤ this many dollars. Absent or null = no budget. */
  readonly budgetDollars?: number | null;
  /** Free text, e.g. "Sam's birthday on Saturday", "date night", "game day". */
  readonly specialOccasion?: string | null;
  /** Recipe ids never to use (meals the family refreshed away or dislikes). */
  readonly avoidRecipeIds?: readonly string[];
  /** Product ids the family likes: recipes using their foods get a bonus. */
  readonly favouredProductIds?: readonly string[];
  /**
   * The foods the family keeps at home (their pantry: the usual staples with their own answers on
   * top). Each is charged the share its meals use, never a whole package, as its list leaves it
   * off; every other food is bought in packages. Absent: the usual staples (`isPantryStaple`).
   * Tap water is never bought.
   */
  readonly pantryFoodIds?: readonly string[] | null;
  /** Recipes the family marked favourite, ours or theirs (soft bonus, issue #19). */
  readonly favouriteRecipeIds?: readonly string[];
  /**
   * Recipes of the member's last 3 plans. Soft: strongly penalised, so the week is new, but
   * never at the price of a diet, the time limit or the budget. Absent = none.
   */
  readonly recentRecipeIds?: readonly string[];
  /**
   * Recipes of the member's most recent plan (a shuffle: the plan it replaces). They count as
   * recent, and cost more than a dish from two or three plans ago: where too few new dishes fit
   * (the chosen cuisines' dishes all used, a tight budget), the week repeats the oldest dishes
   * before last week's (`WEIGHTS.lastPlanRecipe`). Absent = none.
   */
  readonly lastPlanRecipeIds?: readonly string[];
  /**
   * Reproducible variety: the same seed gives the same plan; different seeds give different,
   * equally good plans (ties and near-ties broken by the seed). Absent = 0.
   */
  readonly seed?: number;
  /**
   * The household's people this plan is for (issue #18), 1–6. With people, `familySize` and
   * `caloriesPerMeal` are theirs: the family is their number, every meal meets the union of their
   * diets and `diets` (hard), and each person's share of every meal (the main's portion and the
   * sides) is sized to their own calories per meal; the shopping list buys for the sum.
   */
  readonly people?: readonly PlanPerson[] | null;
}

/** One person at the household's table. */
export interface PlanPerson {
  /** The caller's id for the person (a household person's id), echoed on their shares. */
  readonly id?: string;
  /** Shown with their share ("Sam: 0.75×, 380 kcal"). */
  readonly name: string;
  /** kcal this person eats per meal (main portion + sides): their day's need over the meals. */
  readonly caloriesPerMeal: number;
  /** Hard: this person's diets and allergies. */
  readonly diets?: readonly DietId[];
  /** Their age band: a young child's share names the meal's chili heat (`PersonShare.heat`). */
  readonly ageBand?: AgeBand | null;
}

/** One person's share of a meal (household plans). */
export interface PersonShare {
  /** `PlanPerson.id`, or null when the request gave none. */
  readonly id: string | null;
  readonly name: string;
  /** The main's portion as a multiple of one recipe serving (0.75–1.5, or 1 when kept plain). */
  readonly portion: number;
  /** kcal this person eats at this meal (main portion + their sides). */
  readonly calories: number;
  /** Their calories per meal. */
  readonly target: number;
  /** Their sides, e.g. "2 slices of whole-wheat toast". */
  readonly sides: readonly string[];
  /** Their kcal is off their target by more than ±15 % (`missesCalories`); absent when within. */
  readonly miss?: 'under' | 'over';
  /**
   * A young child's share (kitchen `isYoungChild`) of a meal with chili heat: the ingredients that
   * bring it, in the recipe's words ("serrano chile", "red pepper flakes"; kitchen
   * `chiliHeatWords`). Absent otherwise.
   */
  readonly heat?: readonly string[];
}

export interface SolverOptions {
  /**
   * Branch-and-bound nodes per MIP solve (default 20,000): a work limit, so the same request
   * gives the same answer on any machine (no answer depends on the clock).
   */
  readonly maxNodes?: number;
  /**
   * Optional wall-clock limit per MIP solve, seconds (default none). Only for callers that accept
   * a machine-dependent answer (the bench's long reference solves).
   */
  readonly timeLimitSeconds?: number;
  /** Relative gap at which HiGHS may stop (default 0.001 = 0.1 %). */
  readonly relativeGap?: number;
  /**
   * `fast` (default) keeps the best-scoring candidates per meal type (see ADR 0018);
   * `full` puts every recipe that passes the hard filters into the model (the bench's reference).
   */
  readonly candidates?: 'fast' | 'full';
  /** Give HiGHS the greedy plan as a starting solution (default true). */
  readonly warmStart?: boolean;
  /**
   * Run HiGHS' branch and bound after the heuristic when the gap to the LP bound is above
   * `relativeGap` (default false: heuristic + LP bound, fast; see ADR 0018).
   */
  readonly mip?: boolean;
}

export interface PlanRequest {
  readonly preferences: PlanPreferences;
  readonly priceBook: PriceBook;
  /**
   * The household's own recipes (issue #19), as stored: candidates beside the catalogue's under
   * every hard rule, each resolved by the kitchen (`resolveOwnRecipe`); one with a line not mapped
   * is left out, never planned.
   */
  readonly ownRecipes?: readonly OwnRecipe[];
  readonly solver?: SolverOptions;
}

// ---------------------------------------------------------------------------------------------
// Answer
// ---------------------------------------------------------------------------------------------

export interface ScaledIngredient {
  readonly foodId: string;
  readonly name: string;
  /** Quantity for the family, in `unit`. */
  readonly quantity: number;
  readonly unit: string;
  readonly grams: number;
  readonly preparation: string;
  /** "1 1/2 lb ground chicken, minced" for the family. */
  readonly text: string;
  readonly onSale: boolean;
}

/** A simple side served with a meal's main (toast, rice, fruit, yogurt, green salad, milk …). */
export interface Side {
  readonly foodId: string;
  readonly name: string;
  /** Amount for the family, kitchen-friendly: "4 slices whole-wheat toast". */
  readonly text: string;
  readonly calories_per_person: number;
  /** The side's share of the plan's shopping bill for the family, integer cents. */
  readonly estimated_cost: number;
  /** How to make it ("Start the rice first: …"); absent for what is only served (fruit, milk). */
  readonly method?: string;
}

export interface Meal {
  readonly slot: { readonly day: number; readonly type: MealType };
  readonly recipeId: string;
  readonly name: string;
  readonly description: string;
  /** 'other': a family's own recipe of none of the eight cuisines. */
  readonly cuisine: RecipeCuisine;
  readonly type: MealType;
  readonly difficulty: 'easy' | 'medium' | 'hard';
  /** Total time, prep + cook, minutes. */
  readonly prep_time: number;
  /** Hours ahead the recipe needs (the kitchen's `makeAhead`: marinate, soak, chill), if any. */
  readonly make_ahead?: { readonly minutes: number; readonly text: string };
  /** The meal's share of the plan's shopping bill for the family (main and sides), integer cents. */
  readonly estimated_cost: number;
  readonly servings: number;
  readonly serving_info: string;
  readonly ingredients: readonly ScaledIngredient[];
  /** "1. Heat the oil …" */
  readonly instructions: readonly string[];
  readonly nutrition_per_serving: NutritionFacts;
  readonly main_protein: Protein;
  readonly occasions: readonly string[];
  /** Food ids of this meal's ingredients that are on sale this week. */
  readonly on_sale_food_ids: readonly string[];
  /** Sides served with the main (may be empty). Their cost is inside `estimated_cost`. */
  readonly sides: readonly Side[];
  /** The main's portion per person as a multiple of one recipe serving (0.75–1.5). */
  readonly portion: number;
  /**
   * kcal one person eats at this meal: the main's portion plus the sides (a household plan: the
   * mean over its people, each of whom has their own in `people`).
   */
  readonly calories_per_person: number;
  /**
   * What one person eats at this meal, every nutrient: the main's portion plus the sides (a
   * household plan: the mean over its people), unrounded so a day's sum is exact. Its energy is
   * `calories_per_person` before rounding.
   */
  readonly nutrition_per_person: NutritionFacts;
  /**
   * The meal is more than 15 % off the per-person calorie target (`missesCalories`), and which
   * way; absent when within it, and for a household plan (each share has its own target).
   */
  readonly calorie_miss?: {
    readonly target: number;
    readonly direction: 'under' | 'over';
    /**
     * Why: 'budget', one recipe serving without sides to stay within the budget; 'price', one
     * serving as a bigger portion would add little for its price; 'dish', the dish misses even
     * with the portion (0.75–1.5×) and the sides that fit the family's choices.
     */
    readonly because: 'budget' | 'price' | 'dish';
  };
  /** A household plan: each person's share, in the order of the request's `people`. */
  readonly people?: readonly PersonShare[];
  /** The family's own recipe (issue #19). */
  readonly own?: boolean;
  /** Its steps that name a food no line has and a diet it meets forbids (kitchen `stepFoodMentions`). */
  readonly step_food_warnings?: readonly {
    readonly step: number;
    readonly words: string;
    readonly diets: readonly DietId[];
  }[];
}

export interface PlanDay {
  readonly day: number;
  readonly meals: readonly Meal[];
}

export interface SolverReport {
  /**
   * `optimal`: proven within the requested relative gap of the best plan over every eligible
   * recipe; `optimal_pruned`: HiGHS proved it optimal over the pruned candidates (the gap to
   * the whole catalogue is `gap`); `time_limit`: the MIP stopped at its work limit (`maxNodes`, or a
   * caller's `timeLimitSeconds`) before a proof;
   * `heuristic`: the MIP was not run. In every case `gap` = (objective − bound) / objective with
   * `bound` a proven lower bound over all eligible recipes.
   */
  readonly status: 'optimal' | 'optimal_pruned' | 'time_limit' | 'heuristic';
  /** Relative gap between the plan's objective and HiGHS' dual bound (0 = proven optimal). */
  readonly gap: number;
  readonly objective: number;
  readonly bound: number;
  readonly ms: number;
  readonly candidates: number;
  readonly variables: number;
  readonly constraints: number;
}

export interface PlanTotals {
  readonly cost_cents: number;
  /** Sum over sale items of (regular − sale) × packages bought, cents. */
  readonly savings_cents: number;
  readonly calories_per_meal_avg: number;
  /** Per person per day, averaged over the plan's days. */
  readonly nutrition_per_day: NutritionFacts;
  readonly meals: number;
}

export interface ShoppingItem {
  readonly foodId: string;
  readonly name: string;
  readonly productId: string | null;
  readonly packages: number;
  readonly packageGrams: number;
  readonly gramsNeeded: number;
  readonly cents: number;
  readonly onSale: boolean;
  /** Pantry staples are charged pro rata (the family has them); see ADR 0018. */
  readonly pantry: boolean;
}

export interface MealPlan {
  readonly ok: true;
  readonly days: readonly PlanDay[];
  readonly totals: PlanTotals;
  readonly shopping: readonly ShoppingItem[];
  readonly solver: SolverReport;
  readonly warnings: readonly string[];
}

export type InfeasibleReason =
  'invalid_request' | 'not_enough_recipes' | 'cooking_time_too_short' | 'budget_too_low' | 'no_plan_found';

export interface Infeasible {
  readonly ok: false;
  readonly reason: InfeasibleReason;
  /** A sentence a family understands. */
  readonly explanation: string;
  /** When the budget is the cause: the cheapest plan that meets everything else. */
  readonly minimum_budget_cents?: number;
  /**
   * When the cheapest plan leaves the family's cuisines: what the cheapest plan we found with the
   * most meals of their cuisines costs (a budget of it keeps them).
   */
  readonly cuisine_budget_cents?: number;
  /**
   * The budget (cents) at which the suggested plan (the cuisines' one when `cuisine_budget_cents` is
   * given) has its portions and sides for the calories; absent when its meals already do.
   */
  readonly full_portions_budget_cents?: number;
  /** When time is the cause: the shortest limit that allows a plan. */
  readonly minimum_cooking_minutes?: number;
  /**
   * The closest plan we can offer: at the minimum budget, with the minimum cooking time, or
   * without the meal types no recipe fits. It breaks exactly the constraint named in `reason`
   * (or drops meal types) and nothing else.
   */
  readonly nearest_plan?: MealPlan;
}

export type PlanResult = MealPlan | Infeasible;

export interface CurrentMeal {
  readonly day: number;
  readonly type: MealType;
  readonly recipeId: string;
  /**
   * The meal is one recipe serving per person without sides (a budgeted plan kept it plain; in a
   * household plan less for a smaller eater, `plainShare`): it is costed so when the rest of the
   * plan is priced around the refreshed meal.
   */
  readonly plain?: boolean;
  /**
   * The meal's portion and its sides' food ids as planned (a one-portion plan): a meal planned as
   * the budget's cheapest fitted portions is costed as it is.
   */
  readonly portion?: number;
  readonly sideFoods?: readonly string[];
  /**
   * A household meal's shares as planned, in the order of the request's people: each one's portion
   * and how many sides it has (a stored share names its sides in words). A meal planned as the
   * budget's cheapest fitted portions is costed as it is, as `portion` and `sideFoods` do for one.
   */
  readonly shares?: readonly { readonly portion: number; readonly sides: number }[];
}

export type RefreshResult =
  | {
      readonly ok: true;
      readonly meal: Meal;
      readonly plan_cost_cents: number;
      /** The whole plan's notes (`plan.warnings`) when there is `plan`; else the request's own. */
      readonly warnings: readonly string[];
      /**
       * The whole plan with the new meal in its slot (meals, portions, sides, shopping list,
       * totals), when the current meals fill every day of every meal type; else absent. The
       * server writes it back over the stored plan, so a saved list prices what is shown.
       */
      readonly plan?: MealPlan;
    }
  | { readonly ok: false; readonly reason: InfeasibleReason; readonly explanation: string };
