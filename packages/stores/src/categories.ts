import type { Aisle } from '@saverly/kitchen';

/** Shelf categories shown to families, each with its own product image (`<slug>.svg`). */
export const CATEGORIES = [
  { name: 'Produce', slug: 'produce' },
  { name: 'Meat & Seafood', slug: 'meat-seafood' },
  { name: 'Dairy & Eggs', slug: 'dairy-eggs' },
  { name: 'Deli', slug: 'deli' },
  { name: 'Bakery', slug: 'bakery' },
  { name: 'Pasta, Rice & Grains', slug: 'grains' },
  { name: 'Canned & Jarred', slug: 'canned' },
  { name: 'Condiments & Sauces', slug: 'condiments' },
  { name: 'Spices & Seasonings', slug: 'spices' },
  { name: 'Baking', slug: 'baking' },
  { name: 'Oils & Vinegars', slug: 'oils' },
  { name: 'Nuts & Dried Fruit', slug: 'nuts' },
  { name: 'Frozen', slug: 'frozen' },
  { name: 'International', slug: 'international' },
  { name: 'Beverages', slug: 'beverages' },
  { name: 'Pantry', slug: 'pantry' },
] as const;

export type CategoryName = (typeof CATEGORIES)[number]['name'];

const BY_AISLE: Record<Aisle, CategoryName> = {
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
  other: 'Pantry',
};

export const categoryForAisle = (aisle: Aisle): CategoryName => BY_AISLE[aisle];

/** The image file for a category name; unknown categories (other providers) get the placeholder. */
export function categoryImage(category: string): string {
  const found = CATEGORIES.find((c) => c.name.toLowerCase() === category.toLowerCase());
  return found ? `${found.slug}.svg` : PLACEHOLDER_IMAGE;
}

export const PLACEHOLDER_IMAGE = 'placeholder.svg';
