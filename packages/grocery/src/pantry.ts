/**
 * Pantry staples for the grocery list: the kitchen's one staple rule (shared with the planner),
 * under the names this package has always exported. `priceGroceryList` takes a family's own list
 * in place of the rule.
 */
export {
  PANTRY_AISLES as DEFAULT_PANTRY_AISLES,
  PANTRY_FOOD_IDS as DEFAULT_PANTRY_FOOD_IDS,
  isPantryStaple as isPantryFood,
  pantryStapleIds as defaultPantryFoodIds,
} from '@saverly/kitchen';
