/**
 * Generate and refresh meal plans: resolve the store, build its price book from this week's
 * prices and sales, hold the free quota, run the optimizer in the worker pool, store the plan
 * (docs/decisions/0020-meal-plan-api.md).
 */
import {
  DIETARY_RESTRICTIONS,
  generateMealPlanResponseSchema,
  listWords,
  mealPlanPreferencesSchema,
  notesAfterReplacing,
  type DietConflict,
  type FavorProductResponse,
  type LatestMealPlanResponse,
  type MealPlan,
  type MealPlanPreferences,
  type MealPlanQuota,
} from '@saverly/contracts';
import {
  DIET_RULES,
  MEAL_TYPES,
  OWN_RECIPE_PREFIX,
  dietsBroken,
  loadCatalogue,
  resolveOwnRecipe,
  quotedName,
  sideFoodOfText,
  type CatalogueRecipe,
  type ServedMeal,
  type Cuisine,
  type DietId,
  type MealType,
  type OwnRecipe,
} from '@saverly/kitchen';
import type {
  CurrentMeal,
  Offer,
  PlanPerson,
  PlanPreferences,
  PlanRequest,
  PlanResult,
  PriceBook,
  RefreshResult,
} from '@saverly/planner';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { premiumOf } from '../users/premium.js';
import type { UserRow } from '../users/users.service.js';
import { familyDiets } from '../household/household.rules.js';
import type { HouseholdService } from '../household/household.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { StoreRow, StoresService } from '../stores/stores.service.js';
import { mealPlansRepository, type MealPlanRow } from './meal-plans.repository.js';
import { dollars, presentNearestSummary, presentPlan, presentRefresh } from './meal-plans.presenter.js';
import type { PlannerPool } from './planner-pool.js';
import type { PlannerTask, PlannerTaskResult } from './planner-task.js';
import { loadSavedVersions, savedVersionOf } from './saved-versions.js';

const PRICE_BOOK_TTL_MS = 5 * 60_000;
/** Price books kept in memory (oldest dropped first); one is ~100 KB. */
const PRICE_BOOKS_KEPT = 50;
/** How long a plan waits for a store's first inventory sync before using typical prices. */
const FIRST_SYNC_WAIT_MS = 10_000;
/** A shuffle of a plan whose credit was used less than this long ago costs no new credit (ADR 0020). */
const FREE_SHUFFLE_MS = 60 * 60_000;
/** The member's last plans whose recipes the next plan avoids where it can (issue #13). */
const RECENT_PLANS = 3;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An infeasible answer whose nearest plan (a premium member's, of a new plan) is stored under the
 * plan's reservation, with the preferences it meets: the family can save, shuffle and refresh the
 * closest plan like any other (a walk-through's Save answered "plan_id is required").
 */
class NearestKept extends AppError {
  constructor(
    error: AppError,
    readonly plan: MealPlan,
    readonly preferences: MealPlanPreferences,
  ) {
    super(error.code, error.message, error.details);
  }
}

/**
 * The preferences a nearest plan meets: the minimum budget or cooking time it needs, or the meal
 * types it could fill (ADR 0020).
 */
function nearestPreferences(
  prefs: MealPlanPreferences,
  result: Extract<PlanResult, { ok: false }>,
): MealPlanPreferences {
  const nearest = result.nearest_plan;
  if (result.reason === 'budget_too_low' && result.minimum_budget_cents !== undefined)
    return { ...prefs, budget_limit: dollars(result.minimum_budget_cents) };
  if (result.reason === 'cooking_time_too_short' && result.minimum_cooking_minutes !== undefined)
    return { ...prefs, cooking_time: result.minimum_cooking_minutes };
  if (result.reason === 'not_enough_recipes' && nearest)
    return {
      ...prefs,
      meal_types: MEAL_TYPES.filter((t) => nearest.days.some((d) => d.meals.some((m) => m.type === t))),
    };
  return prefs;
}

export interface MealPlansOptions {
  db: Db;
  clock: Clock;
  pool: PlannerPool;
  stores: StoresService;
  /** A store's sync when stale, and waiting for its first one. */
  inventory: Pick<InventoryService, 'syncIfStale' | 'awaitSync'>;
  freePerMonth: number;
  /** Free refreshes (of a stored plan) per member per hour. */
  refreshesPerHour: number;
  /** The caller's household, for a plan for its people and the household's monthly quota. */
  household: Pick<HouseholdService, 'get' | 'sharing'>;
  /** The household's own recipes and favourites (issue #19). */
  recipes: Pick<RecipesService, 'plannerInputs'>;
  /**
   * The household's pantry (the saved-plans module's `pantryService`): the plan charges a share of
   * what the family keeps and whole packages of the rest, as its list buys them.
   */
  pantryOf: (user: UserRow) => Promise<ReadonlySet<string>>;
  timeoutSeconds: number;
}

function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

const MONTHS = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

function quotaMessage(limit: number, resetsAt: Date): string {
  const plans = limit === 1 ? '1 free meal plan' : `${limit} free meal plans`;
  return `You've used your ${plans} this month. Upgrade to Premium for unlimited plans, or plan again on ${MONTHS.format(resetsAt)}.`;
}

/** Monday 00:00 UTC of `now`'s ISO week and the week's label ('2026-W47'). */
export function isoWeek(now: Date): { start: Date; label: string } {
  const dayMs = 86_400_000;
  const weekday = (now.getUTCDay() + 6) % 7;
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - weekday);
  // The ISO week belongs to the year of its Thursday.
  const thursday = new Date(start + 3 * dayMs);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / dayMs / 7) + 1;
  return { start: new Date(start), label: `${year}-W${String(week).padStart(2, '0')}` };
}

