/**
 * @saverly/grocery — prices a meal plan's grocery list at a store (pure; no I/O).
 *
 * 1. Lines: `linesForRecipe` / `linesForMeals` take catalogue recipes scaled to the family;
 *    `parseGroceryText` / `parseGroceryLines` match free text to foods.
 * 2. `priceGroceryList` merges the lines into one item per food across units, flags pantry
 *    staples, and buys each food's need with the cheapest packages at this week's prices
 *    (`choosePackages`, exact), reporting savings against regular prices.
 *
 * Money is always integer cents.
 */
export { aggregateLines, lineGrams, type AggregatedItem } from './aggregate.js';
export {
  formatAmount,
  ingredientDescription,
  linesForMeals,
  linesForRecipe,
  parseGroceryLines,
  parseGroceryText,
  unmatchedKey,
  type GroceryLine,
  type MealRef,
} from './lines.js';
export {
  choosePackages,
  isValidOffer,
  paidCents,
  type ChoiceStrategy,
  type PackageChoice,
  type PackageOffer,
} from './packages.js';
export {
  DEFAULT_PANTRY_AISLES,
  DEFAULT_PANTRY_FOOD_IDS,
  defaultPantryFoodIds,
  isPantryFood,
} from './pantry.js';
export {
  priceGroceryList,
  summarize,
  type GroceryStatus,
  type OffersByFood,
  type PriceGroceryListInput,
  type PricedItem,
  type PricedList,
  type PricedListSummary,
  type PricedPurchase,
  type StoreOffer,
} from './price.js';
