import type { GroceryItem, GroceryList } from '@saverly/contracts';
import { formatMoney } from './money';
import { plural } from './plural';

/**
 * Plain-text and CSV forms of a priced grocery list (List actions: copy, share, download). Pure
 * functions: the component only hands their output to the clipboard, the share sheet or a Blob.
 */

/** Checked-off state by item id, as a saved list keeps it. */
export type CheckedItems = Readonly<Record<string, boolean>>;

export interface AisleGroup {
  aisle: string;
  items: GroceryItem[];
}

/**
 * The aisle an item is shown under: the server's name for it (packages/kitchen owns the aisle
 * names, ADR 0036; the web keeps none of its own). An answer cached offline before the server sent
 * names shows the aisle as stored.
 */
function aisleOf(item: GroceryItem): string {
  return item.aisle_label ?? item.aisle;
}

/**
 * The items to buy grouped by aisle, aisles in the order the list first names them; pantry items
 * (kept at home, not bought) are left out: `pantryItems` returns them.
 */
export function groupByAisle(items: readonly GroceryItem[]): AisleGroup[] {
  const groups = new Map<string, GroceryItem[]>();
  for (const item of items) {
    if (item.status === 'pantry') continue;
    const aisle = aisleOf(item);
    const group = groups.get(aisle);
    if (group) group.push(item);
    else groups.set(aisle, [item]);
  }
  return [...groups].map(([aisle, grouped]) => ({ aisle, items: grouped }));
}

export function pantryItems(items: readonly GroceryItem[]): GroceryItem[] {
  return items.filter((item) => item.status === 'pantry');
}

/** The price column of one item: its price, or what to do when the store has no match. */
export function priceLabel(item: GroceryItem): string {
  if (item.status === 'pantry') return 'In your pantry';
  if (item.price === null || item.status === 'not_found') return 'Check store';
  return formatMoney(item.price);
}

/**
 * What to buy for one item, as the step 5 list and a saved list show it: the server's buy line
 * ("Buy 1 × 2 lb + 1 × 1 lb", "Buy 2 bananas") and the meals' need when it does not already say
 * it; an item without one (cached before it existed) says its need and packages.
 */
/**
 * An amount kept on one line on screen: a walk-through's list at 390 px broke "need 1 1/4 oz" into
 * "need 1" and "1/4 oz". A no-break space joins a whole number to its fraction and a number to
 * its unit (screen only: the exports keep plain spaces).
 */
export function unbroken(text: string): string {
  return text
    .replace(/(\d) (\d+\/\d+)/g, '$1\u00a0$2')
    .replace(/(\d) (oz|lb|g|kg|ml|tsp|tbsp|cups?|ct)\b/g, '$1\u00a0$2');
}

export function whatToBuy(item: GroceryItem): string {
  if (item.buy_text)
    return item.buy_text.includes(item.quantity_needed)
      ? item.buy_text
      : `${item.buy_text} · need ${item.quantity_needed}`;
  return `${item.quantity_needed}${
    item.packages > 0 && item.size ? ` · ${plural(item.packages, 'pkg')} of ${item.size}` : ''
  }`;
}

/**
 * Packages of more than one size, each with its count ("4 × 4 ct + 2 × 1 ct"); null for one size.
 * A walk-through's CSV said "Packages 6, Size 4 ct" (24 avocados) for 4 four-packs and 2 singles.
 */
function mixedSizes(item: GroceryItem): string | null {
  const sizes = new Set(item.purchases.map((p) => p.size));
  if (sizes.size <= 1) return null;
  return item.purchases.map((p) => `${p.count} × ${p.size ?? 'package'}`).join(' + ');
}

function packagesLabel(item: GroceryItem): string {
  if (item.packages <= 0) return '';
  const mixed = mixedSizes(item);
  if (mixed) return `${item.packages} pkg: ${mixed}`;
  const size = item.size ? ` × ${item.size}` : '';
  return `${item.packages} pkg${size}`;
}

/** The list as text, one line per item, grouped by aisle; checked items are marked [x]. */
export function buildListText(list: GroceryList, checked: CheckedItems = {}): string {
  const { summary } = list;
  const lines = [
    `Shopping list — ${list.store.name}`,
    `Total: ${formatMoney(summary.total_cost)} · You save: ${formatMoney(summary.total_savings)}`,
  ];
  for (const group of groupByAisle(list.enhanced_grocery_list)) {
    lines.push('', group.aisle);
    for (const item of group.items) {
      const box = checked[item.id] ? '[x]' : '[ ]';
      const parts = [item.matched_name, item.quantity_needed, packagesLabel(item), priceLabel(item)].filter(
        (part) => part !== '',
      );
      const sale = item.status === 'on_sale' ? ' (ON SALE)' : '';
      lines.push(`${box} ${parts.join(' — ')}${sale}`);
      if (item.label_check) lines.push(`    Check the label. ${item.label_check}`);
    }
  }
  const pantry = pantryItems(list.enhanced_grocery_list);
  if (pantry.length > 0) {
    lines.push('', `In your pantry: ${pantry.map((item) => item.matched_name).join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Cells a spreadsheet would run as a formula start with one of these; they get a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_HEADER = [
  'Aisle',
  'Item',
  'Ingredient',
  'Quantity needed',
  'Packages',
  'Size',
  'Status',
  'Price',
  'Regular price',
  'Savings',
  'Checked',
  'Product ID',
] as const;

const STATUS_LABELS: Record<GroceryItem['status'], string> = {
  on_sale: 'On sale',
  regular: 'Regular price',
  not_found: 'Check store',
  pantry: 'In your pantry',
};

const cents = (value: number | null) => (value === null ? null : (value / 100).toFixed(2));

/** The list as CSV (CRLF line ends), items to buy by aisle first, pantry items last. */
export function buildListCsv(list: GroceryList, checked: CheckedItems = {}): string {
  const ordered = [
    ...groupByAisle(list.enhanced_grocery_list).flatMap((group) => group.items),
    ...pantryItems(list.enhanced_grocery_list),
  ];
  const rows = ordered.map((item) => [
    aisleOf(item),
    item.matched_name,
    item.original_ingredient,
    item.quantity_needed,
    item.packages,
    mixedSizes(item) ?? item.size,
    STATUS_LABELS[item.status],
    cents(item.price_cents),
    cents(item.regular_price_cents),
    cents(item.savings_cents),
    checked[item.id] ? 'yes' : 'no',
    item.product_id,
  ]);
  return [CSV_HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A file name for the download: "saverly-list-<store>-<yyyy-mm-dd>.csv". */
export function csvFileName(list: GroceryList, date: Date = new Date()): string {
  const store = list.store.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `saverly-list-${store || 'store'}-${date.toISOString().slice(0, 10)}.csv`;
}
