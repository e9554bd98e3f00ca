import type { SavedPlan } from '@saverly/contracts';
import { formatCents } from '../../../lib/money';

/**
 * What the deals added from Sales did to a saved list's budget: a walk-through's family added a
 * beef deal to their $75 plan's list, which then cost $1.22 over the budget and said nothing.
 * Null when the list is within its plan's budget, has no budget, or holds no deal (a list over
 * its budget without deals buys whole packages of staples the plan counted a share of: step 5
 * says so, ADR 0021).
 */
export function dealsBudgetNote(plan: Pick<SavedPlan, 'budget_cents' | 'list'>): string | null {
  const budget = plan.budget_cents;
  if (budget === null || budget === undefined) return null;
  const total = plan.list.summary.total_cost_cents;
  if (total <= budget) return null;
  // A deal added by hand is bought for no meal (contracts: `meal_ids` empty).
  const deals = plan.list.enhanced_grocery_list.filter(
    (item) => item.meal_ids !== undefined && item.meal_ids.length === 0 && item.status !== 'pantry',
  );
  if (deals.length === 0) return null;
  const dealsCents = deals.reduce((sum, item) => sum + (item.price_cents ?? 0), 0);
  // "the 1 deal" read oddly (a walk-through added two packs of one deal).
  return `With ${deals.length === 1 ? 'the deal' : `the ${deals.length} deals`} you added from Sales (${formatCents(dealsCents)}), this list comes to ${formatCents(total)}, ${formatCents(total - budget)} over your ${formatCents(budget)} budget.`;
}
