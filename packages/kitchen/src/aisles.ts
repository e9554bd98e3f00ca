/**
 * The store aisles: the ids the food data files each food under, and the one name a shopper reads
 * for each. Every layer takes aisle names from here (ADR 0036): the grocery list's sections, its
 * CSV and print view (the server sends the name as `aisle_label`), the pantry page, and the deals'
 * categories (packages/stores names its products' categories with these labels).
 */

/** In store-walk order: the grocery list is sorted by it. */
export const AISLES = [
  'produce',
  'meat',
  'poultry',
  'seafood',
  'dairy-eggs',
  'deli',
  'bakery',
  'grains-pasta',
  'canned-jarred',
  'condiments-sauces',
  'spices',
  'baking',
  'oils-vinegars',
  'nuts-seeds-dried-fruit',
  'frozen',
  'international',
  'beverages',
  'other',
] as const;
export type Aisle = (typeof AISLES)[number];

/**
 * The name shown for each aisle. The spec names "Meat & Seafood" (a deals category), so meat,
 * poultry and seafood share it; `other` is "Other", never "Pantry" (the family's pantry is
 * what it keeps at home).
 */
export const AISLE_LABELS = {
  produce: 'Produce',
  meat: 'Meat & Seafood',
  poultry: 'Meat & Seafood',
  seafood: 'Meat & Seafood',
  'dairy-eggs': 'Dairy & Eggs',
  deli: 'Deli',
  bakery: 'Bakery',
  'grains-pasta': 'Pasta, Rice & Grains',
  'canned-jarred': 'Canned & Jarred',
  'condiments-sauces': 'Condiments & Sauces',
  spices: 'Spices & Seasonings',
  baking: 'Baking',
  'oils-vinegars': 'Oils & Vinegars',
  'nuts-seeds-dried-fruit': 'Nuts & Dried Fruit',
  frozen: 'Frozen',
  international: 'International',
  beverages: 'Beverages',
  other: 'Other',
} as const satisfies Record<Aisle, string>;
export type AisleLabel = (typeof AISLE_LABELS)[Aisle];

const isAisle = (value: string): value is Aisle => Object.hasOwn(AISLE_LABELS, value);

/**
 * The name of an aisle: "grains-pasta" → "Pasta, Rice & Grains". A store's own aisle ("Aisle 12",
 * from a synced product) is shown as written; none at all is "Other".
 */
export function aisleLabel(aisle: string | null | undefined): string {
  const key = aisle?.trim() ?? '';
  if (key === '') return AISLE_LABELS.other;
  return isAisle(key) ? AISLE_LABELS[key] : key;
}

const AISLE_RANK = new Map<string, number>(AISLES.map((aisle, index) => [aisle, index]));

/**
 * An aisle's place in the store walk (`AISLES`); a store's own aisle ("Aisle 12") after them all.
 * The grocery list is sorted by it, and a deal added to a saved list joins it in its place.
 */
export function aisleRank(aisle: string): number {
  return AISLE_RANK.get(aisle) ?? AISLES.length;
}
