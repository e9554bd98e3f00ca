/**
 * @saverly/kitchen — the food knowledge base and recipe catalogue (pure; no I/O at run time).
 *
 * `loadCatalogue()` validates the bundled foods and recipes once and returns the indexed
 * catalogue; `buildCatalogue()` does the same for other data (tests, imports).
 */
import { buildCatalogue, type Catalogue } from './catalogue.js';
import { BUNDLED_FOOD_TABLE, BUNDLED_RECIPE_FILES } from './data.js';

export {
  boughtAs,
  buildCatalogue,
  extendCatalogue,
  centsPerPurchasedGram,
  type Catalogue,
  type CatalogueInput,
  type CatalogueRecipe,
  type RecipeFilter,
  type ResolvedIngredient,
  ZEST_FRUIT_FOOD_IDS,
} from './catalogue.js';
export {
  DIET_IDS,
  DIET_RULES,
  compliantDiets,
  dietsAllowMeat,
  foodDiets,
  type DietFood,
  evaluateDiet,
  evaluateDiets,
  isMeatOrFish,
  type DietId,
  type DietInput,
  type DietRule,
  type DietVerdict,
  type DietViolation,
} from './diets.js';
export {
  agreeNoun,
  nameInSentence,
  quotedName,
  formatAmount,
  kitchenAmount,
  pluralNoun,
  scaleIngredientText,
  usedScale,
  scaleStepText,
  stepVessels,
  stepPieces,
  wholeEggs,
  splitIngredientText,
  stepNumber,
  type Amount,
  type IngredientTextParts,
} from './amounts.js';
export {
  ACTIVITY_LEVELS,
  AGE_BANDS,
  SEXES,
  energyNeeds,
  type ActivityLevel,
  type AgeBand,
  type EnergyNeeds,
  type Sex,
} from './energy-needs.js';
export { mulberry32 } from './random.js';
export * from './dish-family.js';
export * from './food-group.js';
export {
  SIDE_DEFINITIONS,
  sideMethod,
  sidesForDish,
  sideSteps,
  sideFoodOfText,
  sideText,
  type SideDefinition,
  type SideStep,
} from './sides.js';
export { AISLES, AISLE_LABELS, aisleLabel, aisleRank, type Aisle, type AisleLabel } from './aisles.js';
export { PANTRY_AISLES, PANTRY_FOOD_IDS, TAP_FOOD_IDS, isPantryStaple, pantryStapleIds } from './pantry.js';
export { FoodMatcher, normalize, singular, type FoodMatch, type MatchableFood } from './matcher.js';
export {
  nutritionOf,
  recipeNutrition,
  roundNutrition,
  scaleNutrition,
  sumNutrition,
  type NutritionFacts,
  type RecipeNutrition,
} from './nutrition.js';
export * from './own-recipes.js';
export { CHILI_HEAT_FOODS, chiliHeatWords, isYoungChild } from './heat.js';
export { dietsBroken, type ServedMeal } from './meal-diets.js';
export { makeAheadOf, type MakeAhead } from './make-ahead.js';
export { LABEL_CHECK_FOODS, labelCheck } from './label-checks.js';
export { IngredientParser, type ParsedIngredient, type ParserFood } from './parse.js';
export {
  ATTRIBUTES,
  CUISINES,
  DIFFICULTIES,
  FoodSchema,
  IngredientLineSchema,
  KitchenDataError,
  MEAL_TYPES,
  OCCASIONS,
  PROTEINS,
  RECIPE_CUISINES,
  RecipeSchema,
  parseFoodTable,
  parseRecipeFile,
  type Attribute,
  type Cuisine,
  type Difficulty,
  type Food,
  type FoodTable,
  type IngredientLine,
  type Instruction,
  type MealType,
  type Nutrients,
  type Occasion,
  type Portion,
  type Price,
  type Protein,
  type Recipe,
  type RecipeCuisine,
  type RetailPackage,
} from './schema.js';
export {
  UNITS,
  UNIT_IDS,
  canConvert,
  convert,
  convertSameKind,
  formatQuantity,
  toGrams,
  toMassGrams,
  toMillilitres,
  unitLabel,
  type ConvertibleFood,
  type Grams,
  type UnitId,
  type UnitKind,
} from './units.js';

/** The bundled data, unvalidated (for tools and benchmarks; apps use `loadCatalogue()`). */
export { BUNDLED_FOOD_TABLE, BUNDLED_RECIPE_FILES };

let cached: Catalogue | undefined;

/** The bundled catalogue, validated and indexed on first use. */
export function loadCatalogue(): Catalogue {
  cached ??= buildCatalogue({ foodTable: BUNDLED_FOOD_TABLE, recipeFiles: BUNDLED_RECIPE_FILES });
  return cached;
}
