/**
 * A family's own recipes (issue #19, docs/decisions/0038-own-recipes.md): written in the app or
 * imported from a link, stored by the server as ingredient lines of free text, each mapped to a
 * food of the table. The same parser and matcher as the kitchen's (parse.ts, matcher.ts) read each
 * line; `resolveOwnRecipe` then turns a fully mapped recipe into a `CatalogueRecipe` with the same
 * code as the bundled recipes (catalogue.ts `resolveRecipe`): nutrition, derived diets, cost and
 * time are never taken from the page or the member.
 *
 * Pure: no I/O. The planner takes only recipes this module resolved, so a line nobody mapped can
 * never reach a plan.
 */
import { resolveRecipe, type Catalogue, type CatalogueRecipe } from './catalogue.js';
import type { ParsedIngredient } from './parse.js';
import type { Difficulty, Food, MealType, Protein, Recipe, RecipeCuisine } from './schema.js';
import { toGrams, type UnitId } from './units.js';
import { DIET_IDS, DIET_RULES, type DietId } from './diets.js';
import { normalize, singular, words } from './matcher.js';

/** Own recipes' ids in plans and catalogues: `own-` and the stored recipe's id. */
export const OWN_RECIPE_PREFIX = 'own-';
export const isOwnRecipeId = (id: string): boolean => id.startsWith(OWN_RECIPE_PREFIX);

/** One stored ingredient line: the text as written, and the member's (or the matcher's) food. */
export interface OwnIngredientLine {
  readonly text: string;
  /** The food the line is; null when not yet mapped. */
  readonly foodId: string | null;
  /** "Not food, skip": water, ice, a serving suggestion. Skipped lines are not bought or counted. */
  readonly skip: boolean;
}

export interface OwnRecipe {
  /** The stored recipe's id (a uuid); the planner sees `own-<id>`. */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly cuisine: RecipeCuisine;
  readonly mealTypes: readonly MealType[];
  readonly servings: number;
  readonly prepMinutes: number;
  readonly cookMinutes: number;
  readonly ingredients: readonly OwnIngredientLine[];
  readonly steps: readonly string[];
}

/** Why a line cannot be used yet, in words a member reads beside it. */
export type LineProblem = 'no_food' | 'unsure' | 'no_amount' | 'unknown_food';

export interface LineMapping {
  readonly text: string;
  readonly foodId: string | null;
  readonly skip: boolean;
  /** Parsed from the text: what the line's amount is (null: none, taken as a pinch or one). */
  readonly quantity: number | null;
  readonly unit: UnitId | null;
  readonly grams: number | null;
  /** "minced", "drained and rinsed"; empty when nothing. */
  readonly preparation: string;
  /** Null when the line is ready (mapped with an amount, or skipped). */
  readonly problem: LineProblem | null;
  /** Foods to pick from when there is a problem with the food, best first (when asked: `suggest`). */
  readonly suggestions: readonly { readonly foodId: string; readonly name: string }[];
}

/** A line whose match the member has not confirmed maps by itself only when the matcher is sure. */
const SURE_SCORE = 1;

/** Lines without an amount ("salt and pepper to taste", "cilantro for garnish"): a pinch, else one. */
function amountFor(
  food: Food,
  parsed: ParsedIngredient,
): { quantity: number; unit: UnitId; grams: number } | null {
  const size = parsed.packageSize;
  if (parsed.quantity !== null && size !== null) {
    // "1 (14.5 oz) can": the label's contents, as the parser weighs it.
    const labelled = gramsOf(food, parsed.quantity * size.quantity, size.unit);
    if (labelled) return labelled;
  }
  if (parsed.quantity !== null && parsed.unit !== null) {
    return parsed.grams
      ? { quantity: parsed.quantity, unit: parsed.unit, grams: parsed.grams.edible }
      : gramsOf(food, parsed.quantity, parsed.unit);
  }
  if (parsed.quantity !== null) return gramsOf(food, parsed.quantity, 'each');
  return gramsOf(food, 1, 'pinch') ?? gramsOf(food, 1, 'each');
}

