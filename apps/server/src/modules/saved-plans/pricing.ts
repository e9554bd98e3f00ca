/**
 * Grocery lists: price a plan's selected meals at the family's store (packages/grocery does the
 * arithmetic), save plans with their lists, check items off, add deals, the pantry and what the
 * family saved (docs/decisions/0021-grocery-list-pricing.md).
 */
import type {
  CheckChange,
  GroceryItem,
  GroceryList,
  GroceryListRequest,
  SavedPlan,
  SavedPlanSummary,
  Savings,
} from '@saverly/contracts';
import { mealSchema } from '@saverly/contracts';
import {
  defaultPantryFoodIds,
  linesForRecipe,
  parseGroceryLines,
  priceGroceryList,
  type GroceryLine,
  type OffersByFood,
  type PricedItem,
} from '@saverly/grocery';
import { loadCatalogue, sideSteps, sideText } from '@saverly/kitchen';
import { referencePriceBook } from '@saverly/planner';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MealPlansService } from '../meal-plans/meal-plans.service.js';
import type { StoreRow, StoresService } from '../stores/stores.service.js';
import type { UserRow } from '../users/users.service.js';
import { groceryListsRepository, type SavedPlanRow } from './grocery-lists.repository.js';

const dollars = (cents: number) => Math.round(cents) / 100;
const DEFAULT_FAMILY = 2;
const WEEKS_SHOWN = 12;

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

/** The plan to keep, each meal of the stored plan with the stored portion and sides (shown later). */
function withStoredSides<P extends PlanInput>(plan: P, stored: ReadonlyMap<string, StoredMeal>): P {
  return {
    ...plan,
    days: plan.days.map((day, d) => ({
      ...day,
      meals: day.meals.map((meal, m) => {
        const own = stored.get(meal.id ?? `d${day.day ?? d + 1}-${meal.type ?? m + 1}`);
        return own && own.recipe_id === meal.recipe_id
          ? { ...meal, portion: own.portion, sides: own.sides }
          : meal;
      }),
    })),
  };
}

