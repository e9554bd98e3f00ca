/**
 * Grocery pricing: a plan's selected meals priced at the family's store (packages/grocery does the
 * arithmetic): POST /api/grocery-list and every saved plan's list
 * (docs/decisions/0021-grocery-list-pricing.md, 0031-saved-plan-aggregate.md).
 */
import type { GroceryItem, GroceryList, GroceryListRequest, MealSide } from '@saverly/contracts';
import { mealPlanSchema, mealSchema } from '@saverly/contracts';
import {
  linesForRecipe,
  parseGroceryLines,
  priceGroceryList,
  type GroceryLine,
  type OffersByFood,
  type PricedItem,
} from '@saverly/grocery';
import {
  aisleLabel,
  isPantryStaple,
  labelCheck,
  loadCatalogue as kitchenCatalogue,
  sideSteps,
  sideText,
  type DietId,
  type loadCatalogue,
  type SideStep,
} from '@saverly/kitchen';
import { referencePriceBook } from '@saverly/planner';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MealPlansService } from '../meal-plans/meal-plans.service.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { StoreRow, StoresService } from '../stores/stores.service.js';
import type { UserRow } from '../users/users.service.js';
import type { PantryService } from './pantry.service.js';
import type { HouseholdOf } from './saved-plans.service.js';

export const dollars = (cents: number) => Math.round(cents) / 100;
const DEFAULT_FAMILY = 2;

type PlanInput = {
  store?: { location_id: string } | null | undefined;
  preferences?: { family_size?: number | undefined } | null | undefined;
  days: {
    day?: number | undefined;
    meals: {
      id?: string | undefined;
      recipe_id?: string | undefined;
      name: string;
      type?: string | undefined;
      servings?: number | undefined;
      ingredients: string | string[];
      selected: boolean;
    }[];
  }[];
};

/** What pricing reads of a meal of the stored generated plan (the server's own answer). */
const storedMealSchema = mealSchema.pick({
  id: true,
  recipe_id: true,
  servings: true,
  portion: true,
  sides: true,
});
type StoredMeal = z.infer<typeof storedMealSchema>;

/** A meal as priced: a catalogue recipe at servings × portion plus its sides, else its text. */
export interface PricedMealInput {
  readonly id: string;
  readonly recipeId: string | null;
  readonly servings: number;
  readonly portion: number;
  readonly sides: readonly Pick<MealSide, 'food_id' | 'text'>[];
  /** Used when the recipe is not in the catalogue (a legacy meal). */
  readonly ingredients: string | readonly string[];
}

/** A stored plan's meals by id (`d{day}-{type}`); meals stored before sides existed are left out. */
function storedMealsOf(plan: unknown): Map<string, StoredMeal> {
  const out = new Map<string, StoredMeal>();
  const days = (plan as { days?: unknown } | null)?.days;
  if (!Array.isArray(days)) return out;
  for (const day of days as { meals?: unknown }[]) {
    if (!Array.isArray(day?.meals)) continue;
    for (const meal of day.meals) {
      const parsed = storedMealSchema.safeParse(meal);
      if (parsed.success) out.set(parsed.data.id, parsed.data);
    }
  }
  return out;
}

function presentItem(item: PricedItem): GroceryItem {
  const bought = item.status === 'on_sale' || item.status === 'regular';
  const first = item.purchases[0];
  return {
    id: item.id,
    food_id: item.food_id,
    matched_name: item.matched_name,
    original_ingredient: item.original_ingredient,
    status: item.status,
    price: bought ? dollars(item.cost_cents) : null,
    price_cents: bought ? item.cost_cents : null,
    regular_price: bought ? dollars(item.regular_cost_cents) : null,
    regular_price_cents: bought ? item.regular_cost_cents : null,
    savings_cents: item.savings_cents,
    quantity_needed: item.quantity_text,
    packages: item.packages,
    product_id: first?.product_id ?? null,
    size: first?.size ?? null,
    aisle: item.aisle,
    aisle_label: aisleLabel(item.aisle),
    meal_ids: [...item.meal_keys],
    buy_text: item.buy_text,
    purchases: item.purchases.map((p) => ({
      product_id: p.product_id,
      name: p.name,
      brand: p.brand,
      size: p.size,
      count: p.count,
      unit_price_cents: p.unit_price_cents,
      regular_unit_price_cents: p.regular_unit_price_cents,
      on_sale: p.on_sale,
    })),
  };
}

/**
 * What a list pays for the kitchen's pantry staples it buys (those the family said to buy:
 * "Buy it" on the list or unticked on the pantry page), integer cents: whole packages, where the
 * plan's cost counted the share its meals use. A walk-through's $38.74 plan came to $71.04 once
 * its staples were bought, and the saved list said nothing of why (the web's budget note).
 */
