/**
 * One rule per diet (docs/decisions/0011-diet-rules.md). A recipe satisfies a diet when none of
 * its ingredients carries an attribute the rule forbids and, for the carb-limited diets, its net
 * carbohydrate per serving is within the limit. Diets are always derived, never hand-tagged.
 */
import { MEAT_OR_FISH_PROTEINS, type Attribute, type Protein } from './schema.js';

export const DIET_IDS = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'dairy-free',
  'keto',
  'paleo',
  'low-carb',
  'nut-free',
] as const;
export type DietId = (typeof DIET_IDS)[number];

export interface DietRule {
  readonly id: DietId;
  readonly label: string;
  /** No ingredient may carry any of these attributes. */
  readonly forbids: readonly Attribute[];
  /** Upper bound on net carbohydrate (carbohydrate − fibre) per serving, in grams. */
  readonly maxNetCarbsPerServingG?: number;
  readonly summary: string;
}

const ANIMAL_FLESH: readonly Attribute[] = ['meat', 'poultry', 'pork', 'fish', 'shellfish', 'gelatin'];

export const DIET_RULES: Readonly<Record<DietId, DietRule>> = {
  vegetarian: {
    id: 'vegetarian',
    label: 'Vegetarian',
    forbids: ANIMAL_FLESH,
    summary: 'No meat, poultry, fish, shellfish or gelatin (their broths and sauces included).',
  },
  vegan: {
    id: 'vegan',
    label: 'Vegan',
    forbids: [...ANIMAL_FLESH, 'dairy', 'egg', 'honey'],
    summary: 'Vegetarian, and no dairy, eggs or honey.',
  },
  'gluten-free': {
    id: 'gluten-free',
    label: 'Gluten-Free',
    forbids: ['gluten'],
    summary: 'No wheat, barley, rye or ordinary oats, and nothing made with them (soy sauce, breadcrumbs…).',
  },
  'dairy-free': {
    id: 'dairy-free',
    label: 'Dairy-Free',
    forbids: ['dairy'],
    summary: 'No milk or anything made from it (butter, ghee, cheese, cream, yogurt).',
  },
  keto: {
    id: 'keto',
    label: 'Keto',
    forbids: ['grain', 'addedSugar', 'starchyVegetable', 'starchyLegume'],
    maxNetCarbsPerServingG: 20,
    summary:
      'At most 20 g net carbohydrate per serving, and no grains, potatoes, beans, lentils, chickpeas or added sugar of any kind.',
  },
  paleo: {
    id: 'paleo',
    label: 'Paleo',
    forbids: ['grain', 'legume', 'dairy', 'refinedSugar', 'processedOil'],
    summary: 'No grains, legumes (peanuts and soy included), dairy, refined sugar or processed seed oils.',
  },
  'low-carb': {
    id: 'low-carb',
    label: 'Low-Carb',
    forbids: [],
    maxNetCarbsPerServingG: 35,
    summary: 'At most 35 g net carbohydrate per serving.',
  },
  'nut-free': {
    id: 'nut-free',
    label: 'Nut-Free',
    forbids: ['treeNut', 'peanut'],
    summary: 'No tree nuts or peanuts, nor anything made from them (nut butters, nut flours, peanut oil).',
  },
};

export interface DietViolation {
  readonly foodId: string;
  readonly attribute: Attribute;
}

export interface DietVerdict {
  readonly diet: DietId;
  readonly ok: boolean;
  /** Ingredients that carry a forbidden attribute. */
  readonly violations: readonly DietViolation[];
  /** Net carbs per serving over the limit, in grams (0 when within or no limit). */
  readonly netCarbExcessG: number;
}

export interface DietInput {
  readonly foods: readonly { readonly id: string; readonly attributes: readonly Attribute[] }[];
  readonly netCarbohydratePerServingG: number;
}

export function evaluateDiet(rule: DietRule, input: DietInput): DietVerdict {
  const forbidden = new Set(rule.forbids);
  const violations: DietViolation[] = [];
  for (const food of input.foods) {
    for (const attribute of food.attributes) {
      if (forbidden.has(attribute)) violations.push({ foodId: food.id, attribute });
    }
  }
  const limit = rule.maxNetCarbsPerServingG;
  const netCarbExcessG = limit === undefined ? 0 : Math.max(0, input.netCarbohydratePerServingG - limit);
  return { diet: rule.id, ok: violations.length === 0 && netCarbExcessG === 0, violations, netCarbExcessG };
}

/** Every diet's verdict, in DIET_IDS order. */
export function evaluateDiets(input: DietInput): DietVerdict[] {
  return DIET_IDS.map((id) => evaluateDiet(DIET_RULES[id], input));
}

const MEAT_OR_FISH: ReadonlySet<Protein> = new Set(MEAT_OR_FISH_PROTEINS);

/** Whether a recipe's main protein is meat, poultry or fish (not eggs, dairy, pulses, soy, nuts). */
export function isMeatOrFish(protein: Protein): boolean {
  return MEAT_OR_FISH.has(protein);
}

/**
 * Whether a family keeping these diets eats meat or fish (no diet forbids both): the planner then
 * gives them meat or fish at some meals instead of the cheapest calories, pulses, every time.
 */
export function dietsAllowMeat(diets: readonly DietId[]): boolean {
  return diets.every((id) => {
    const forbids = DIET_RULES[id].forbids;
    return !(forbids.includes('meat') && forbids.includes('fish'));
  });
}

/** The diets a recipe satisfies. */
export function compliantDiets(input: DietInput): DietId[] {
  return evaluateDiets(input)
    .filter((verdict) => verdict.ok)
    .map((verdict) => verdict.diet);
}

/**
 * Net carbohydrate per 100 g above which a food bought on its own does not fit a carb-limited
 * diet. A recipe's limit is per serving; a product on the deals page has no serving, so it is
 * judged on 100 g: a banana (20 g) or an apple (12 g) is no keto buy, bread (about 45 g) no
 * low-carb one, while onions (8 g), berries (6 g) and milk (5 g) are (ADR 0011).
 */
const FOOD_NET_CARBS_PER_100G: Partial<Record<DietId, number>> = { keto: 10, 'low-carb': 25 };

/** What `foodDiets` reads of a food: its attributes and its carbohydrate and fibre per 100 g. */
export interface DietFood {
  readonly attributes: readonly Attribute[];
  readonly nutrientsPer100g: { readonly carbohydrateG: number; readonly fiberG: number };
}

/**
 * The diets a food fits on its own (a store's deal): none of its attributes is forbidden, and for
 * keto and low-carb its net carbohydrate per 100 g is within `FOOD_NET_CARBS_PER_100G`.
 */
export function foodDiets(food: DietFood): DietId[] {
  const netCarbs = Math.max(0, food.nutrientsPer100g.carbohydrateG - food.nutrientsPer100g.fiberG);
  return DIET_IDS.filter((id) => {
    if (DIET_RULES[id].forbids.some((attribute) => food.attributes.includes(attribute))) return false;
    const limit = FOOD_NET_CARBS_PER_100G[id];
    return limit === undefined || netCarbs <= limit;
  });
}
