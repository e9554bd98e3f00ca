import {
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  type FavouriteResponse,
  type FoodSearchResponse,
  type PreviewLinesResponse,
  type MealType,
  type OwnRecipeCuisine,
  type Recipe,
  type RecipeInput,
  type RecipeListResponse,
  type RecipeResponse,
} from '@saverly/contracts';
import {
  OWN_RECIPE_PREFIX,
  centsPerPurchasedGram,
  isOwnRecipeId,
  loadCatalogue,
  mapIngredientLine,
  normalize,
  resolveOwnRecipe,
  type OwnRecipe,
  type RecipeCuisine,
} from '@saverly/kitchen';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { UserRow } from '../users/users.service.js';
import type { HouseholdService } from '../household/household.service.js';
import type { StoresService } from '../stores/stores.service.js';
import { fetchRecipePage, ImportRefusal, REFUSAL_MESSAGES } from './fetch-page.js';
import { presentLine, presentRecipe, presentSummary } from './recipes.presenter.js';
import { recipesRepository, type RecipeChanges, type RecipeRow } from './recipes.repository.js';
import { readRecipe, type ImportedRecipe } from './schema-org.js';

export interface RecipesServiceDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly household: HouseholdService;
  readonly stores: StoresService;
  readonly log: FastifyBaseLogger;
  readonly allowLoopback: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stored rows as the kitchen reads them. */
function ownRecipeOf(row: RecipeRow): OwnRecipe {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cuisine: row.cuisine.toLowerCase() as RecipeCuisine,
    mealTypes: row.mealTypes as MealType[],
    servings: row.servings,
    prepMinutes: row.prepMinutes,
    cookMinutes: row.cookMinutes,
    ingredients: row.ingredients,
    steps: row.steps,
  };
}

/**
 * A page's cuisine words onto the wizard's eight, or "Other" when none says one of them (a
 * Nigerian jollof is not American; the member can change it).
 */
const CUISINE_WORDS: readonly [RegExp, OwnRecipeCuisine][] = [
  [/ital/i, 'Italian'],
  [/thai/i, 'Thai'],
  [/india|pakistan|bangla|sri lank/i, 'Indian'],
  [/mexic|tex-?mex|latin|salvador|guatemal/i, 'Mexican'],
  [/french|proven/i, 'French'],
  [/greek|spanish|spain|turk|leban|morocc|middle east|mediterr|israel|persian|tunis/i, 'Mediterranean'],
  [/chin|japan|korea|vietnam|asia|filip|indones|malays|sichuan|cantones/i, 'Asian'],
  [/americ|southern|cajun|creole|bbq|barbecue|tex|new england|hawai/i, 'American'],
];

export function cuisineOf(words: string | null): OwnRecipeCuisine {
  for (const [pattern, cuisine] of CUISINE_WORDS) if (words && pattern.test(words)) return cuisine;
  return 'Other';
}