export function staplesBoughtCents(items: readonly GroceryItem[]): number {
  const catalogue = kitchenCatalogue();
  let cents = 0;
  for (const item of items) {
    if (item.status === 'pantry' || item.food_id === null || item.price_cents === null) continue;
    const food = catalogue.food(item.food_id);
    if (food && isPantryStaple(food)) cents += item.price_cents;
  }
  return cents;
}

export const EMPTY_SUMMARY: GroceryList['summary'] = {
  total_cost: 0,
  total_cost_cents: 0,
  total_savings: 0,
  total_savings_cents: 0,
  regular_cost_cents: 0,
  matched_count: 0,
  on_sale_count: 0,
  not_found_count: 0,
  pantry_count: 0,
  item_count: 0,
  meals_priced: 0,
};

/**
 * A stored side as bought: the side whose text for some number of person-steps is the stored
 * text, as the planner wrote it (a family's meal: steps × servings; a household's: the sum of each
 * person's steps, "5 slices whole-wheat toast" for three people); else the text parsed, on the
 * side's own food whatever its words name ("whole-wheat toast" was read as whole-wheat pasta).
 */
export function storedSideLines(
  catalogue: ReturnType<typeof loadCatalogue>,
  sides: readonly SideStep[],
  side: Pick<MealSide, 'food_id' | 'text'>,
  servings: number,
  key: string,
): GroceryLine[] {
  for (const step of sides) {
    if (step.food.id !== side.food_id) continue;
    const most = step.definition.maxSteps * Math.max(1, servings);
    for (let n = 1; n <= most; n += 1) {
      if (sideText(step.definition, n, 1) !== side.text) continue;
      return [
        {
          foodId: step.food.id,
          text: side.text,
          quantity: step.definition.perStep * n,
          unit: step.definition.unit,
          grams: step.purchasedGrams * n,
          mealKey: key,
        },
      ];
    }
  }
  const known = catalogue.food(side.food_id) !== undefined;
  return parseGroceryLines(catalogue, [side.text], key).map((line) => {
    if (!known || line.foodId === side.food_id) return line;
    // Its amount as written, on the side's food (grams of another food do not apply).
    return {
      foodId: side.food_id,
      text: line.text,
      quantity: line.quantity,
      unit: line.unit,
      mealKey: line.mealKey,
    };
  });
}

/**
 * The list with what to check on each item's label for the diets the family keeps (kitchen
 * `labelCheck`): worked out when the list is read, never stored.
 */
export function withLabelChecks(list: GroceryList, diets: readonly DietId[]): GroceryList {
  if (diets.length === 0) return list;
  return {
    ...list,
    enhanced_grocery_list: list.enhanced_grocery_list.map((item) => {
      const check = item.food_id ? labelCheck(item.food_id, item.matched_name, diets) : null;
      return check ? { ...item, label_check: check } : item;
    }),
  };
}