export function presentItem(item: PricedItem): GroceryItem {
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

/** Monday 00:00 UTC of the ISO week holding `date`. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * 86_400_000);
}

export function groceryListsService(options: {
  db: Db;
  clock: Clock;
  stores: StoresService;
  mealPlans: MealPlansService;
}) {
  const repo = groceryListsRepository(options.db);
  const catalogue = loadCatalogue();
  const staples = new Set(defaultPantryFoodIds(catalogue));
  const referenceBook = referencePriceBook(catalogue);

  /** The member's pantry: the usual staples, with their own additions and removals. */
  async function pantryOf(userId: number): Promise<Set<string>> {
    const set = new Set(staples);
    for (const o of await repo.pantry(userId)) {
      if (o.inPantry) set.add(o.foodId);
      else set.delete(o.foodId);
    }
    return set;
  }

  const sides = sideSteps((id) => catalogue.food(id));

  /**
   * A stored side as bought: the side (and its number of steps per person) whose text for the
   * plan's servings is the stored text, as the planner wrote it; else the text parsed.
   */
  function sideLines(side: StoredMeal['sides'][number], servings: number, key: string): GroceryLine[] {
    for (const step of sides) {
      if (step.food.id !== side.food_id) continue;
      for (let n = 1; n <= step.definition.maxSteps; n += 1) {
        if (sideText(step.definition, n, servings) !== side.text) continue;
        return [
          {
            foodId: step.food.id,
            text: side.text,
            quantity: step.definition.perStep * n * servings,
            unit: step.definition.unit,
            grams: step.purchasedGrams * n * servings,
            mealKey: key,
          },
        ];
      }
    }
    return parseGroceryLines(catalogue, [side.text], key);
  }

  /**
   * Ingredient lines of the selected meals. A meal of the stored plan (same id and recipe): the
   * main at its portion for the plan's servings, plus its sides. Otherwise the catalogue recipe
   * scaled to the family, else the parsed text.
   */
  function linesOf(
    plan: PlanInput,
    stored: ReadonlyMap<string, StoredMeal> | null,
  ): { lines: GroceryLine[]; meals: number } {
    const family = plan.preferences?.family_size ?? DEFAULT_FAMILY;
    const lines: GroceryLine[] = [];
    let meals = 0;
    for (const [d, day] of plan.days.entries()) {
      for (const [m, meal] of day.meals.entries()) {
        if (!meal.selected) continue;
        meals += 1;
        const key = meal.id ?? `d${day.day ?? d + 1}-${meal.type ?? m + 1}`;
        const own = stored?.get(key);
        if (own && own.recipe_id === meal.recipe_id && catalogue.recipe(own.recipe_id)) {
          lines.push(...linesForRecipe(catalogue, own.recipe_id, own.servings * own.portion, key));
          for (const side of own.sides) lines.push(...sideLines(side, own.servings, key));
        } else if (meal.recipe_id && catalogue.recipe(meal.recipe_id))
          lines.push(...linesForRecipe(catalogue, meal.recipe_id, meal.servings ?? family, key));
        else lines.push(...parseGroceryLines(catalogue, meal.ingredients, key));
      }
    }
    return { lines, meals };
  }

  /** The meals of the caller's stored plan `planId` (none named: null; not theirs: 404). */
  async function storedOf(user: UserRow, planId: string | null | undefined) {
    if (!planId) return null;
    const plan = await options.mealPlans.storedPlan(user.id, planId);
    if (!plan) throw new AppError('not_found', 'Meal plan not found');
    return storedMealsOf(plan);
  }

  async function storeOf(user: UserRow, storeId: string | null | undefined, plan: PlanInput) {
    return options.mealPlans.storeFor(user, storeId ?? plan.store?.location_id ?? null);
  }

  async function price(
    user: UserRow,
    plan: PlanInput,
    storeId: string | null | undefined,
    pantry: readonly string[] | undefined,
    stored: ReadonlyMap<string, StoredMeal> | null,
  ): Promise<{ list: GroceryList; store: StoreRow | null }> {
    const store = await storeOf(user, storeId, plan);
    const { lines, meals } = linesOf(plan, stored);
    const warnings: string[] = [];
    let offers: OffersByFood = store
      ? await options.stores.offersForStore(store.id, options.clock.now())
      : new Map();
    if (store && (offers as ReadonlyMap<string, unknown>).size === 0) {
      // The store's first sync: wait for it briefly, as plans do.
      await options.mealPlans.syncIfStale(store, user.id);
      await options.mealPlans.awaitSync(store, 10_000);
      offers = await options.stores.offersForStore(store.id, options.clock.now());
    }
    if ((offers as ReadonlyMap<string, unknown>).size === 0) {
      // Still no inventory (or no store at all): typical prices, said so.
      offers = referenceBook.offers;
      warnings.push(
        store
          ? `Prices at ${store.name} are still loading; this list uses typical US prices.`
          : 'No store selected; this list uses typical US prices.',
      );
    }
    const priced = priceGroceryList({
      catalogue,
      lines,
      offers,
      pantryFoodIds: pantry ?? (await pantryOf(user.id)),
    });
    const s = priced.summary;
    return {
      store,
      list: {
        store: options.mealPlans.storeSummary(store),
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
          meals_priced: meals,
        },
        enhanced_grocery_list: priced.items.map(presentItem),
        warnings,
      },
    };
  }

  function summaryOf(row: SavedPlanRow, checked: number): SavedPlanSummary {
    const plan = row.plan as PlanInput;
    const list = row.list as GroceryList;
    return {
      id: row.id,
      name: row.name,
      created_at: row.createdAt.toISOString(),
      store: list.store,
      days: plan.days.length,
      meals: plan.days.reduce((n, d) => n + d.meals.filter((m) => m.selected !== false).length, 0),
      total_cost: dollars(row.totalCostCents),
      total_cost_cents: row.totalCostCents,
      total_savings: dollars(row.totalSavingsCents),
      total_savings_cents: row.totalSavingsCents,
      // What there is to tick off in the store: pantry staples are not bought.
      item_count: list.enhanced_grocery_list.filter((i) => i.status !== 'pantry').length,
      checked_count: checked,
    };
  }

  async function checksOf(id: string) {
    const checks: SavedPlan['checks'] = {};
    for (const c of await repo.checks(id))
      checks[c.itemId] = { checked: c.checked, changed_at: c.changedAt.toISOString() };
    return checks;
  }

  async function detail(row: SavedPlanRow): Promise<SavedPlan> {
    const checks = await checksOf(row.id);
    const checked = Object.values(checks).filter((c) => c.checked).length;
    return {
      ...summaryOf(row, checked),
      plan: row.plan as SavedPlan['plan'],
      list: row.list as GroceryList,
      checks,
    };
  }

  async function owned(user: UserRow, id: string): Promise<SavedPlanRow> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.find(user.id, id) : null;
    if (!row) throw new AppError('not_found', 'Saved plan not found');
    return row;
  }

  return {
    async priceList(user: UserRow, body: GroceryListRequest & { meal_plan: PlanInput }) {
      const stored = await storedOf(user, body.plan_id);
      return (await price(user, body.meal_plan, body.store_id, body.pantry, stored)).list;
    },

    async save(
      user: UserRow,
      body: {
        meal_plan: PlanInput & { id?: string | null };
        name?: string | undefined;
        plan_id?: string | null | undefined;
        store_id?: string | null | undefined;
        pantry?: string[] | undefined;
      },
    ): Promise<SavedPlan> {
      const stored = await storedOf(user, body.plan_id);
      const { list, store } = await price(user, body.meal_plan, body.store_id, body.pantry, stored);
      if (list.summary.meals_priced === 0)
        throw new AppError('validation', 'Select at least one meal to save');
      const now = options.clock.now();
      const name =
        body.name ??
        `Week of ${new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(weekStart(now))}`;
      const planId = body.plan_id ?? body.meal_plan.id;
      const row = await repo.insert({
        userId: user.id,
        mealPlanId: planId && (await options.mealPlans.owns(user.id, planId)) ? planId : null,
        name,
        storeId: store?.id ?? null,
        plan: stored ? withStoredSides(body.meal_plan, stored) : body.meal_plan,
        list,
        totalCostCents: list.summary.total_cost_cents,
        totalSavingsCents: list.summary.total_savings_cents,
        createdAt: now,
        updatedAt: now,
      });
      return detail(row);
    },

    async list(user: UserRow): Promise<SavedPlanSummary[]> {
      const counts = new Map((await repo.checkedCounts(user.id)).map((c) => [c.id, c.n]));
      return (await repo.list(user.id)).map((row) => summaryOf(row, counts.get(row.id) ?? 0));
    },

    get: async (user: UserRow, id: string) => detail(await owned(user, id)),

    async remove(user: UserRow, id: string) {
      await owned(user, id);
      await repo.remove(user.id, id);
    },

    async applyChecks(user: UserRow, id: string, changes: CheckChange[]) {
      const row = await owned(user, id);
      const known = new Set((row.list as GroceryList).enhanced_grocery_list.map((i) => i.id));
      const unknown = changes.filter((c) => !known.has(c.item_id)).map((c) => c.item_id);
      if (unknown.length > 0)
        throw new AppError('validation', 'Some items are not on this list', { unknown_items: unknown });
      await repo.applyChecks(
        id,
        changes.map((c) => ({ itemId: c.item_id, checked: c.checked, changedAt: new Date(c.changed_at) })),
      );
      return checksOf(id);
    },

    /** A deal from the deals page onto the newest saved list (a new list when there is none). */
    async addProduct(user: UserRow, productId: string, quantity: number): Promise<SavedPlan> {
      const store = await options.stores.defaultStoreOf(user.id);
      if (!store) throw new AppError('validation', 'Please select your store in the Profile page first');
      const offers = await options.stores.offersForStore(store.id, options.clock.now());
      const offer = [...offers.values()].flat().find((o) => o.productId === productId);
      if (!offer) throw new AppError('not_found', 'Product not found at your store');
      let row = await repo.newest(user.id);
      if (!row) {
        const now = options.clock.now();
        const empty: GroceryList = {
          store: options.mealPlans.storeSummary(store),
          summary: {
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
          },
          enhanced_grocery_list: [],
          warnings: [],
        };
        row = await repo.insert({
          userId: user.id,
          name: 'My shopping list',
          storeId: store.id,
          plan: { days: [] },
          list: empty,
          totalCostCents: 0,
          totalSavingsCents: 0,
          createdAt: now,
          updatedAt: now,
        });
      }
      const list = row.list as GroceryList;
      const paid = (offer.saleCents ?? offer.regularCents) * quantity;
      const regular = offer.regularCents * quantity;
      const id = `product:${offer.productId}`;
      const items = list.enhanced_grocery_list.filter((i) => i.id !== id);
      const previous = list.enhanced_grocery_list.find((i) => i.id === id);
      const count = (previous?.packages ?? 0) + quantity;
      const item: GroceryItem = {
        id,
        food_id: null,
        matched_name: offer.name,
        original_ingredient: 'Added from deals',
        status: offer.saleCents !== null ? 'on_sale' : 'regular',
        price: dollars((offer.saleCents ?? offer.regularCents) * count),
        price_cents: (offer.saleCents ?? offer.regularCents) * count,
        regular_price: dollars(offer.regularCents * count),
        regular_price_cents: offer.regularCents * count,
        savings_cents: (offer.regularCents - (offer.saleCents ?? offer.regularCents)) * count,
        quantity_needed: `${count} × ${offer.size}`,
        packages: count,
        product_id: offer.productId,
        size: offer.size,
        aisle: offer.aisle ?? 'other',
        purchases: [
          {
            product_id: offer.productId,
            name: offer.name,
            brand: offer.brand,
            size: offer.size,
            count,
            unit_price_cents: offer.saleCents ?? offer.regularCents,
            regular_unit_price_cents: offer.regularCents,
            on_sale: offer.saleCents !== null,
          },
        ],
      };
      items.push(item);
      const cost = row.totalCostCents + paid;
      const savings = row.totalSavingsCents + (regular - paid);
      const summary = {
        ...list.summary,
        total_cost_cents: cost,
        total_cost: dollars(cost),
        total_savings_cents: savings,
        total_savings: dollars(savings),
        regular_cost_cents: list.summary.regular_cost_cents + regular,
        matched_count: list.summary.matched_count + (previous ? 0 : 1),
        on_sale_count: list.summary.on_sale_count + (previous || item.status !== 'on_sale' ? 0 : 1),
        item_count: items.length,
      };
      await repo.updateList(
        user.id,
        row.id,
        { ...list, summary, enhanced_grocery_list: items },
        { cost, savings },
      );
      return detail((await repo.find(user.id, row.id))!);
    },

    async savings(user: UserRow): Promise<Savings> {
      const now = options.clock.now();
      const firstWeek = new Date(weekStart(now).getTime() - (WEEKS_SHOWN - 1) * 7 * 86_400_000);
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const since = firstWeek < month ? firstWeek : month;
      const rows = await repo.totalsSince(user.id, since);
      const weeks = Array.from({ length: WEEKS_SHOWN }, (_, i) => ({
        week_start: new Date(firstWeek.getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10),
        savings_cents: 0,
        cost_cents: 0,
      }));
      let monthCents = 0;
      for (const row of rows) {
        if (row.createdAt >= month) monthCents += row.savings;
        const index = Math.floor(
          (weekStart(row.createdAt).getTime() - firstWeek.getTime()) / (7 * 86_400_000),
        );
        const week = weeks[index];
        if (week) {
          week.savings_cents += row.savings;
          week.cost_cents += row.cost;
        }
      }
      const all = await repo.allTime(user.id);
      return {
        this_month: dollars(monthCents),
        this_month_cents: monthCents,
        all_time: dollars(all.savings),
        all_time_cents: all.savings,
        spent_all_time_cents: all.cost,
        lists_saved: all.n,
        by_week: weeks,
      };
    },

    async pantry(user: UserRow) {
      const mine = await pantryOf(user.id);
      return {
        food_ids: [...mine].sort(),
        foods: catalogue.foods
          .map((f) => ({
            food_id: f.id,
            name: f.name,
            aisle: f.aisle,
            in_pantry: mine.has(f.id),
            staple: staples.has(f.id),
          }))
          .sort((a, b) => a.aisle.localeCompare(b.aisle) || a.name.localeCompare(b.name)),
      };
    },

    async setPantry(user: UserRow, foodIds: string[]) {
      const unknown = foodIds.filter((id) => !catalogue.food(id));
      if (unknown.length > 0)
        throw new AppError('validation', 'Unknown foods in the pantry', { unknown_foods: unknown });
      const wanted = new Set(foodIds);
      const overrides = [
        ...[...wanted].filter((id) => !staples.has(id)).map((foodId) => ({ foodId, inPantry: true })),
        ...[...staples].filter((id) => !wanted.has(id)).map((foodId) => ({ foodId, inPantry: false })),
      ];
      await repo.setPantry(user.id, overrides);
    },
  };
}

export type GroceryListsService = ReturnType<typeof groceryListsService>;