/** A page's category (and name) onto meal types; a main course when nothing says otherwise. */
export function mealTypesOf(category: string | null, name: string): MealType[] {
  const text = `${category ?? ''} ${name}`.toLowerCase();
  const types: MealType[] = [];
  if (/breakfast|brunch|pancake|waffle|omelet|porridge|oatmeal|granola|muffin|smoothie/.test(text))
    types.push('breakfast');
  if (/lunch|salad|sandwich|soup|wrap|bowl/.test(text)) types.push('lunch');
  if (/dinner|main|entr[eé]e|supper|curry|stew|casserole|roast|pasta/.test(text) || types.length === 0)
    types.push('dinner');
  return types;
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * The page's recipe as our input: its words kept, fields clipped to our limits. Times the page
 * does not give are taken as 30 + 30 minutes (a guess that never sneaks a long recipe into a
 * short plan; the editor shows it to change).
 */
export function inputFromImport(recipe: ImportedRecipe): RecipeInput {
  const prep = recipe.prepMinutes;
  const cook = recipe.cookMinutes;
  const total = recipe.totalMinutes;
  const known = prep !== null || cook !== null;
  const bounded = (m: number) => Math.min(RECIPE_LIMITS.minutesMax, Math.max(0, m));
  const steps = recipe.steps.map((s) => (s.section ? `${s.section}: ${s.text}` : s.text));
  return {
    name: clip(recipe.name, RECIPE_LIMITS.nameMax),
    description: clip(recipe.description ?? '', RECIPE_LIMITS.descriptionMax),
    cuisine: cuisineOf(recipe.cuisine),
    meal_types: mealTypesOf(recipe.category, recipe.name),
    servings: Math.min(RECIPE_LIMITS.servingsMax, Math.max(1, recipe.servings ?? 4)),
    prep_minutes: bounded(known ? (prep ?? Math.max(0, (total ?? 0) - (cook ?? 0))) : (total ?? 30)),
    cook_minutes: bounded(
      known ? (cook ?? Math.max(0, (total ?? 0) - (prep ?? 0))) : total === null ? 30 : 0,
    ),
    ingredients: recipe.ingredientLines
      .slice(0, RECIPE_LIMITS.linesMax)
      .map((text) => ({ text: clip(text, RECIPE_LIMITS.lineMax) })),
    // More steps than we keep: the rest joined into the last, so nothing is lost.
    steps:
      steps.length <= RECIPE_LIMITS.stepsMax
        ? steps.map((s) => clip(s, RECIPE_LIMITS.stepMax))
        : [
            ...steps.slice(0, RECIPE_LIMITS.stepsMax - 1),
            clip(steps.slice(RECIPE_LIMITS.stepsMax - 1).join(' '), RECIPE_LIMITS.stepMax),
          ],
  };
}

export function recipesService(deps: RecipesServiceDeps) {
  const repo = recipesRepository(deps.db);
  const catalogue = loadCatalogue();

  const notFound = () => new AppError('not_found', RECIPE_MESSAGES.notFound);

  /** The lines as stored: the member's food, else the matcher's when it is sure; unknown foods refused. */
  function storedLines(input: RecipeInput) {
    return input.ingredients.map((line, index) => {
      if (line.food_id != null && !catalogue.food(line.food_id))
        throw new AppError('validation', RECIPE_MESSAGES.unknownFood, [
          { path: `ingredients.${index}.food_id`, message: RECIPE_MESSAGES.unknownFood },
        ]);
      const skip = line.skip === true;
      const mapped = skip
        ? null
        : mapIngredientLine(catalogue, { text: line.text, foodId: line.food_id ?? null });
      return { text: line.text, foodId: skip ? null : (mapped?.foodId ?? null), skip };
    });
  }

  function changesOf(input: RecipeInput, now: Date): RecipeChanges {
    return {
      name: input.name,
      description: input.description,
      cuisine: input.cuisine,
      mealTypes: input.meal_types,
      servings: input.servings,
      prepMinutes: input.prep_minutes,
      cookMinutes: input.cook_minutes,
      ingredients: storedLines(input),
      steps: input.steps,
      updatedAt: now,
    };
  }

  /** Cents per purchased gram at the member's store (cheapest product, sale price when on sale). */
  async function storePrices(user: UserRow): Promise<(foodId: string) => number | null> {
    const store = await deps.stores.storeFor({ storeId: null, userId: user.id, fallback: true });
    if (!store) return () => null;
    const offers = await deps.stores.offersForStore(store.id, deps.clock.now());
    return (foodId) => {
      let best: number | null = null;
      for (const offer of offers.get(foodId) ?? []) {
        if (!offer.packageGrams) continue;
        const perGram = offer.priceCents / offer.packageGrams;
        if (best === null || perGram < best) best = perGram;
      }
      return best;
    };
  }

  async function present(user: UserRow, row: RecipeRow, favourites: ReadonlySet<string>): Promise<Recipe> {
    const resolution = resolveOwnRecipe(catalogue, ownRecipeOf(row), { suggest: true });
    let cost: number | null = null;
    if (resolution.ok) {
      const price = await storePrices(user);
      const total = resolution.recipe.ingredients.reduce(
        (sum, line) =>
          sum + line.bought.grams * (price(line.bought.food.id) ?? centsPerPurchasedGram(line.bought.food)),
        0,
      );
      cost = Math.round(total / row.servings);
    }
    return presentRecipe(
      row,
      resolution,
      favourites.has(`${OWN_RECIPE_PREFIX}${row.id}`),
      cost,
      (id) => catalogue.food(id)?.name ?? null,
    );
  }

  async function householdOf(user: UserRow) {
    return deps.household.householdIdOf(user);
  }

  async function create(user: UserRow, input: RecipeInput, origin: Partial<RecipeRow> = {}) {
    const householdId = await householdOf(user);
    if ((await repo.count(householdId)) >= RECIPE_LIMITS.perHousehold)
      throw new AppError('conflict', RECIPE_MESSAGES.full);
    const now = deps.clock.now();
    const row = await repo.insert({
      ...changesOf(input, now),
      householdId,
      createdBy: user.id,
      createdAt: now,
      imageUrl: origin.imageUrl ?? null,
      sourceUrl: origin.sourceUrl ?? null,
      author: origin.author ?? null,
    });
    const favourites = new Set(await repo.favourites(householdId));
    return { success: true as const, recipe: await present(user, row, favourites) };
  }

  return {
    /** GET /api/recipes: the household's recipes, latest changed first. */
    async list(user: UserRow): Promise<RecipeListResponse> {
      const householdId = await householdOf(user);
      const [rows, favourites] = await Promise.all([repo.list(householdId), repo.favourites(householdId)]);
      const liked = new Set(favourites);
      return {
        success: true,
        favourite_recipe_ids: favourites,
        recipes: rows.map((row) =>
          presentSummary(
            row,
            resolveOwnRecipe(catalogue, ownRecipeOf(row)),
            liked.has(`${OWN_RECIPE_PREFIX}${row.id}`),
          ),
        ),
      };
    },

    async get(user: UserRow, id: string): Promise<RecipeResponse> {
      const householdId = await householdOf(user);
      const row = UUID.test(id) ? await repo.get(householdId, id) : undefined;
      if (!row) throw notFound();
      return { success: true, recipe: await present(user, row, new Set(await repo.favourites(householdId))) };
    },

    create: (user: UserRow, input: RecipeInput): Promise<RecipeResponse> => create(user, input),

    async update(user: UserRow, id: string, input: RecipeInput): Promise<RecipeResponse> {
      const householdId = await householdOf(user);
      const row = UUID.test(id)
        ? await repo.update(householdId, id, changesOf(input, deps.clock.now()))
        : undefined;
      if (!row) throw notFound();
      return { success: true, recipe: await present(user, row, new Set(await repo.favourites(householdId))) };
    },

    async remove(user: UserRow, id: string): Promise<void> {
      const householdId = await householdOf(user);
      if (!UUID.test(id) || !(await repo.remove(householdId, id))) throw notFound();
      await repo.forgetFavourites(householdId, [`${OWN_RECIPE_PREFIX}${id}`]);
    },

    /** POST /api/recipes/import: the page fetched safely, its recipe read, mapped and stored. */
    async import(user: UserRow, url: string): Promise<RecipeResponse> {
      let imported: ImportedRecipe | null;
      let finalUrl: string;
      try {
        const page = await fetchRecipePage(url, { allowLoopback: deps.allowLoopback });
        finalUrl = page.url;
        imported = readRecipe(page.html);
      } catch (error) {
        if (error instanceof ImportRefusal)
          throw new AppError(
            error.reason === 'invalid_url' ||
              error.reason === 'scheme' ||
              error.reason === 'port' ||
              error.reason === 'private_address'
              ? 'validation'
              : 'import_failed',
            error.message,
            { reason: error.reason },
          );
        throw error;
      }
      if (!imported || imported.ingredientLines.length === 0)
        throw new AppError('import_failed', REFUSAL_MESSAGES.no_recipe, { reason: 'no_recipe' });
      // The same page twice: the family has it already (delete it first to import it again).
      const source = clip(finalUrl, RECIPE_LIMITS.urlMax);
      const existing = await repo.fromSource(await householdOf(user), source);
      if (existing)
        throw new AppError('conflict', RECIPE_MESSAGES.alreadyImported(existing.name), {
          reason: 'already_imported',
          recipe_id: existing.id,
        });
      deps.log.info({ lines: imported.ingredientLines.length }, 'recipe imported');
      return create(user, inputFromImport(imported), {
        sourceUrl: source,
        author: imported.author ? clip(imported.author, 200) : null,
        imageUrl:
          imported.imageUrl && /^https?:\/\//i.test(imported.imageUrl)
            ? clip(imported.imageUrl, RECIPE_LIMITS.urlMax)
            : null,
      });
    },

    /**
     * POST /api/recipes/:id/favourite: ours by catalogue id, theirs by their recipe's id (or
     * `own-<id>`); anything else is 404.
     */
    async favourite(user: UserRow, id: string, favourite: boolean): Promise<FavouriteResponse> {
      const householdId = await householdOf(user);
      const ownId = isOwnRecipeId(id) ? id.slice(OWN_RECIPE_PREFIX.length) : UUID.test(id) ? id : null;
      let recipeId: string;
      if (ownId !== null) {
        if (!UUID.test(ownId) || !(await repo.get(householdId, ownId))) throw notFound();
        recipeId = `${OWN_RECIPE_PREFIX}${ownId}`;
      } else {
        if (!catalogue.recipe(id)) throw notFound();
        recipeId = id;
      }
      await repo.setFavourite(householdId, recipeId, favourite, deps.clock.now());
      return { success: true, recipe_id: recipeId, favourite };
    },

    /** POST /api/recipes/lines: each line as it would map (the editor's live feedback). */
    previewLines(lines: RecipeInput['ingredients']): PreviewLinesResponse {
      return {
        success: true,
        lines: lines.map((line) =>
          presentLine(
            mapIngredientLine(
              catalogue,
              {
                text: line.text,
                foodId: line.food_id ?? null,
                skip: line.skip === true,
              },
              { suggest: true },
            ),
            (id) => catalogue.food(id)?.name ?? null,
          ),
        ),
      };
    },

    /** GET /api/recipes/foods?q=: foods for a line, best first (the matcher's suggestions, then names). */
    foods(query: string): FoodSearchResponse {
      const q = normalize(query);
      if (q === '') return { success: true, foods: [] };
      const ids = catalogue.parser.suggest(query, 8).map((s) => s.foodId);
      for (const food of catalogue.foods) {
        if (ids.length >= 12) break;
        if (!ids.includes(food.id) && normalize(food.name).includes(q)) ids.push(food.id);
      }
      return {
        success: true,
        foods: ids.map((id) => ({ food_id: id, name: catalogue.food(id)!.name })),
      };
    },

    /** What the planner takes from the household: its recipes as stored and its favourites. */
    async plannerInputs(user: UserRow): Promise<{ ownRecipes: OwnRecipe[]; favouriteRecipeIds: string[] }> {
      const householdId = await householdOf(user);
      const [rows, favourites] = await Promise.all([repo.list(householdId), repo.favourites(householdId)]);
      return { ownRecipes: rows.map(ownRecipeOf), favouriteRecipeIds: favourites };
    },
  };
}

export type RecipesService = ReturnType<typeof recipesService>;