function gramsOf(food: Food, quantity: number, unit: UnitId) {
  const grams = toGrams(food, quantity, unit);
  return grams && grams.edible > 0 ? { quantity, unit, grams: grams.edible } : null;
}

/**
 * How one line maps: the member's food (`chosen`, when they picked one) or the matcher's when it is
 * sure; the amount always from the text, so a member fixes an amount by editing the line.
 */
export function mapIngredientLine(
  catalogue: Catalogue,
  line: { readonly text: string; readonly foodId?: string | null; readonly skip?: boolean },
  options: { readonly suggest?: boolean } = {},
): LineMapping {
  if (line.skip === true)
    return {
      text: line.text,
      quantity: null,
      unit: null,
      grams: null,
      preparation: '',
      foodId: null,
      skip: true,
      problem: null,
      suggestions: [],
    };
  const chosen = line.foodId ?? null;
  const parsed = catalogue.parser.parse(
    line.text,
    chosen !== null && catalogue.food(chosen) ? { foodId: chosen } : {},
  );
  const base = {
    text: line.text,
    quantity: parsed.quantity,
    unit: parsed.unit,
    grams: null,
    preparation: parsed.preparation,
  };
  // Suggestions search every alias (a few ms a line): only for a person to pick from.
  const suggestions = () =>
    options.suggest !== true
      ? []
      : catalogue.parser.suggest(line.text).flatMap(({ foodId }) => {
          const food = catalogue.food(foodId);
          return food ? [{ foodId, name: food.name }] : [];
        });

  const foodId =
    chosen ?? (parsed.match === 'exact' && parsed.matchScore >= SURE_SCORE ? parsed.foodId : null);
  if (foodId === null) {
    return {
      ...base,
      foodId: null,
      skip: false,
      problem: parsed.foodId === null ? 'no_food' : 'unsure',
      suggestions: suggestions(),
    };
  }
  const food = catalogue.food(foodId);
  if (!food)
    return { ...base, foodId: null, skip: false, problem: 'unknown_food', suggestions: suggestions() };
  const amount = amountFor(food, parsed);
  if (!amount) return { ...base, foodId, skip: false, problem: 'no_amount', suggestions: [] };
  return { ...base, ...amount, foodId, skip: false, problem: null, suggestions: [] };
}

/**
 * Under this much protein per 100 g a meat, poultry or fish food flavours a dish and is not its
 * protein: a broth, a stock, a fish or oyster sauce. A helper's Jollof rice made with chicken
 * broth read as a chicken dish and was drawn as a grilled cutlet. (Pulses are not held to it:
 * canned chickpeas have about 5 g.)
 */
const FLAVOURING_MAX_PROTEIN_G_PER_100G = 6;
const ANIMAL_PROTEINS: ReadonlySet<Protein> = new Set<Protein>([
  'chicken',
  'turkey',
  'pork',
  'beef',
  'lamb',
  'shellfish',
  'fish',
]);

/** The main protein: the food giving the most protein among those that are a protein source. */
function mainProteinOf(lines: readonly { food: Food; grams: number }[]): Protein {
  let best: { protein: Protein; grams: number } = { protein: 'none', grams: 0 };
  for (const { food, grams } of lines) {
    const protein = proteinKind(food);
    if (protein === 'none') continue;
    if (ANIMAL_PROTEINS.has(protein) && food.nutrientsPer100g.proteinG < FLAVOURING_MAX_PROTEIN_G_PER_100G)
      continue;
    const proteinGrams = (grams * food.nutrientsPer100g.proteinG) / 100;
    if (proteinGrams > best.grams) best = { protein, grams: proteinGrams };
  }
  return best.protein;
}

