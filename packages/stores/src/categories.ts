import type { AisleLabel } from '@saverly/kitchen';

/**
 * A built-in product's shelf category is its food's aisle label (kitchen `AISLE_LABELS`, ADR
 * 0036), so the deals page filters by the names the grocery list shows. Each category has its own
 * picture, `<file>.svg` under /images/products/ (drawn by apps/server/assets/pictures-src). The
 * file names are the drawings' own and stay as stored product rows reference them: "Other" is
 * drawn in `pantry.svg`, a name no family reads.
 */
const IMAGE_FILES: Readonly<Record<AisleLabel, string>> = {
  Produce: 'produce',
  'Meat & Seafood': 'meat-seafood',
  'Dairy & Eggs': 'dairy-eggs',
  Deli: 'deli',
  Bakery: 'bakery',
  'Pasta, Rice & Grains': 'grains',
  'Canned & Jarred': 'canned',
  'Condiments & Sauces': 'condiments',
  'Spices & Seasonings': 'spices',
  Baking: 'baking',
  'Oils & Vinegars': 'oils',
  'Nuts & Dried Fruit': 'nuts',
  Frozen: 'frozen',
  International: 'international',
  Beverages: 'beverages',
  Other: 'pantry',
};

const BY_NAME = new Map(Object.entries(IMAGE_FILES).map(([label, file]) => [label.toLowerCase(), file]));

/** The image file for a category name; unknown categories (other providers) get the placeholder. */
export function categoryImage(category: string): string {
  const file = BY_NAME.get(category.toLowerCase());
  return file ? `${file}.svg` : PLACEHOLDER_IMAGE;
}

export const PLACEHOLDER_IMAGE = 'placeholder.svg';
