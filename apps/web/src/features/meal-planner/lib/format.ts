const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Dollars with two decimals: 3.5 → "$3.50". */
export function formatMoney(dollars: number): string {
  return money.format(dollars);
}

export function formatCents(cents: number): string {
  return money.format(cents / 100);
}

/** 1820.4 → "1,820". */
export function formatWhole(value: number): string {
  return whole.format(value);
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "1. Heat the oil" → "Heat the oil": the list element numbers the steps itself. */
export function stripStepNumber(step: string): string {
  return step.replace(/^\s*(?:step\s*)?\d+\s*[.):-]\s*/i, '').trim();
}
