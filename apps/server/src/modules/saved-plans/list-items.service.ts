/**
 * A saved list in the store: ticks (newest change wins), the whole list marked shopped, a deal
 * added from the deals page, and a staple answered from the pantry questions. Every write that
 * reads the list first runs in one transaction holding the household's row
 * (docs/decisions/0031-saved-plan-aggregate.md).
 */
import type { CheckChange, GroceryItem, SavedPlan } from '@saverly/contracts';
import { aisleLabel, aisleRank } from '@saverly/kitchen';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MealPlansService } from '../meal-plans/meal-plans.service.js';
import type { StoresService } from '../stores/stores.service.js';
import type { UserRow } from '../users/users.service.js';
import type { PantryService } from './pantry.service.js';
import { dollars, EMPTY_SUMMARY, type PricingService } from './pricing.js';
import { pricedMealOf } from './saved-meals.js';
import { listOf, summarizeItems } from './saved-plans.presenter.js';
import { savedPlansRepository } from './saved-plans.repository.js';
import type { HouseholdOf, SavedPlansService } from './saved-plans.service.js';
import type { ListEvents } from './list-events.js';

export function listItemsService(options: {
  db: Db;
  clock: Clock;
  stores: StoresService;
  mealPlans: MealPlansService;
  pricing: PricingService;
  pantry: PantryService;
  savedPlans: SavedPlansService;
  householdOf: HouseholdOf;
  events: ListEvents;
}) {
  const repo = savedPlansRepository(options.db);
  const { savedPlans, events } = options;
  /** Every member with the list open reads it again (ADR 0039). */
  const changed = (id: string) => events.publish(id, { type: 'plan' });

  async function checksOf(id: string) {
    const checks: SavedPlan['checks'] = {};
    for (const c of await repo.checks(id))
      checks[c.itemId] = { checked: c.checked, changed_at: c.changedAt.toISOString() };
    return checks;
  }

  return {
    async applyChecks(user: UserRow, id: string, changes: CheckChange[]) {
      const row = await savedPlans.owned(user, id);
      const known = new Set(listOf(row).enhanced_grocery_list.map((i) => i.id));
      const unknown = changes.filter((c) => !known.has(c.item_id)).map((c) => c.item_id);
      if (unknown.length > 0)
        throw new AppError('validation', 'Some items are not on this list', { unknown_items: unknown });
      await repo.applyChecks(
        id,
        changes.map((c) => ({ itemId: c.item_id, checked: c.checked, changedAt: new Date(c.changed_at) })),
      );
      const checks = await checksOf(id);
      events.publish(id, { type: 'checks', checks });
      return checks;
    },

    /** The list's ticks as they now are (the web's polling when no live stream can be kept open). */
    async checks(user: UserRow, id: string) {
      await savedPlans.owned(user, id);
      return checksOf(id);
    },

    checksOf,

    /** The whole list bought (its savings count from now), or not after all. */
    async setShopped(user: UserRow, id: string, shopped: boolean): Promise<SavedPlan> {
      const row = await savedPlans.owned(user, id);
      const now = options.clock.now();
      await repo.setShopped(row.householdId, row.id, shopped ? (row.shoppedAt ?? now) : null, now);
      changed(row.id);
      return savedPlans.get(user, id);
    },

    /**
     * A deal from the deals page onto the newest saved list (a new "My shopping list" when there
     * is none). Read and write in one transaction holding the household's row: concurrent adds take
     * turns, none is lost and only one list is made.
     */
    async addProduct(user: UserRow, productId: string, quantity: number): Promise<SavedPlan> {
      const store = await options.stores.defaultStoreOf(user.id);
      if (!store) throw new AppError('validation', 'Please select your store in the Profile page first');
      const offers = await options.stores.offersForStore(store.id, options.clock.now());
      const offer = [...offers.values()].flat().find((o) => o.productId === productId);
      if (!offer) throw new AppError('not_found', 'Product not found at your store');
      const householdId = await options.householdOf(user);
      const id = await options.db.transaction(async (tx) => {
        const r = savedPlansRepository(tx);
        await r.lockHousehold(householdId);
        const now = options.clock.now();
        const row =
          (await r.newest(householdId)) ??
          (await r.insert({
            householdId,
            userId: user.id,
            name: 'My shopping list',
            storeId: store.id,
            plan: null,
            list: {
              store: options.stores.storeSummary(store),
              summary: EMPTY_SUMMARY,
              enhanced_grocery_list: [],
              warnings: [],
            },
            totalCostCents: 0,
            totalSavingsCents: 0,
            createdAt: now,
            updatedAt: now,
          }));
        const list = listOf(row);
        const itemId = `product:${offer.productId}`;
        const previous = list.enhanced_grocery_list.find((i) => i.id === itemId);
        const count = (previous?.packages ?? 0) + quantity;
        const unit = offer.saleCents ?? offer.regularCents;
        const item: GroceryItem = {
          id: itemId,
          food_id: null,
          matched_name: offer.name,
          original_ingredient: 'Added from deals',
          status: offer.saleCents !== null ? 'on_sale' : 'regular',
          price: dollars(unit * count),
          price_cents: unit * count,
          regular_price: dollars(offer.regularCents * count),
          regular_price_cents: offer.regularCents * count,
          savings_cents: (offer.regularCents - unit) * count,
          quantity_needed: `${count} × ${offer.size}`,
          packages: count,
          product_id: offer.productId,
          size: offer.size,
          aisle: offer.aisle ?? 'other',
          aisle_label: aisleLabel(offer.aisle),
          meal_ids: [],
          buy_text: `Buy ${count} × ${offer.size}`,
          purchases: [
            {
              product_id: offer.productId,
              name: offer.name,
              brand: offer.brand,
              size: offer.size,
              count,
              unit_price_cents: unit,
              regular_unit_price_cents: offer.regularCents,
              on_sale: offer.saleCents !== null,
            },
          ],
        };
        // In its aisle's place in the store walk, as the list is sorted (a walk-through's lamb sat
        // after International).
        const rest = list.enhanced_grocery_list.filter((i) => i.id !== itemId);
        const at = rest.findIndex((i) => aisleRank(i.aisle) > aisleRank(item.aisle));
        const items = at < 0 ? [...rest, item] : [...rest.slice(0, at), item, ...rest.slice(at)];
        const summary = summarizeItems(items, list.summary.meals_priced);
        await r.updateList(
          householdId,
          row.id,
          { ...list, summary, enhanced_grocery_list: items },
          { cost: summary.total_cost_cents, savings: Math.max(0, summary.total_savings_cents) },
          now,
        );
        return row.id;
      });
      changed(id);
      return savedPlans.get(user, id);
    },

    /**
     * A pantry question answered: remembered in the household's pantry. "Buy it" puts the staple on
     * this list, priced at the store for the meals that need it (the rest of the list unchanged).
     */
    async answerPantry(user: UserRow, id: string, foodId: string, have: boolean): Promise<SavedPlan> {
      const row = await savedPlans.owned(user, id);
      const list = listOf(row);
      const current = list.enhanced_grocery_list.find((i) => i.food_id === foodId);
      let replacement: GroceryItem | null = null;
      if (!have && current?.status === 'pantry') {
        const meals = (await repo.meals(row.householdId, row.id)).filter((m) => m.selected).map(pricedMealOf);
        const pantry = await options.pantry.of(row.householdId);
        pantry.delete(foodId);
        const priced = await options.pricing.priceMeals(user, meals, list.store.location_id || null, pantry);
        replacement = priced.list.enhanced_grocery_list.find((i) => i.food_id === foodId) ?? null;
      }
      await options.db.transaction(async (tx) => {
        const r = savedPlansRepository(tx);
        await r.lockHousehold(row.householdId);
        await options.pantry.answer(row.householdId, foodId, have, tx);
        if (!replacement) return;
        const fresh = listOf((await r.find(row.householdId, row.id))!);
        const items = fresh.enhanced_grocery_list.map((i) => (i.food_id === foodId ? replacement : i));
        const summary = summarizeItems(items, fresh.summary.meals_priced);
        await r.updateList(
          row.householdId,
          row.id,
          { ...fresh, summary, enhanced_grocery_list: items },
          { cost: summary.total_cost_cents, savings: Math.max(0, summary.total_savings_cents) },
          options.clock.now(),
        );
      });
      changed(row.id);
      return savedPlans.get(user, id);
    },
  };
}
