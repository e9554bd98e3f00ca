import type { MakeAhead } from '@saverly/contracts';

/**
 * A meal's time ahead, said the same on step 4's card, the saved plan and the cook view (a
 * walk-through's "Easy · 17 min" breakfast had to marinate 6 hours): "+ 6 h ahead", "+ overnight",
 * "+ a day ahead", "+ 20 min ahead".
 */
export function aheadShort(ahead: MakeAhead): string {
  if (/\bovernight\b/i.test(ahead.text)) return '+ overnight';
  // Rice for a fried rice, cooked and chilled the day before (the kitchen's `cookedGrainOf`).
  if (/\bthe day before\b/i.test(ahead.text)) return '+ a day ahead';
  // Rice cooked first for a quick stir-fry: "+ 20 min ahead", not "+ 0.3 h ahead".
  if (ahead.minutes < 60) return `+ ${Math.round(ahead.minutes)} min ahead`;
  const hours = ahead.minutes / 60;
  return `+ ${Number.isInteger(hours) ? hours : hours.toFixed(1)} h ahead`;
}

/** "Start ahead: marinate at least 6 hours." */
export function aheadSentence(ahead: MakeAhead): string {
  return `Start ahead: ${ahead.text.charAt(0).toLowerCase()}${ahead.text.slice(1)}.`;
}
