import { formatUsd } from './en-us';

/** Dollars as a shopper reads them: 3.5 → "$3.50", 1234 → "$1,234.00". */
export function formatMoney(dollars: number): string {
  return formatUsd(dollars);
}

/** Integer cents as dollars: 350 → "$3.50". */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}
