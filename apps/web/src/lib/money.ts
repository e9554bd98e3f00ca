const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as a shopper reads them: 3.5 → "$3.50", 1234 → "$1,234.00". */
export function formatMoney(dollars: number): string {
  return money.format(dollars);
}

/** Integer cents as dollars: 350 → "$3.50". */
export function formatCents(cents: number): string {
  return money.format(cents / 100);
}