function proteinKind(food: Food): Protein {
  const has = (attribute: Food['attributes'][number]) => food.attributes.includes(attribute);
  const id = food.id;
  if (has('poultry')) return id.includes('turkey') ? 'turkey' : 'chicken';
  if (has('pork')) return 'pork';
  if (has('meat')) return id.includes('lamb') ? 'lamb' : 'beef';
  if (has('shellfish')) return 'shellfish';
  if (has('fish')) return 'fish';
  if (id.includes('tofu')) return 'tofu';
  if (id.includes('tempeh')) return 'tempeh';
  if (id.includes('lentil')) return 'lentils';
  if (id.includes('chickpea')) return 'chickpeas';
  if (has('egg') && id.startsWith('egg')) return 'egg';
  if (has('legume') && !has('soy') && !id.includes('peanut')) return 'beans';
  if (has('treeNut') || has('peanut')) return 'nuts-seeds';
  if (has('dairy') && food.nutrientsPer100g.proteinG >= 8) return 'dairy';
  return 'none';
}

function difficultyOf(recipe: OwnRecipe, lines: number): Difficulty {
  const minutes = recipe.prepMinutes + recipe.cookMinutes;
  if (minutes > 75 || lines > 14 || recipe.steps.length > 10) return 'hard';
  if (minutes <= 30 && lines <= 8) return 'easy';
  return 'medium';
}

export type OwnRecipeResolution =
  | { readonly ok: true; readonly recipe: CatalogueRecipe; readonly lines: readonly LineMapping[] }
  | { readonly ok: false; readonly lines: readonly LineMapping[]; readonly unmapped: number };

/**
 * Every line mapped (or skipped), with at least one food: the recipe as the planner and the
 * nutrition, diet and cost code see it. Otherwise `ok: false` with each line's mapping: a recipe
 * with an unmapped line is never planned.
 */
export function resolveOwnRecipe(
  catalogue: Catalogue,
  recipe: OwnRecipe,
  options: { readonly suggest?: boolean } = {},
): OwnRecipeResolution {
  const lines = recipe.ingredients.map((line) => mapIngredientLine(catalogue, line, options));
  const unmapped = lines.filter((line) => line.problem !== null).length;
  const used = lines.filter((line) => !line.skip);
  if (unmapped > 0 || used.length === 0) return { ok: false, lines, unmapped: Math.max(1, unmapped) };

  const asRecipe: Omit<Recipe, 'cuisine'> & { readonly cuisine: RecipeCuisine } = {
    id: `${OWN_RECIPE_PREFIX}${recipe.id}`,
    name: recipe.name,
    description: recipe.description,
    cuisine: recipe.cuisine,
    mealTypes: [...recipe.mealTypes],
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    difficulty: difficultyOf(recipe, used.length),
    mainProtein: mainProteinOf(
      used.map((line) => ({ food: catalogue.food(line.foodId!)!, grams: line.grams ?? 0 })),
    ),
    occasions: [],
    ingredients: used.map((line) => ({
      foodId: line.foodId!,
      quantity: line.quantity ?? 1,
      unit: line.unit ?? 'each',
      preparation: line.preparation,
      text: line.text,
    })),
    instructions: recipe.steps.map((text, index) => ({ step: index + 1, text })),
  };
  const problems: string[] = [];
  const resolved = resolveRecipe(asRecipe, new Map(catalogue.foods.map((food) => [food.id, food])), problems);
  if (!resolved) return { ok: false, lines, unmapped: Math.max(1, problems.length) };
  const mentions = stepsNamingOtherFoods(catalogue, resolved, recipe.steps);
  return {
    ok: true,
    recipe: mentions.length > 0 ? { ...resolved, stepFoodMentions: mentions } : resolved,
    lines,
  };
}

/** A food a step names that the ingredients do not have, and the diets of the recipe it breaks. */
export interface StepFoodMention {
  /** 1-based, as the steps are numbered. */
  readonly step: number;
  /** As the step says it ("soy sauce"). */
  readonly words: string;
  readonly foodId: string;
  readonly diets: readonly DietId[];
}

/**
 * Single words a step uses for a shape or an action as often as for a food: "wrap in foil", "rice
 * the cauliflower", "cut into steaks", "tostada shells", "zucchini noodles".
 */