/** A 32-bit seed from its parts (FNV-1a): the same parts give the same plan. */
export function seedOf(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

interface StoredMeal {
  recipe_id?: unknown;
  name?: unknown;
  type?: unknown;
  portion?: unknown;
  sides?: unknown;
  people?: unknown;
}

type StoredShare = { portion?: unknown; sides?: unknown };
type CurrentMealVariant = Pick<CurrentMeal, 'portion' | 'sideFoods' | 'shares'>;
const noSides = (sides: unknown) => Array.isArray(sides) && sides.length === 0;

/**
 * A stored meal kept at one plain serving (portion 1 and no sides; in a household, no sides and
 * at most one serving each, as a smaller eater has less of a plain meal, the planner's
 * `plainShare`): its refresh prices the rest of the plan as it is (a budgeted plan keeps some
 * meals plain). A walk-through's household week read such a meal, with the 8-year-old's 0.85, as
 * a full-portion one: its refresh priced three plain dinners at full portions and sides, and made
 * the others smaller to pay for them.
 */
function isPlain(meal: StoredMeal): boolean {
  if (Array.isArray(meal.people) && meal.people.length > 0)
    return (meal.people as StoredShare[]).every(
      (share) => typeof share.portion === 'number' && share.portion <= 1 + 1e-9 && noSides(share.sides),
    );
  return meal.portion === 1 && noSides(meal.sides);
}
/**
 * A meal's portions and sides as stored: one portion and its sides' foods, or each household
 * share's portion and number of sides; the planner recognises a meal planned as the budget's
 * cheapest fitted portions by them (read defensively: older rows have none).
 */
function asPlanned(meal: StoredMeal): CurrentMealVariant {
  if (Array.isArray(meal.people) && meal.people.length > 0) {
    const shares = (meal.people as StoredShare[]).map((share) =>
      typeof share.portion === 'number' && Array.isArray(share.sides)
        ? { portion: share.portion, sides: share.sides.length }
        : null,
    );
    return shares.every((share) => share !== null) ? { shares } : {};
  }
  if (typeof meal.portion !== 'number' || !Array.isArray(meal.sides)) return {};
  const foods = (meal.sides as { food_id?: unknown }[]).map((side) => side?.food_id);
  if (!foods.every((f): f is string => typeof f === 'string')) return {};
  return { portion: meal.portion, sideFoods: foods };
}
/** The meals of a stored plan (the contracts' plan shape, read defensively: older rows). */
function storedMeals(plan: unknown): { day: number; meal: StoredMeal }[] {
  const days = (plan as { days?: unknown } | null)?.days;
  if (!Array.isArray(days)) return [];
  return days.flatMap((d: { day?: unknown; meals?: unknown }) =>
    Array.isArray(d.meals) && typeof d.day === 'number'
      ? (d.meals as StoredMeal[]).map((meal) => ({ day: d.day as number, meal }))
      : [],
  );
}
/** The stored plan's meals as the planner's current meals (rows without a recipe id skipped). */
export function storedCurrentMeals(plan: unknown): CurrentMeal[] {
  return storedMeals(plan).flatMap(({ day, meal }) =>
    typeof meal.recipe_id === 'string' && (MEAL_TYPES as readonly unknown[]).includes(meal.type)
      ? [
          {
            day,
            type: meal.type as MealType,
            recipeId: meal.recipe_id,
            plain: isPlain(meal),
            ...asPlanned(meal),
          },
        ]
      : [],
  );
}
function recipeIdsOf(plan: unknown): string[] {
  return storedMeals(plan)
    .map(({ meal }) => meal.recipe_id)
    .filter((id): id is string => typeof id === 'string');
}

/**
 * Recipes kept as refreshed out of one plan (the most recent): a family refreshing every meal of
 * a week twice over replaces 42; beyond that the oldest may come back.
 */
const MAX_REPLACED_RECIPES = 50;

/** The recipes refreshed out of a stored plan, oldest first (the server's own list). */
function replacedRecipeIdsOf(row: MealPlanRow): string[] {
  const ids: unknown = row.replacedRecipeIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** The API's preferences in the optimizer's words. */
/** What the diet check reads of a meal: the generated plan's or a saved plan's. */
export interface JudgedMeal {
  readonly id: string;
  readonly recipe_id: string | null;
  readonly portion: number;
  readonly sides: readonly { readonly food_id: string }[];
  readonly nutrition: { readonly net_carbohydrate_g: number } | null;
  readonly people?:
    | readonly {
        readonly person_id: string | null;
        readonly portion: number;
        readonly sides: readonly string[];
      }[]
    | undefined;
}

/**
 * The note above a plan (or a saved plan) with meals that no longer fit a diet the household
 * keeps now: which, and what to do (a plan's meal can be refreshed; a saved plan's cannot).
 */
export function dietConflictNote(names: readonly string[], where: 'plan' | 'saved'): string {
  const one = names.length === 1;
  const what = one ? '1 meal no longer fits' : `${names.length} meals no longer fit`;
  const todo =
    where === 'plan'
      ? one
        ? 'It is marked: refresh it for one that fits.'
        : 'Each is marked: refresh them for meals that fit.'
      : one
        ? 'It is marked: plan again, or leave it out when you shop.'
        : 'Each is marked: plan again, or leave them out when you shop.';
  return `${what} a diet your household keeps now: ${listWords(
    [...new Set(names)].map(quotedName),
    4,
  )}. ${todo}`;
}

/**
 * A household person's calories per meal: their day over three meals (breakfast, lunch and dinner
 * each a third), whichever meals the plan has: a plan of dinners only must not put a day's
 * calories on one plate (ADR 0037).
 */
const MEALS_PER_DAY = 3;

export function plannerPreferences(
  p: MealPlanPreferences,
  avoidRecipeIds: string[] = [],
  variety: {
    recentRecipeIds?: string[];
    lastPlanRecipeIds?: string[];
    seed?: number;
    favouriteRecipeIds?: string[];
  } = {},
  people: readonly PlanPerson[] | null = null,
  /** The household's pantry; null: the usual staples. */
  pantry: ReadonlySet<string> | null = null,
): PlanPreferences {
  return {
    ...(pantry ? { pantryFoodIds: [...pantry].sort() } : {}),
    ...(variety.favouriteRecipeIds?.length ? { favouriteRecipeIds: variety.favouriteRecipeIds } : {}),
    ...(people ? { people } : {}),
    days: p.days,
    familySize: p.family_size,
    mealTypes: p.meal_types,
    diets: p.dietary_restrictions.map((d) => d.toLowerCase() as DietId),
    cuisines: p.cuisine_preferences.map((c) => c.toLowerCase() as Cuisine),
    maxCookingMinutes: p.cooking_time,
    caloriesPerMeal: p.calorie_limit,
    budgetDollars: p.budget_limit,
    specialOccasion: p.special_occasion,
    avoidRecipeIds,
    favouredProductIds: p.favor_product_ids,
    recentRecipeIds: variety.recentRecipeIds ?? [],
    ...(variety.lastPlanRecipeIds?.length ? { lastPlanRecipeIds: variety.lastPlanRecipeIds } : {}),
    seed: variety.seed ?? 0,
  };
}

export function mealPlansService(options: MealPlansOptions) {
  /** The one premium rule (users/premium.ts, ADR 0033): paid, or a trial that has not ended. */
  const isPremium = (user: UserRow) => premiumOf(user, options.clock.now()).isPremium;
  const repo = mealPlansRepository(options.db);
  const catalogue = loadCatalogue();
  const recipeIdByName = new Map(catalogue.recipes.map((r) => [r.name.trim().toLowerCase(), r.id]));
  const books = new Map<string, { book: PriceBook; at: number }>();

  /** The store asked for, else the caller's default store, else the configured or built-in default. */
  const storeFor = (user: UserRow, storeId: string | null) =>
    options.stores.storeFor({ storeId, userId: user.id, fallback: true });

  /** This week's prices and sales at the store, by kitchen food id (cached per store inventory and day). */
  async function priceBookFor(store: StoreRow | null, userId: number): Promise<PriceBook> {
    if (!store) return { source: 'typical US prices', offers: {} };
    await options.inventory.syncIfStale(store, userId);
    const now = options.clock.now();
    // A finished sync stamps the store, so its prices are read again at once.
    const key = `${store.id}:${store.inventorySyncedAt?.getTime() ?? 0}:${now.toISOString().slice(0, 10)}`;
    const cached = books.get(key);
    if (cached && now.getTime() - cached.at < PRICE_BOOK_TTL_MS) return cached.book;
    let rows = await options.stores.offersForStore(store.id, now);
    if (rows.size === 0) {
      // The store's first sync is running: a plan at its real prices is worth a short wait.
      await options.inventory.awaitSync(store, FIRST_SYNC_WAIT_MS);
      rows = await options.stores.offersForStore(store.id, now);
    }
    const offers: Record<string, Offer[]> = {};
    for (const [foodId, list] of rows) {
      const usable = list.filter((o) => o.packageGrams !== null && o.packageGrams > 0);
      if (usable.length === 0) continue;
      offers[foodId] = usable.map((o) => ({
        productId: o.productId,
        name: o.name,
        brand: o.brand,
        packageGrams: o.packageGrams!,
        regularCents: o.regularCents,
        saleCents: o.saleCents,
      }));
    }
    const book: PriceBook = { source: store.name, offers };
    // Only a store with its inventory is worth remembering; an empty one is being synced.
    if (Object.keys(offers).length > 0) {
      if (books.size >= PRICE_BOOKS_KEPT) books.delete(books.keys().next().value!);
      books.set(key, { book, at: now.getTime() });
    }
    return book;
  }

  const storeSummary = options.stores.storeSummary;

  /** Runs a task in the pool with the time limit; an overloaded or slow planner answers 503. */
  async function runTask(task: PlannerTask): Promise<PlannerTaskResult> {
    try {
      return await options.pool.run(task, AbortSignal.timeout(options.timeoutSeconds * 1000));
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      const message = error instanceof Error ? error.message : '';
      if (name === 'AbortError' || name === 'TimeoutError' || /queue is at limit/i.test(message))
        throw new AppError(
          'unavailable',
          'The meal planner is busy right now. Please try again in a moment.',
        );
      throw error;
    }
  }

  async function runPlan(request: PlanRequest): Promise<PlanResult> {
    const answer = await runTask({ kind: 'plan', request });
    if (answer.kind !== 'plan') throw new Error('the planner answered another task');
    return answer.result;
  }

  async function runRefresh(
    request: PlanRequest,
    current: CurrentMeal[],
    slot: { day: number; type: MealType },
  ): Promise<RefreshResult> {
    const answer = await runTask({ kind: 'refresh', request, current, slot });
    if (answer.kind !== 'refresh') throw new Error('the planner answered another task');
    return answer.result;
  }

  /**
   * What the caller's plans count against (ADR 0039): the household's month, unlimited for a
   * premium member or when a Family plan (paid or its trial) of anyone in the household covers it.
   */
  async function allowance(user: UserRow) {
    const sharing = await options.household.sharing(user);
    return { ...sharing, premium: isPremium(user) || sharing.familyPlan };
  }

  async function quota(user: UserRow): Promise<MealPlanQuota> {
    const now = options.clock.now();
    const resets = nextMonthStart(now).toISOString();
    const { premium, accountIds } = await allowance(user);
    const used = await repo.countSince(accountIds, monthStart(now), now);
    if (premium) return { used, limit: null, remaining: null, resets_at: resets };
    const limit = options.freePerMonth;
    return { used, limit, remaining: Math.max(0, limit - used), resets_at: resets };
  }

  /**
   * No plan meets the constraints: the explanation, the minimum budget or cooking time, and the
   * nearest plan - whole for premium members, in brief (cost and meal names) for free members, so
   * an impossible budget is not a free plan (ADR 0020).
   */
  function infeasible(
    premium: boolean,
    result: Extract<PlanResult, { ok: false }>,
    present: (p: NonNullable<typeof result.nearest_plan>) => MealPlan,
  ): AppError {
    const nearest = result.nearest_plan ? present(result.nearest_plan) : null;
    return new AppError('infeasible', result.explanation, {
      reason: result.reason === 'invalid_request' ? 'no_plan_found' : result.reason,
      minimum_budget: result.minimum_budget_cents === undefined ? null : dollars(result.minimum_budget_cents),
      cuisine_budget: result.cuisine_budget_cents === undefined ? null : dollars(result.cuisine_budget_cents),
      full_portions_budget:
        result.full_portions_budget_cents === undefined ? null : dollars(result.full_portions_budget_cents),
      minimum_cooking_time: result.minimum_cooking_minutes ?? null,
      nearest_plan: nearest && premium ? nearest : null,
      nearest_plan_summary: nearest ? presentNearestSummary(nearest) : null,
    });
  }

  /**
   * A plan for a number of people (no `people` chosen) still keeps every household person's
   * dietary needs (ADR 0037 amendment): the family's coeliac child eats from it too. A walk-
   * through's one-person household said "Dietary needs: Gluten-Free", the wizard had no "Who's
   * eating?" for one person, and the plan she asked for without the Gluten-Free tick had pitas.
   * The needs join the request's diets, so the plan and its stored preferences say they hold.
   * A plan for chosen people keeps theirs (`planningPeople`), not those left out.
   */
  async function withHouseholdDiets(user: UserRow, prefs: MealPlanPreferences): Promise<MealPlanPreferences> {
    if (prefs.people && prefs.people.length > 0) return prefs;
    const { household } = await options.household.get(user);
    const diets = familyDiets(prefs.dietary_restrictions, household.people);
    return diets.length === prefs.dietary_restrictions.length
      ? prefs
      : { ...prefs, dietary_restrictions: diets };
  }

  /**
   * A household plan's people from the caller's household (ADR 0037): their names, calories per
   * meal and restrictions as the household has them now. An id that is not a person of the
   * caller's household is refused (another household's people are not found either).
   */
  async function planningPeople(user: UserRow, ids: readonly string[] | null): Promise<PlanPerson[] | null> {
    if (!ids) return null;
    const { household } = await options.household.get(user);
    const byId = new Map(household.people.map((person) => [person.id, person]));
    return ids.map((id) => {
      const person = byId.get(id);
      if (!person)
        throw new AppError('validation', 'Choose people of your household for this plan', { people: [id] });
      return {
        id,
        name: person.display_name,
        caloriesPerMeal: Math.round(person.daily_calories / MEALS_PER_DAY),
        diets: person.dietary_restrictions.map((d) => d.toLowerCase() as DietId),
        // A young child's share names the meal's chili heat (kitchen `isYoungChild`).
        ageBand: person.age_band,
      };
    });
  }

  /**
   * The household's own recipes (unless the plan leaves them out: `include_own_recipes` false)
   * and its favourites, ours and theirs (issue #19). The planner resolves each recipe again and
   * leaves out any with a line not mapped.
   */
  async function householdRecipes(
    user: UserRow,
    prefs: MealPlanPreferences,
  ): Promise<{ ownRecipes: OwnRecipe[]; favouriteRecipeIds: string[] }> {
    const inputs = await options.recipes.plannerInputs(user);
    return {
      ownRecipes: prefs.include_own_recipes === false ? [] : inputs.ownRecipes,
      favouriteRecipeIds: inputs.favouriteRecipeIds,
    };
  }

  /**
   * The recipes of the member's last plans (avoided where the catalogue allows), and of the most
   * recent one (avoided before the older ones where repeats cannot be).
   */
  async function recentRecipes(userId: number, before?: Date): Promise<{ recent: string[]; last: string[] }> {
    const rows = await repo.recent(userId, RECENT_PLANS, before);
    // The last plan is the last week's plan, not a counted refresh stored after it (one meal).
    const last = rows.find((row) => {
      const prefs = mealPlanPreferencesSchema.safeParse(row.preferences);
      return !(prefs.success && isRefresh(prefs.data));
    });
    return {
      recent: [...new Set(rows.flatMap((row) => recipeIdsOf(row.plan)))],
      last: last ? [...new Set(recipeIdsOf(last.plan))] : [],
    };
  }

  /** Seeded by member and ISO week and the member's plans so far that week (issue #13). */
  async function weeklySeed(userId: number, now: Date, ...salt: string[]): Promise<number> {
    const week = isoWeek(now);
    const made = await repo.countSince([userId], week.start, now);
    return seedOf(userId, week.label, made, ...salt);
  }

  /**
   * Takes one plan of the month's quota (free members), makes the plan under the reservation's id
   * and stores it; a plan that could not be made gives the credit back.
   */
  async function withCredit(
    user: UserRow,
    store: StoreRow | null,
    prefs: MealPlanPreferences,
    make: (id: string, now: Date) => Promise<MealPlan>,
  ): Promise<{ plan: MealPlan; quota: MealPlanQuota }> {
    const now = options.clock.now();
    const { premium, householdId, accountIds } = await allowance(user);
    const limit = premium ? null : options.freePerMonth;
    const reservation = await repo.reserve({
      userId: user.id,
      householdId,
      countedUserIds: accountIds,
      limit,
      since: monthStart(now),
      now,
      storeId: store?.id ?? null,
      preferences: prefs,
    });
    if (!reservation) throw new AppError('quota_exceeded', quotaMessage(limit ?? 0, nextMonthStart(now)));
    try {
      const plan = await make(reservation.id, now);
      await repo.complete(user.id, reservation.id, plan, plan.totals.total_cost_cents);
      return { plan, quota: await quota(user) };
    } catch (error) {
      // A nearest plan made under this reservation is kept as the plan it is (premium members).
      if (error instanceof NearestKept && error.plan.id === reservation.id)
        await repo.complete(
          user.id,
          reservation.id,
          error.plan,
          error.plan.totals.total_cost_cents,
          error.preferences,
        );
      else await repo.release(user.id, reservation.id);
      throw error;
    }
  }

  /** A whole plan for these preferences, avoiding the member's recent recipes where it can. */
  async function makePlan(
    user: UserRow,
    prefs: MealPlanPreferences,
    store: StoreRow | null,
    priceBook: PriceBook,
    context: { id: string | null; createdAt: Date; keepsNearest?: boolean },
    variety: { recent: string[]; last: string[]; seed: number },
  ): Promise<MealPlan> {
    const full = { ...context, store: storeSummary(store), preferences: prefs };
    const own = await householdRecipes(user, prefs);
    const result = await runPlan({
      preferences: plannerPreferences(
        prefs,
        [],
        {
          recentRecipeIds: variety.recent,
          lastPlanRecipeIds: variety.last,
          seed: variety.seed,
          favouriteRecipeIds: own.favouriteRecipeIds,
        },
        await planningPeople(user, prefs.people),
        await options.pantryOf(user),
      ),
      priceBook,
      ownRecipes: own.ownRecipes,
    });
    if (!result.ok) {
      const premium = (await allowance(user)).premium;
      if (!premium || !context.keepsNearest || !result.nearest_plan || context.id === null)
        throw infeasible(premium, result, (p) => presentPlan(p, { ...full, id: null }));
      // A new plan's nearest plan, whole for a premium member: stored as that plan (`withCredit`).
      const meets = nearestPreferences(prefs, result);
      const error = infeasible(premium, result, (p) => presentPlan(p, { ...full, preferences: meets }));
      const details = error.details as { nearest_plan: MealPlan };
      throw new NearestKept(error, details.nearest_plan, meets);
    }
    return presentPlan(result, full);
  }

  /** One meal in place of another (spec section 7's refresh), as a one-day plan. */
  async function makeRefresh(
    user: UserRow,
    prefs: MealPlanPreferences,
    store: StoreRow | null,
    priceBook: PriceBook,
    context: { id: string | null; createdAt: Date },
    stored: MealPlanRow | null = null,
  ): Promise<{ plan: MealPlan; stored?: MealPlan }> {
    // A refresh of a stored plan reads the plan's meals and preferences from the server's copy;
    // otherwise the current meals come by name from the request, and a meal without a day takes
    // the next free day of its type.
    const storedPrefs = stored ? mealPlanPreferencesSchema.safeParse(stored.preferences) : null;
    const current: CurrentMeal[] = stored ? storedCurrentMeals(stored.plan) : [];
    if (current.length === 0) {
      const nextDay = new Map<string, number>();
      for (const meal of prefs.avoid_similar_to) {
        const day = meal.day ?? (nextDay.get(meal.type) ?? 0) + 1;
        nextDay.set(meal.type, Math.max(nextDay.get(meal.type) ?? 0, day));
        const recipeId = recipeIdByName.get(meal.name.trim().toLowerCase());
        if (recipeId) current.push({ day, type: meal.type, recipeId });
      }
    }
    const avoid = [...new Set(current.map((m) => m.recipeId))];
    // Recipes refreshed out of this plan before: not brought back while another meal fits.
    const replacedBefore = stored ? replacedRecipeIdsOf(stored) : [];
    const variety = {
      // A stored plan is refreshed against the plans before it, as it was made (its notes say
      // which dishes are back from those).
      ...(await recentRecipes(user.id, stored?.createdAt).then(({ recent, last }) => ({
        recentRecipeIds: recent,
        lastPlanRecipeIds: last,
      }))),
      seed: await weeklySeed(user.id, context.createdAt, 'refresh', avoid.join(',')),
    };
    // The stored plan's choices, with the household's needs as they are now: a person who turned
    // vegetarian since gets a vegetarian meal in place of the chicken (a plan's other meals that
    // no longer fit are marked, `withDietConflicts`).
    const planning = storedPrefs?.success ? await withHouseholdDiets(user, storedPrefs.data) : prefs;
    const own = await householdRecipes(user, planning);
    const people = await planningPeople(user, planning.people);
    const pantry = await options.pantryOf(user);
    const requestAvoiding = (avoided: readonly string[]) => ({
      preferences: plannerPreferences(
        planning,
        [...avoided],
        { ...variety, favouriteRecipeIds: own.favouriteRecipeIds },
        people,
        pantry,
      ),
      priceBook,
      ownRecipes: own.ownRecipes,
    });
    const request = requestAvoiding(avoid);
    const full = { ...context, store: storeSummary(store), preferences: prefs };
    const slot = prefs.replace;
    const replacing = slot && current.some((m) => m.day === slot.day && m.type === slot.type);
    if (slot && replacing) {
      const replacedId = current.find((m) => m.day === slot.day && m.type === slot.type)!.recipeId;
      const withoutReplaced = replacedBefore.filter((id) => !avoid.includes(id));
      let refreshed = await runRefresh(requestAvoiding([...avoid, ...withoutReplaced]), current, slot);
      // When only a meal refreshed out before fits (a small cuisine, a tight budget), it may come back.
      if (!refreshed.ok && withoutReplaced.length > 0) refreshed = await runRefresh(request, current, slot);
      if (!refreshed.ok)
        throw new AppError('infeasible', refreshed.explanation, { reason: refreshed.reason });
      let notes = refreshed.warnings;
      let whole: MealPlan | undefined;
      if (stored && refreshed.plan) {
        // The stored plan now holds the new meal (its portion, sides, the re-priced list and its
        // notes worked out again), so Save, the grocery list and the notes describe what is shown.
        const presented = presentPlan(refreshed.plan, {
          id: stored.id,
          createdAt: stored.createdAt,
          store: full.store,
          preferences: planning,
        });
        await repo.replacePlan(user.id, stored.id, presented, presented.totals.total_cost_cents, {
          beforeRefresh: stored.plan ?? null,
          replacedRecipeIds: [...replacedBefore.filter((id) => id !== replacedId), replacedId].slice(
            -MAX_REPLACED_RECIPES,
          ),
        });
        whole = presented;
      } else if (stored) {
        // A plan whose meals the planner could not all read again (a family recipe deleted since)
        // is left as it is: its notes, less those that named the meal replaced.
        const replaced = storedMeals(stored.plan).find(
          ({ day, meal }) => day === slot.day && meal.type === slot.type,
        );
        const kept = (stored.plan as { warnings?: unknown }).warnings;
        notes =
          Array.isArray(kept) && typeof replaced?.meal.name === 'string'
            ? notesAfterReplacing(
                kept.filter((note): note is string => typeof note === 'string'),
                replaced.meal.name,
              )
            : [];
      }
      const plan = presentRefresh({ ...refreshed, warnings: notes }, slot.day, full);
      return whole ? { plan, stored: whole } : { plan };
    }
    const result = await runPlan(request);
    if (!result.ok)
      throw infeasible((await allowance(user)).premium, result, (p) => presentPlan(p, { ...full, id: null }));
    return { plan: presentPlan(result, full) };
  }

  /**
   * A free refresh names a stored plan the member owns and a meal in it: the slot it replaces
   * (`replace`), or else one of the meals it avoids, of the refreshed type.
   */
  async function isFreeRefresh(userId: number, prefs: MealPlanPreferences): Promise<boolean> {
    if (!prefs.plan_id || !UUID.test(prefs.plan_id)) return false;
    const row = await repo.find(userId, prefs.plan_id);
    if (!row) return false;
    const type = prefs.meal_types[0];
    const meals = storedMeals(row.plan).filter(({ meal }) => meal.type === type);
    const slot = prefs.replace;
    if (slot) return slot.type === type && meals.some(({ day }) => day === slot.day);
    const names = new Set(
      meals.map(({ meal }) => (typeof meal.name === 'string' ? meal.name.trim().toLowerCase() : '')),
    );
    return prefs.avoid_similar_to.some((m) => m.type === type && names.has(m.name.trim().toLowerCase()));
  }

  /** A refresh: one meal of one type, avoiding every meal now in the plan. */
  const isRefresh = (p: MealPlanPreferences) =>
    p.avoid_similar_to.length > 0 && p.days === 1 && p.meal_types.length === 1;

  async function generate(
    user: UserRow,
    prefs: MealPlanPreferences,
  ): Promise<{ plan: MealPlan; quota: MealPlanQuota }> {
    const store = await storeFor(user, prefs.store_id);
    const priceBook = await priceBookFor(store, user.id);
    const now = options.clock.now();
    const variety = { ...(await recentRecipes(user.id)), seed: await weeklySeed(user.id, now) };
    return withCredit(user, store, prefs, (id, createdAt) =>
      makePlan(user, prefs, store, priceBook, { id, createdAt, keepsNearest: true }, variety),
    );
  }

  /**
   * A refresh. `free` (`isFreeRefresh`): not counted, not stored. Otherwise it counts as a plan
   * and is stored as one (ADR 0020).
   */
  async function refresh(
    user: UserRow,
    prefs: MealPlanPreferences,
    free: boolean,
  ): Promise<{ plan: MealPlan; quota: MealPlanQuota; stored?: MealPlan }> {
    const store = await storeFor(user, prefs.store_id);
    const priceBook = await priceBookFor(store, user.id);
    if (free) {
      const stored =
        prefs.plan_id && UUID.test(prefs.plan_id) ? await repo.find(user.id, prefs.plan_id) : null;
      const made = await makeRefresh(
        user,
        prefs,
        store,
        priceBook,
        { id: null, createdAt: options.clock.now() },
        stored,
      );
      return { ...made, quota: await quota(user) };
    }
    return withCredit(
      user,
      store,
      prefs,
      async (id, createdAt) => (await makeRefresh(user, prefs, store, priceBook, { id, createdAt })).plan,
    );
  }

  /**
   * The newest saved plan of `planId` holding its meals as they are now (a new tab at step 5 shows
   * the plan saved, not Save again), with the meals it kept on the list; else null.
   */
  async function savedPlanOf(userId: number, planId: string, plan: MealPlan) {
    const meals = plan.days.flatMap((day) =>
      day.meals.map((m) => ({
        mealId: m.id,
        recipeId: m.recipe_id,
        servings: m.servings,
        portion: m.portion,
        sides: m.sides,
      })),
    );
    const saved = savedVersionOf(meals, await loadSavedVersions(options.db, userId, planId));
    return saved ? { id: saved.id, name: saved.name, meal_ids: saved.mealIds } : null;
  }

  /**
   * The recipes of these meals, by recipe id: the catalogue's, and the household's own resolved
   * again (only the plan's own: a household may keep 300). A meal whose recipe is gone has none.
   */
  async function recipesOf(
    user: UserRow,
    meals: readonly JudgedMeal[],
  ): Promise<(meal: JudgedMeal) => CatalogueRecipe | undefined> {
    const own = new Map<string, CatalogueRecipe>();
    const ownIds = new Set(
      meals.flatMap((meal) => (meal.recipe_id?.startsWith(OWN_RECIPE_PREFIX) ? [meal.recipe_id] : [])),
    );
    if (ownIds.size > 0) {
      for (const recipe of (await options.recipes.plannerInputs(user)).ownRecipes) {
        if (!ownIds.has(`${OWN_RECIPE_PREFIX}${recipe.id}`)) continue;
        const resolved = resolveOwnRecipe(catalogue, recipe);
        if (resolved.ok) own.set(resolved.recipe.id, resolved.recipe);
      }
    }
    return (meal) =>
      meal.recipe_id ? (catalogue.recipe(meal.recipe_id) ?? own.get(meal.recipe_id)) : undefined;
  }

  /** How one person eats a meal, for `dietsBroken`: their share of a household meal, else the meal. */
  const servedTo = (meal: JudgedMeal, personId: string | null): Omit<ServedMeal, 'recipe'> => {
    const share = personId ? meal.people?.find((s) => s.person_id === personId) : undefined;
    return share
      ? {
          portion: share.portion,
          sideFoodIds: share.sides.flatMap((text) => sideFoodOfText(text) ?? []),
          netCarbsPerPerson: null,
        }
      : {
          portion: meal.portion,
          sideFoodIds: meal.sides.map((side) => side.food_id),
          netCarbsPerPerson: meal.nutrition?.net_carbohydrate_g ?? null,
        };
  };

  /**
   * The meals that break a diet the household keeps now (a person's needs changed after the plan
   * was made): a household plan's meal by each person it feeds (their portion and sides), any other
   * meal by every household person's diets, as a plan for a number of people keeps them all
   * (`withHouseholdDiets`). Own recipes are resolved again from the household's recipes; a meal
   * whose recipe is gone is left unjudged.
   */
  async function dietConflicts(
    user: UserRow,
    meals: readonly JudgedMeal[],
  ): Promise<Map<string, DietConflict>> {
    const out = new Map<string, DietConflict>();
    const { household } = await options.household.get(user);
    const keeping = household.people.filter((person) => person.dietary_restrictions.length > 0);
    if (keeping.length === 0 || meals.length === 0) return out;
    const recipeOf = await recipesOf(user, meals);
    const dietsOf = (person: (typeof keeping)[number]) =>
      person.dietary_restrictions.map((name) => name.toLowerCase() as DietId);
    const byId = new Map(keeping.map((person) => [person.id, person]));
    for (const meal of meals) {
      const recipe = recipeOf(meal);
      if (!recipe) continue;
      const broken = new Set<DietId>();
      const people = new Set<string>();
      const judge = (person: (typeof keeping)[number]) => {
        const diets = dietsBroken({ recipe, ...servedTo(meal, person.id) }, dietsOf(person), catalogue);
        for (const diet of diets) broken.add(diet);
        if (diets.length > 0) people.add(person.display_name);
      };
      if (meal.people && meal.people.length > 0) {
        for (const share of meal.people) {
          const person = share.person_id ? byId.get(share.person_id) : undefined;
          if (person) judge(person);
        }
      } else for (const person of keeping) judge(person);
      if (broken.size > 0)
        out.set(meal.id, {
          diets: DIETARY_RESTRICTIONS.filter((name) => broken.has(name.toLowerCase() as DietId)),
          people: [...people],
        });
    }
    return out;
  }

  /**
   * The diets of a household plan's people (as the household has them now) that every one of
   * these meals keeps for everyone it feeds, in the spec's order: a household plan keeps the union
   * of its people's diets (ADR 0037), which its preferences do not hold (only the ticked diets).
   * A saved plan's name says them ("7 gluten-free, dairy-free days", not "7 gluten-free days" of a
   * dairy-free household's week). A meal whose recipe is gone keeps none.
   */
  async function dietsKept(
    user: UserRow,
    meals: readonly JudgedMeal[],
    personIds: readonly string[],
  ): Promise<string[]> {
    if (personIds.length === 0 || meals.length === 0) return [];
    const { household } = await options.household.get(user);
    const chosen = new Set(personIds);
    const kept = new Set(
      household.people
        .filter((person) => chosen.has(person.id))
        .flatMap((person) => person.dietary_restrictions.map((name) => name.toLowerCase() as DietId)),
    );
    if (kept.size === 0) return [];
    const recipeOf = await recipesOf(user, meals);
    for (const meal of meals) {
      const recipe = recipeOf(meal);
      if (!recipe) return [];
      const eaters = meal.people && meal.people.length > 0 ? meal.people.map((s) => s.person_id) : [null];
      for (const eater of eaters)
        for (const diet of dietsBroken({ recipe, ...servedTo(meal, eater) }, [...kept], catalogue))
          kept.delete(diet);
    }
    return DIETARY_RESTRICTIONS.filter((name) => kept.has(name.toLowerCase() as DietId));
  }

  /** The plan with each meal's diet conflict and, when there are any, a note above it. */
  async function withDietConflicts(user: UserRow, plan: MealPlan): Promise<MealPlan> {
    const conflicts = await dietConflicts(
      user,
      plan.days.flatMap((day) => day.meals),
    );
    if (conflicts.size === 0) return plan;
    const names: string[] = [];
    const days = plan.days.map((day) => ({
      ...day,
      meals: day.meals.map((meal) => {
        const conflict = conflicts.get(meal.id);
        if (!conflict) return meal;
        names.push(meal.name);
        return { ...meal, diet_conflict: conflict };
      }),
    }));
    return { ...plan, days, warnings: [dietConflictNote(names, 'plan'), ...plan.warnings] };
  }

  /**
   * The diets a household's shopping list is read for (`label_check`): the plan's ticked ones and
   * every household person's as the household has them now, as kitchen ids.
   */
  async function listDiets(user: UserRow, ticked: readonly string[]): Promise<DietId[]> {
    const { household } = await options.household.get(user);
    return familyDiets(ticked, household.people).map((name) => name.toLowerCase() as DietId);
  }

  return {
    refreshesPerHour: options.refreshesPerHour,
    quota,
    dietConflicts,
    dietsKept,
    listDiets,
    /** True when the plan is this member's (a saved plan may point at it). */
    owns: async (userId: number, planId: string) =>
      UUID.test(planId) && (await repo.find(userId, planId)) !== null,

    /** The stored plan (the API's MealPlan shape as answered) of this member, else null. */
    storedPlan: async (userId: number, planId: string): Promise<unknown> =>
      UUID.test(planId) ? ((await repo.find(userId, planId))?.plan ?? null) : null,

    /**
     * Undo of the last refresh of a stored plan, or of its last shuffle within the free hour (the
     * same row): the plan as it was before it (its meals, portions, sides, list and notes), so
     * Save and the grocery list price what the family sees again. The meals undone count as
     * refreshed out (a later refresh or shuffle offers others).
     */
    async undoRefresh(user: UserRow, planId: string): Promise<{ plan: MealPlan; quota: MealPlanQuota }> {
      const refreshed = UUID.test(planId) ? await repo.find(user.id, planId) : null;
      if (!refreshed) throw new AppError('not_found', 'Meal plan not found');
      // The meal the refresh brought in and the family undid counts as refreshed out: the next
      // refresh of that slot offers another (a refresh's choice is the same for the same plan).
      const restored = new Set(recipeIdsOf(refreshed.beforeRefresh));
      const undone = recipeIdsOf(refreshed.plan).filter((id) => !restored.has(id));
      const replaced = replacedRecipeIdsOf(refreshed).filter((id) => !undone.includes(id));
      const row = await repo.undoRefresh(
        user.id,
        planId,
        [...replaced, ...undone].filter((id) => !restored.has(id)).slice(-MAX_REPLACED_RECIPES),
      );
      const parsed = row ? generateMealPlanResponseSchema.shape.data.safeParse(row.plan) : null;
      if (!row || !parsed?.success) throw new AppError('conflict', 'There is nothing to undo in this plan.');
      return {
        plan: await withDietConflicts(user, { ...parsed.data, id: row.id }),
        quota: await quota(user),
      };
    },

    /**
     * The member's latest generated plan, as the generate call answered it (the wizard's state
     * after a reload), and the saved plan holding it as it is; null when none (a row written before
     * today's plan shape is the same as none).
     */
    async latest(user: UserRow): Promise<LatestMealPlanResponse | null> {
      const row = await repo.latest(user.id);
      const parsed = row ? generateMealPlanResponseSchema.shape.data.safeParse(row.plan) : null;
      if (!row || !parsed?.success) return null;
      return {
        success: true,
        data: await withDietConflicts(user, { ...parsed.data, id: row.id }),
        quota: await quota(user),
        plan_id: row.id,
        created_at: row.createdAt.toISOString(),
        saved: row.saved,
        saved_plan: row.saved ? await savedPlanOf(user.id, row.id, parsed.data) : null,
      };
    },

    /**
     * The deal a deals page's Generate Meal Plan names: its name (the wizard shows it, never the
     * product id) and which spec diets exclude its food, so the wizard can ask before planning.
     */
    async favorProduct(
      user: UserRow,
      productId: string,
      storeId: string | null,
    ): Promise<FavorProductResponse> {
      const store = await storeFor(user, storeId);
      if (!store) throw new AppError('not_found', 'Product not found');
      const offers = await options.stores.offersForStore(store.id, options.clock.now());
      for (const [foodId, list] of offers) {
        const offer = list.find((o) => o.productId === productId);
        if (!offer) continue;
        const attributes = new Set<string>(catalogue.food(foodId)?.attributes ?? []);
        const excluded = DIETARY_RESTRICTIONS.filter((name) =>
          DIET_RULES[name.toLowerCase() as DietId].forbids.some((a) => attributes.has(a)),
        );
        return {
          success: true,
          product: { id: offer.productId, name: offer.name, brand: offer.brand },
          excluded_by: excluded,
        };
      }
      throw new AppError('not_found', 'Product not found');
    },

    /**
     * POST /api/generate-meal-plan-assistant: a new plan, or a refresh (one meal of one type,
     * avoiding the plan's meals). A refresh of a stored plan the member owns is free: not counted,
     * not stored, and `beforeFreeRefresh` runs first (the route's own, tighter limit on free
     * refreshes). Any other refresh costs a credit like a plan (ADR 0020).
     */
    async generateOrRefresh(
      user: UserRow,
      prefs: MealPlanPreferences,
      beforeFreeRefresh: () => Promise<void>,
    ): Promise<{ plan: MealPlan; quota: MealPlanQuota; stored?: MealPlan }> {
      prefs = await withHouseholdDiets(user, prefs);
      if (!isRefresh(prefs)) return generate(user, prefs);
      const free = await isFreeRefresh(user.id, prefs);
      if (free) await beforeFreeRefresh();
      const answer = await refresh(user, prefs, free);
      if (!answer.stored) return answer;
      // The plan's other meals are judged against the household's diets as they are now.
      const stored = await withDietConflicts(user, answer.stored);
      return stored === answer.stored
        ? answer
        : { ...answer, stored, plan: { ...answer.plan, warnings: stored.warnings } };
    },

    /**
     * Shuffle (step 4): another plan with the stored plan's preferences, avoiding its recipes
     * where it can. Within an hour of the plan's credit the new plan takes the stored plan's
     * place (same id, same credit); later it costs a credit as a new plan (ADR 0020).
     */
    async shuffle(user: UserRow, planId: string): Promise<{ plan: MealPlan; quota: MealPlanQuota }> {
      const row = UUID.test(planId) ? await repo.find(user.id, planId) : null;
      if (!row) throw new AppError('not_found', 'Meal plan not found');
      const parsed = mealPlanPreferencesSchema.safeParse(row.preferences);
      if (!parsed.success)
        throw new AppError('conflict', 'This plan cannot be shuffled. Please make a new plan.');
      // A stored refresh is shuffled as the one-meal plan it is.
      // The household's needs as they are now (a person may have been added since).
      const prefs = await withHouseholdDiets(user, {
        ...parsed.data,
        avoid_similar_to: [],
        replace: null,
        plan_id: null,
      });
      const store = await storeFor(user, prefs.store_id);
      const priceBook = await priceBookFor(store, user.id);
      const now = options.clock.now();
      const current = recipeIdsOf(row.plan);
      // The plan shuffled is the one whose dishes the family least wants again, with the meals
      // they refreshed out of it (a walk-through's shuffle brought back the lentil soup refreshed
      // away a minute before): weighed as last week's dishes, so a narrow choice still plans.
      const refreshedOut = replacedRecipeIdsOf(row);
      const variety = {
        recent: [...new Set([...current, ...refreshedOut, ...(await recentRecipes(user.id)).recent])],
        last: [...new Set([...current, ...refreshedOut])],
        seed: await weeklySeed(user.id, now, 'shuffle', current.join(',')),
      };
      if (now.getTime() - row.createdAt.getTime() < FREE_SHUFFLE_MS) {
        // Same row, same credit: `created_at` stays the credit's, so the client knows the free hour.
        const plan = await makePlan(
          user,
          prefs,
          store,
          priceBook,
          { id: row.id, createdAt: row.createdAt },
          variety,
        );
        // The plan shuffled away is kept, as a refresh keeps its plan: Undo (`undoRefresh`) puts
        // it back (a walk-through's family lost a plan they liked to a shuffle).
        await repo.replacePlan(user.id, row.id, plan, plan.totals.total_cost_cents, {
          beforeRefresh: row.plan,
          replacedRecipeIds: [],
        });
        return { plan, quota: await quota(user) };
      }
      return withCredit(user, store, prefs, (id, createdAt) =>
        makePlan(user, prefs, store, priceBook, { id, createdAt }, variety),
      );
    },
  };
}

export type MealPlansService = ReturnType<typeof mealPlansService>;