export function pricingService(options: {
  clock: Clock;
  stores: StoresService;
  inventory: Pick<InventoryService, 'syncIfStale' | 'awaitSync'>;
  mealPlans: MealPlansService;
  pantry: PantryService;
  catalogue: ReturnType<typeof loadCatalogue>;
  householdOf: HouseholdOf;
}) {
  const { catalogue } = options;
  const referenceBook = referencePriceBook(catalogue);
  const sides = sideSteps((id) => catalogue.food(id));

  const sideLines = (side: Pick<MealSide, 'food_id' | 'text'>, servings: number, key: string) =>
    storedSideLines(catalogue, sides, side, servings, key);

  /** The lines of meals as the server knows them: recipe at servings × portion, plus sides. */
  function linesOfMeals(meals: readonly PricedMealInput[]): GroceryLine[] {
    const lines: GroceryLine[] = [];
    for (const meal of meals) {
      if (meal.recipeId && catalogue.recipe(meal.recipeId)) {
        lines.push(...linesForRecipe(catalogue, meal.recipeId, meal.servings * meal.portion, meal.id));
        for (const side of meal.sides) lines.push(...sideLines(side, meal.servings, meal.id));
      } else
        lines.push(
          ...parseGroceryLines(
            catalogue,
            typeof meal.ingredients === 'string' ? meal.ingredients : [...meal.ingredients],
            meal.id,
          ),
        );
    }
    return lines;
  }

  /**
   * Ingredient lines of the selected meals of a client's plan (POST /api/grocery-list). A meal of
   * the stored plan (same id and recipe) is priced as stored; otherwise the catalogue recipe at
   * the family's servings, else the parsed text.
   */
  function mealsOfRequest(
    plan: PlanInput,
    stored: ReadonlyMap<string, StoredMeal> | null,
  ): PricedMealInput[] {
    const family = plan.preferences?.family_size ?? DEFAULT_FAMILY;
    const meals: PricedMealInput[] = [];
    for (const [d, day] of plan.days.entries()) {
      for (const [m, meal] of day.meals.entries()) {
        if (!meal.selected) continue;
        const key = meal.id ?? `d${day.day ?? d + 1}-${meal.type ?? m + 1}`;
        const own = stored?.get(key);
        if (own && own.recipe_id === meal.recipe_id && catalogue.recipe(own.recipe_id))
          meals.push({
            id: key,
            recipeId: own.recipe_id,
            servings: own.servings,
            portion: own.portion,
            sides: own.sides,
            ingredients: [],
          });
        else
          meals.push({
            id: key,
            recipeId: meal.recipe_id ?? null,
            servings: meal.servings ?? family,
            portion: 1,
            sides: [],
            ingredients: meal.ingredients,
          });
      }
    }
    return meals;
  }

  /** The caller's store and its offers (typical prices, said so, when there are none yet). */
  async function offersOf(user: UserRow, storeId: string | null) {
    const store = await options.stores.storeFor({ storeId, userId: user.id, fallback: true });
    const warnings: string[] = [];
    let offers: OffersByFood = store
      ? await options.stores.offersForStore(store.id, options.clock.now())
      : new Map();
    if (store && (offers as ReadonlyMap<string, unknown>).size === 0) {
      // The store's first sync: wait for it briefly, as plans do.
      await options.inventory.syncIfStale(store, user.id);
      await options.inventory.awaitSync(store, 10_000);
      offers = await options.stores.offersForStore(store.id, options.clock.now());
    }
    if ((offers as ReadonlyMap<string, unknown>).size === 0) {
      offers = referenceBook.offers;
      warnings.push(
        store
          ? `Prices at ${store.name} are still loading; this list uses typical US prices.`
          : 'No store selected; this list uses typical US prices.',
      );
    }
    return { store, offers, warnings };
  }

  /** Prices meals at the caller's store with their pantry (or the one given). */
  async function priceMeals(
    user: UserRow,
    meals: readonly PricedMealInput[],
    storeId: string | null,
    pantry: Iterable<string> | undefined,
  ): Promise<{ list: GroceryList; store: StoreRow | null; pantryCostCents: number }> {
    const { store, offers, warnings } = await offersOf(user, storeId);
    const priced = priceGroceryList({
      catalogue,
      lines: linesOfMeals(meals),
      offers,
      pantryFoodIds: new Set(pantry ?? (await options.pantry.of(await options.householdOf(user)))),
    });
    const s = priced.summary;
    const items = priced.items.map(presentItem);
    return {
      store,
      pantryCostCents: priced.pantry_cost_cents,
      list: {
        store: options.stores.storeSummary(store),
        summary: {
          total_cost: dollars(s.total_cost_cents),
          total_cost_cents: s.total_cost_cents,
          total_savings: dollars(s.total_savings_cents),
          total_savings_cents: s.total_savings_cents,
          regular_cost_cents: s.regular_cost_cents,
          matched_count: s.matched_count,
          on_sale_count: s.on_sale_count,
          not_found_count: s.not_found_count,
          pantry_count: s.pantry_count,
          item_count: s.item_count,
          meals_priced: meals.length,
          staples_bought_cents: staplesBoughtCents(items),
        },
        enhanced_grocery_list: items,
        warnings,
      },
    };
  }

  return {
    catalogue,
    priceMeals,
    offersOf,

    /** POST /api/grocery-list: the client's plan; with plan_id, its stored meals as stored. */
    async priceRequest(user: UserRow, body: GroceryListRequest & { meal_plan: PlanInput }) {
      let stored: Map<string, StoredMeal> | null = null;
      /** The stored plan's ticked diets (a plan sent without its id has none the server knows). */
      let ticked: readonly string[] = [];
      if (body.plan_id) {
        const plan = await options.mealPlans.storedPlan(user.id, body.plan_id);
        if (!plan) throw new AppError('not_found', 'Meal plan not found');
        stored = storedMealsOf(plan);
        const prefs = mealPlanSchema.shape.preferences
          .pick({ dietary_restrictions: true })
          .safeParse((plan as { preferences?: unknown }).preferences);
        if (prefs.success) ticked = prefs.data.dietary_restrictions;
      }
      const meals = mealsOfRequest(body.meal_plan, stored);
      const storeId = body.store_id ?? body.meal_plan.store?.location_id ?? null;
      const { list, pantryCostCents } = await priceMeals(user, meals, storeId, body.pantry);
      const diets = await options.mealPlans.listDiets(user, ticked);
      return {
        ...withLabelChecks(list, diets),
        summary: { ...list.summary, pantry_cost_cents: pantryCostCents },
      };
    },
  };
}

export type PricingService = ReturnType<typeof pricingService>;