const GENERIC_WORDS = new Set(['wrap', 'shell', 'steak', 'rice', 'noodle', 'roll', 'stick']);

/** Per catalogue: each food alias (normalized) that some diet forbids, and its food. */
const forbiddenAliases = new WeakMap<Catalogue, { index: Map<string, Food>; maxWords: number }>();

function forbiddenAliasesOf(catalogue: Catalogue) {
  let found = forbiddenAliases.get(catalogue);
  if (found) return found;
  const index = new Map<string, Food>();
  let maxWords = 1;
  for (const food of catalogue.foods) {
    if (!DIET_IDS.some((id) => DIET_RULES[id].forbids.some((a) => food.attributes.includes(a)))) continue;
    for (const alias of [food.name, ...food.aliases]) {
      const key = normalize(alias);
      if (key === '' || index.has(key)) continue;
      index.set(key, food);
      maxWords = Math.max(maxWords, key.split(' ').length);
    }
  }
  found = { index, maxWords };
  forbiddenAliases.set(catalogue, found);
  return found;
}

/**
 * Foods a family's recipe's steps name that its ingredients do not, and that break a diet the
 * recipe meets: a walk-through's congee, its soy sauce changed to gluten-free tamari for a coeliac,
 * still said "Season with soy sauce" in the cook view, which invites the wrong bottle. The diets
 * come from the ingredients alone (a step is not what is bought), so this is said beside the
 * recipe for the family to mend the step, never used to plan.
 *
 * A step's words are matched as the ingredient lines are (normalized, the longest name at each
 * place: "fish sauce" before "fish"); only foods some diet forbids by an attribute (meat, gluten,
 * dairy, …) are looked for. A name an ingredient line already says ("milk" beside "oat milk",
 * "broth" beside "vegetable broth") is not a mention of another food.
 */
export function stepsNamingOtherFoods(
  catalogue: Catalogue,
  recipe: CatalogueRecipe,
  steps: readonly string[],
): StepFoodMention[] {
  if (recipe.diets.length === 0) return [];
  const { index, maxWords } = forbiddenAliasesOf(catalogue);
  const own = new Set(recipe.ingredients.map((line) => line.food.id));
  // The lines as the family wrote them: "soy sauce" is not held by "gluten-free tamari" (whose
  // food's own name says "gluten-free soy sauce"), and is by "2 tbsp gluten-free soy sauce".
  const held = recipe.ingredients.map((line) => ` ${normalize(line.text)} `);
  // One word a line's food is also called ("noodles" beside rice noodles, "cream" beside coconut
  // cream) is that food; two words ("soy sauce") must be the line's own.
  const named = new Set(
    recipe.ingredients.flatMap((line) =>
      [line.food.name, ...line.food.aliases].flatMap((name) => normalize(name).split(' ')),
    ),
  );
  const mentions: StepFoodMention[] = [];
  steps.forEach((step, i) => {
    // "walnut-sized", "dairy-free": one word, no food.
    const raw = words(step.replace(/(\p{L})-(\p{L})/gu, '$1$2'));
    const stems = raw.map(singular);
    for (let start = 0; start < stems.length; start += 1) {
      for (let length = Math.min(maxWords, stems.length - start); length >= 1; length -= 1) {
        const key = stems.slice(start, start + length).join(' ');
        const food = index.get(key);
        if (!food) continue;
        start += length - 1;
        if (own.has(food.id) || held.some((text) => text.includes(` ${key} `))) break;
        if (length === 1 && (named.has(key) || GENERIC_WORDS.has(key))) break;
        const diets = recipe.diets.filter((id) =>
          DIET_RULES[id].forbids.some((a) => food.attributes.includes(a)),
        );
        const said = raw.slice(start - length + 1, start + 1).join(' ');
        if (diets.length > 0 && !mentions.some((m) => m.step === i + 1 && m.foodId === food.id))
          mentions.push({ step: i + 1, words: said, foodId: food.id, diets });
        break;
      }
    }
  });
  return mentions;
}
