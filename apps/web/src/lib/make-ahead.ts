import type { MakeAhead } from '@saverly/contracts';

/**
 * A meal's time ahead, said the same on step 4's card, the saved plan and the cook view (a
 * walk-through's "Easy · 17 min" breakfast had to marinate 6 hours): "+ 6 h ahead", "+ overnight".
 */
export function aheadShort(ahead: MakeAhead): string {
  if (/\bovernight\b/i.test(ahead.text)) return '+ overnight';
  const hours = ahead.minutes / 60;
  return `+ ${Number.isInteger(hours) ? hours : hours.toFixed(1)} h ahead`;
}

/** "Start ahead: marinate at least 6 hours." */
export function aheadSentence(ahead: MakeAhead): string {
  return `Start ahead: ${ahead.text.charAt(0).toLowerCase()}${ahead.text.slice(1)}.`;
}
