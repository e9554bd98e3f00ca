import type { GrocerySummary } from '@saverly/contracts';
import { formatMoney } from '../lib/money';

interface ListTotalsProps {
  summary: Pick<GrocerySummary, 'total_cost' | 'total_savings' | 'on_sale_count'>;
  /** The list's own layout classes (the wizard's tiles, the saved plan's header). */
  className: string;
  savingsClassName: string;
}

/** Spec section 2, step 5: Total Cost, You Save and the On Sale count of a priced list. */
export function ListTotals({ summary, className, savingsClassName }: ListTotalsProps) {
  return (
    <dl className={className}>
      <div>
        <dt>Total Cost</dt>
        <dd>{formatMoney(summary.total_cost)}</dd>
      </div>
      <div className={savingsClassName}>
        <dt>You Save</dt>
        <dd>{formatMoney(summary.total_savings)}</dd>
      </div>
      <div>
        <dt>On Sale</dt>
        <dd>{summary.on_sale_count}</dd>
      </div>
    </dl>
  );
}
