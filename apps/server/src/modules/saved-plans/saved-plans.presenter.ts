/** Saved plans in the API's shape (packages/contracts saved-plans.ts). */
import {
  groceryListSchema,
  type GroceryItem,
  type GroceryList,
  type pantryResponseSchema,
  type SavedPlan,
  type SavedPlanSummary,
  type Savings,
} from '@saverly/contracts';
import { TAP_FOOD_IDS, aisleLabel, type loadCatalogue } from '@saverly/kitchen';
import type { z } from 'zod';
import { dollars, EMPTY_SUMMARY, staplesBoughtCents } from './pricing.js';
import type { SavedPlanMealRow, SavedPlanRow } from './saved-plans.repository.js';
import { presentSavedMeal } from './saved-meals.js';

const isBought = (item: GroceryItem) => item.status === 'on_sale' || item.status === 'regular';

/**
 * A stored list read back (items saved before meal_ids and buy_text get their defaults). Each
 * item's aisle is named now, from its stored aisle id (kitchen `aisleLabel`, ADR 0036): lists
 * saved before `aisle_label` existed read like new ones, and a renamed aisle renames them all.
 */
export function listOf(row: SavedPlanRow): GroceryList {
  const parsed = groceryListSchema.safeParse(row.list);
  if (parsed.success) {
    const items = parsed.data.enhanced_grocery_list.map((item) => ({
      ...item,
      aisle_label: aisleLabel(item.aisle),
    }));
    return { ...parsed.data, enhanced_grocery_list: items };
  }
  return {
    store: { location_id: '', name: '' },
    summary: EMPTY_SUMMARY,
    enhanced_grocery_list: [],
    warnings: [],
  };
}

/** The list's totals from its items (exact integer sums). */
export function summarizeItems(items: readonly GroceryItem[], mealsPriced: number): GroceryList['summary'] {
  let cost = 0;
  let regular = 0;
  const counts = { on_sale: 0, regular: 0, not_found: 0, pantry: 0 };
  for (const item of items) {
    cost += item.price_cents ?? 0;
    regular += item.regular_price_cents ?? 0;
    counts[item.status] += 1;
  }
  return {
    total_cost: dollars(cost),
    total_cost_cents: cost,
    total_savings: dollars(regular - cost),
    total_savings_cents: regular - cost,
    regular_cost_cents: regular,
    matched_count: counts.on_sale + counts.regular,
    on_sale_count: counts.on_sale,
    not_found_count: counts.not_found,
    pantry_count: counts.pantry,
    item_count: items.length,
    meals_priced: mealsPriced,
    staples_bought_cents: staplesBoughtCents(items),
  };
}

/**
 * What was bought from a list: each bought item once, when ticked (the tick's time, never later
 * than now) or, when the list is marked shopped, at that time.
 */
export function boughtItems(
  row: SavedPlanRow,
  list: GroceryList,
  ticked: ReadonlyMap<string, Date>,
  now: Date,
): { item: GroceryItem; at: Date }[] {
  const out: { item: GroceryItem; at: Date }[] = [];
  for (const item of list.enhanced_grocery_list) {
    if (!isBought(item)) continue;
    const tick = ticked.get(item.id);
    const at = tick ?? row.shoppedAt;
    if (at) out.push({ item, at: at > now ? now : at });
  }
  return out;
}

export function presentSummary(
  row: SavedPlanRow,
  list: GroceryList,
  counts: { meals: number; days: number },
  ticked: ReadonlyMap<string, Date>,
  now: Date,
): SavedPlanSummary {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    store: list.store,
    days: counts.days,
    meals: counts.meals,
    total_cost: dollars(row.totalCostCents),
    total_cost_cents: row.totalCostCents,
    total_savings: dollars(row.totalSavingsCents),
    total_savings_cents: row.totalSavingsCents,
    bought_savings_cents: boughtItems(row, list, ticked, now).reduce((n, b) => n + b.item.savings_cents, 0),
    // What there is to tick off in the store: pantry staples are not bought.
    item_count: list.enhanced_grocery_list.filter((i) => i.status !== 'pantry').length,
    checked_count: list.enhanced_grocery_list.filter((i) => i.status !== 'pantry' && ticked.has(i.id)).length,
    shopped_at: row.shoppedAt?.toISOString() ?? null,
  };
}

export function presentDetail(input: {
  row: SavedPlanRow;
  meals: readonly SavedPlanMealRow[];
  checks: { itemId: string; checked: boolean; changedAt: Date }[];
  answered: ReadonlySet<string>;
  now: Date;
  /** The budget of the plan it was saved from; null without one. */
  budgetCents: number | null;
}): SavedPlan {
  const { row } = input;
  const list = listOf(row);
  const ticked = new Map(input.checks.filter((c) => c.checked).map((c) => [c.itemId, c.changedAt]));
  const meals = input.meals.map(presentSavedMeal);
  const counts = {
    meals: meals.filter((m) => m.selected).length,
    days: new Set(meals.map((m) => m.day)).size,
  };
  const checks: SavedPlan['checks'] = {};
  for (const c of input.checks)
    checks[c.itemId] = { checked: c.checked, changed_at: c.changedAt.toISOString() };
  return {
    ...presentSummary(row, list, counts, ticked, input.now),
    meals,
    list,
    checks,
    pantry_questions: list.enhanced_grocery_list
      .filter(
        (i) =>
          i.status === 'pantry' &&
          i.food_id !== null &&
          !TAP_FOOD_IDS.has(i.food_id) &&
          !input.answered.has(i.food_id),
      )
      .map((i) => ({ food_id: i.food_id!, name: i.matched_name })),
    budget_cents: input.budgetCents,
  };
}

/** GET/PUT /api/pantry: the pantry's food ids A–Z and every catalogue food, by aisle then name. */
export function presentPantry(
  pantry: ReadonlySet<string>,
  staples: ReadonlySet<string>,
  foods: ReturnType<typeof loadCatalogue>['foods'],
): z.infer<typeof pantryResponseSchema>['data'] {
  return {
    food_ids: [...pantry].sort(),
    foods: foods
      .map((f) => ({
        food_id: f.id,
        name: f.name,
        aisle: f.aisle,
        aisle_label: aisleLabel(f.aisle),
        in_pantry: pantry.has(f.id),
        staple: staples.has(f.id),
      }))
      .sort((a, b) => a.aisle.localeCompare(b.aisle) || a.name.localeCompare(b.name)),
  };
}

/** GET /api/savings: what the family saved on what it bought, this month, ever and by week. */
export function presentSavings(totals: {
  monthCents: number;
  allSavingsCents: number;
  allCostCents: number;
  listsSaved: number;
  itemsBought: number;
  byWeek: Savings['by_week'];
}): Savings {
  return {
    this_month: dollars(totals.monthCents),
    this_month_cents: totals.monthCents,
    all_time: dollars(totals.allSavingsCents),
    all_time_cents: totals.allSavingsCents,
    spent_all_time_cents: totals.allCostCents,
    lists_saved: totals.listsSaved,
    items_bought: totals.itemsBought,
    by_week: totals.byWeek,
  };
}
