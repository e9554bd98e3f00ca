/**
 * What the family saved on what it bought (docs/decisions/0031-saved-plan-aggregate.md): a saved
 * list's bought item counts once, at its tick (or when the list was marked shopped). Saving a
 * list, or generating plans, counts nothing. The household's lists: what the family saved together.
 */
import type { Savings } from '@saverly/contracts';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { UserRow } from '../users/users.service.js';
import { boughtItems, listOf, presentSavings } from './saved-plans.presenter.js';
import { savedPlansRepository } from './saved-plans.repository.js';
import { weekStart, type HouseholdOf } from './saved-plans.service.js';

const WEEKS_SHOWN = 12;
const WEEK_MS = 7 * 86_400_000;

export function savingsService(options: { db: Db; clock: Clock; householdOf: HouseholdOf }) {
  const repo = savedPlansRepository(options.db);

  return {
    async savings(user: UserRow): Promise<Savings> {
      const now = options.clock.now();
      const firstWeek = new Date(weekStart(now).getTime() - (WEEKS_SHOWN - 1) * WEEK_MS);
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const householdId = await options.householdOf(user);
      const [rows, checked] = await Promise.all([repo.list(householdId), repo.checkedOf(householdId)]);
      const ticks = new Map<string, Map<string, Date>>();
      for (const c of checked) {
        const m = ticks.get(c.savedPlanId) ?? new Map<string, Date>();
        m.set(c.itemId, c.changedAt);
        ticks.set(c.savedPlanId, m);
      }
      const weeks = Array.from({ length: WEEKS_SHOWN }, (_, i) => ({
        week_start: new Date(firstWeek.getTime() + i * WEEK_MS).toISOString().slice(0, 10),
        savings_cents: 0,
        cost_cents: 0,
      }));
      let monthCents = 0;
      let allSavings = 0;
      let allCost = 0;
      let items = 0;
      for (const row of rows) {
        for (const { item, at } of boughtItems(row, listOf(row), ticks.get(row.id) ?? new Map(), now)) {
          items += 1;
          allSavings += item.savings_cents;
          allCost += item.price_cents ?? 0;
          if (at >= month) monthCents += item.savings_cents;
          const week = weeks[Math.floor((weekStart(at).getTime() - firstWeek.getTime()) / WEEK_MS)];
          if (week) {
            week.savings_cents += item.savings_cents;
            week.cost_cents += item.price_cents ?? 0;
          }
        }
      }
      return presentSavings({
        monthCents,
        allSavingsCents: allSavings,
        allCostCents: allCost,
        listsSaved: rows.length,
        itemsBought: items,
        byWeek: weeks,
      });
    },
  };
}
