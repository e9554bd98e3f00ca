import type { SavedPlan } from '@saverly/contracts';
import { formatCents } from '../../../lib/money';

/**
 * Why a saved list costs more than its plan's budget, when the family's own choices made it so:
 * - deals added from Sales (a walk-through's family added a beef deal to their $75 plan's list,
 *   which then cost $1.22 over the budget and said nothing);
 * - pantry staples the family said to buy, bought as whole packages where the plan counted the
 *   share its meals use (a walk-through's $38.74 plan came to $71.04, unsaid; the wizard's step 5
 *   says what staples would add, ADR 0021).
 * Null when the list is within its plan's budget, has no budget, or holds neither.
 */
export function listBudgetNote(plan: Pick<SavedPlan, 'budget_cents' | 'list'>): string | null {
  const budget = plan.budget_cents;
  if (budget === null || budget === undefined) return null;
  const total = plan.list.summary.total_cost_cents;
  if (total <= budget) return null;
  // A deal added by hand is bought for no meal (contracts: `meal_ids` empty).
  const deals = plan.list.enhanced_grocery_list.filter(
    (item) => item.meal_ids !== undefined && item.meal_ids.length === 0 && item.status !== 'pantry',
  );
  const dealsCents = deals.reduce((sum, item) => sum + (item.price_cents ?? 0), 0);
  const staplesCents = plan.list.summary.staples_bought_cents ?? 0;
  const why = [
    // "the 1 deal" read oddly (a walk-through added two packs of one deal).
    ...(deals.length > 0
      ? [
          `${deals.length === 1 ? 'the deal' : `the ${deals.length} deals`} you added from Sales (${formatCents(dealsCents)})`,
        ]
      : []),
    ...(staplesCents > 0
      ? [`whole packages of the pantry staples you said to buy (${formatCents(staplesCents)})`]
      : []),
  ];
  if (why.length === 0) return null;
  const staplesNote =
    staplesCents > 0 ? ' The plan’s cost counted only the share of each staple its meals use.' : '';
  return `With ${why.join(' and ')}, this list comes to ${formatCents(total)}, ${formatCents(total - budget)} over your ${formatCents(budget)} budget.${staplesNote}`;
}
