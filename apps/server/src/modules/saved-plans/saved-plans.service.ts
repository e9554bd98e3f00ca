/**
 * Saved plans (Save Recipe & List): the selected meals of one of the member's generated plans,
 * taken from the server's stored plan, with their priced list, written in one transaction
 * (docs/decisions/0031-saved-plan-aggregate.md); the household's, shared by its members
 * (docs/decisions/0039-household-sharing.md).
 */
import {
  MEAL_TYPES,
  mealPlanPreferencesSchema,
  mealTypeSchema,
  type SavedPlan,
  type SavedPlanSummary,
} from '@saverly/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { budgetCents } from '../meal-plans/meal-plans.presenter.js';
import { dietConflictNote, type MealPlansService } from '../meal-plans/meal-plans.service.js';
import { loadSavedVersions, sameSave } from '../meal-plans/saved-versions.js';
import type { UserRow } from '../users/users.service.js';
import type { ListEvents } from './list-events.js';
import type { PantryService } from './pantry.service.js';
import { withLabelChecks, type PricingService } from './pricing.js';
import { judgedMealOf, mealsOfStoredPlan, savedMealRows } from './saved-meals.js';
import { listOf, presentDetail, presentSummary, summarizeItems } from './saved-plans.presenter.js';
import { savedPlansRepository, type SavedPlanRow } from './saved-plans.repository.js';

/** The caller's household's id (the household module's, created on first use): what is shared. */
export type HouseholdOf = (user: UserRow) => Promise<string>;

/** Monday 00:00 UTC of the ISO week holding `date`. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * 86_400_000);
}

/**
 * The Monday of the week most of a plan's days fall in when it starts on `date` (day 1 is the day
 * it is made): that Monday's week for a plan made Monday to Thursday, the next Monday's for one
 * made Friday to Sunday. A plan made on a Sunday is for the coming week, not the one ending.
 */
export function planWeek(date: Date): Date {
  return weekStart(new Date(date.getTime() + 3 * 86_400_000));
}

/** `base`, or `base (n)` with the first n from 2 that no name in `taken` has. */
function nextName(base: string, taken: readonly string[]): string {
  const names = new Set(taken);
  if (!names.has(base)) return base;
  let n = 2;
  while (names.has(`${base} (${n})`)) n += 1;
  return `${base} (${n})`;
}

const planPreferences = z.object({
  days: z.number().int().min(1),
  family_size: z.number().int().min(1),
  meal_types: z.array(mealTypeSchema).min(1),
  dietary_restrictions: z.array(z.string()).catch([]),
  /** A household plan's people (ids): it is for them, whatever number the form held. */
  people: z.array(z.string()).min(1).nullable().optional().catch(null),
});
const MEAL_WORDS = { breakfast: 'breakfasts', lunch: 'lunches', dinner: 'dinners' } as const;

/**
 * What a plan is, for its default name: "7 days for 4 people", "3 keto dinners for 1 person",
 * "5 vegetarian, gluten-free days for 3 people", "2 days of lunch and dinner for 3 people". A
 * walk-through's three saved plans read "Week of December 7", "(2)" and "(3)", and a keto plan for
 * one looked like the family's week. Null for a stored plan without readable preferences.
 */
export function planShape(
  plan: unknown,
  /** Diets the plan keeps besides its ticked ones: a household plan's people's (`dietsKept`). */
  alsoKept: readonly string[] = [],
): string | null {
  const parsed = planPreferences.safeParse((plan as { preferences?: unknown } | null)?.preferences);
  if (!parsed.success) return null;
  const p = parsed.data;
  const ticked = p.dietary_restrictions.map((d) => d.toLowerCase());
  const diets = [...ticked, ...alsoKept.map((d) => d.toLowerCase()).filter((d) => !ticked.includes(d))].join(
    ', ',
  );
  const types = MEAL_TYPES.filter((t) => p.meal_types.includes(t));
  const day = p.days === 1 ? 'day' : 'days';
  // One meal a day is said as that meal ("3 keto dinners"); two as days of them.
  const what =
    types.length === MEAL_TYPES.length
      ? day
      : types.length === 1
        ? p.days === 1
          ? types[0]!
          : MEAL_WORDS[types[0]!]
        : `${day} of ${types.join(' and ')}`;
  const eating = p.people?.length ?? p.family_size;
  const people = `${eating} ${eating === 1 ? 'person' : 'people'}`;
  // Within a name a family can keep (names are at most 120 characters): many diets are left out.
  const full = `${p.days}${diets ? ` ${diets}` : ''} ${what} for ${people}`;
  return full.length <= 80 ? full : `${p.days} ${what} for ${people}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SaveInput {
  plan_id: string;
  meal_ids?: string[] | undefined;
  name?: string | undefined;
  store_id?: string | null | undefined;
  pantry?: string[] | undefined;
}

export function savedPlansService(options: {
  db: Db;
  clock: Clock;
  mealPlans: MealPlansService;
  pricing: PricingService;
  pantry: PantryService;
  householdOf: HouseholdOf;
  events: ListEvents;
}) {
  const repo = savedPlansRepository(options.db);
  const { householdOf } = options;

  /**
   * The household's saved plan `id`, else 404 (another household's plan, or one of the household
   * the member has left, is not found either).
   */
  async function owned(user: UserRow, id: string, db: Db = options.db): Promise<SavedPlanRow> {
    const row = UUID.test(id) ? await savedPlansRepository(db).find(await householdOf(user), id) : null;
    if (!row) throw new AppError('not_found', 'Saved plan not found');
    return row;
  }

  async function detail(user: UserRow, row: SavedPlanRow, db: Db = options.db): Promise<SavedPlan> {
    const r = savedPlansRepository(db);
    const [meals, checks, state, source] = await Promise.all([
      r.meals(row.householdId, row.id),
      r.checks(row.id),
      options.pantry.state(row.householdId, db),
      r.sourcePreferences(row.householdId, row.id),
    ]);
    // The budget the list is read against (deals added from Sales can take it over).
    const prefs = mealPlanPreferencesSchema.pick({ budget_limit: true }).safeParse(source);
    const ticked = mealPlanPreferencesSchema.pick({ dietary_restrictions: true }).safeParse(source);
    const diets = await options.mealPlans.listDiets(
      user,
      ticked.success ? ticked.data.dietary_restrictions : [],
    );
    const presented = presentDetail({
      row,
      meals,
      checks,
      answered: state.answered,
      now: options.clock.now(),
      budgetCents: prefs.success ? budgetCents(prefs.data) : null,
    });
    return withDietConflicts(user, { ...presented, list: withLabelChecks(presented.list, diets) });
  }

  /**
   * Each meal that breaks a diet the household keeps now marked, and a note above the meals
   * naming those kept on the list (ADR 0037): a person's needs may have changed since it was saved.
   */
  async function withDietConflicts(user: UserRow, plan: SavedPlan): Promise<SavedPlan> {
    const conflicts = await options.mealPlans.dietConflicts(user, plan.meals);
    if (conflicts.size === 0) return plan;
    const meals = plan.meals.map((meal) => {
      const conflict = conflicts.get(meal.id);
      return conflict ? { ...meal, diet_conflict: conflict } : meal;
    });
    const kept = meals.filter((meal) => meal.selected && meal.diet_conflict).map((meal) => meal.name);
    return { ...plan, meals, ...(kept.length > 0 ? { warnings: [dietConflictNote(kept, 'saved')] } : {}) };
  }

  return {
    owned,
    detail,

    /**
     * Save Recipe & List. Saving the same meals of the same plan again (a second tab, a second
     * click) answers the plan saved before, `created` false, rather than "Week of … (2)".
     */
    async save(user: UserRow, body: SaveInput): Promise<{ plan: SavedPlan; created: boolean }> {
      const plan = await options.mealPlans.storedPlan(user.id, body.plan_id);
      if (!plan) throw new AppError('not_found', 'Meal plan not found');
      const all = mealsOfStoredPlan(plan);
      const known = new Set(all.map((m) => m.id));
      const unknown = (body.meal_ids ?? []).filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw new AppError('validation', 'Some meals are not in this plan', { unknown_meals: unknown });
      const rows = savedMealRows(all, body.meal_ids ? new Set(body.meal_ids) : null);
      const selected = rows.filter((r) => r.selected);
      if (selected.length === 0) throw new AppError('validation', 'Select at least one meal to save');

      const planStore = (plan as { store?: { location_id?: unknown } | null }).store?.location_id;
      const keep = new Set(selected.map((r) => r.mealId));
      const { list, store } = await options.pricing.priceMeals(
        user,
        all
          .filter((m) => keep.has(m.id))
          .map((m) => ({
            id: m.id,
            recipeId: m.recipe_id,
            servings: m.servings,
            portion: m.portion,
            sides: m.sides,
            ingredients: m.ingredients,
          })),
        body.store_id ?? (typeof planStore === 'string' ? planStore : null),
        body.pantry,
      );
      const people = (plan as { preferences?: { people?: unknown } }).preferences?.people;
      const kept = await options.mealPlans.dietsKept(
        user,
        all.filter((m) => keep.has(m.id)).map(judgedMealOf),
        Array.isArray(people) ? people.filter((id): id is string => typeof id === 'string') : [],
      );
      const now = options.clock.now();
      const week = `Week of ${new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(planWeek(now))}`;
      const householdId = await householdOf(user);
      const saved = await options.db.transaction(async (tx) => {
        const r = savedPlansRepository(tx);
        await r.lockHousehold(householdId);
        const storeId = store?.id ?? null;
        const before = (await loadSavedVersions(tx, user.id, body.plan_id)).find(
          (v) =>
            sameSave(
              v,
              rows.map((m) => ({
                ...m,
                recipeId: m.recipeId ?? null,
                portion: m.portion ?? 1,
                sides: m.sides,
              })),
            ) &&
            v.storeId === storeId &&
            (body.name === undefined || body.name === v.name),
        );
        const existing = before ? await r.find(householdId, before.id) : null;
        if (existing) return { row: existing, created: false, absorbed: null };
        // Unnamed plans of the same week are told apart: "Week of December 7", then "… (2)" (a
        // walk-through saved 5 plans in one evening, each "Week of December 7").
        const shape = planShape(plan, kept);
        const base = shape ? `${week}: ${shape}` : week;
        const name = body.name ?? nextName(base, await r.namesStartingWith(householdId, base));
        // Deals added before the household had any list wait on one of their own ("My shopping
        // list", no meals): the first plan list at that store takes them over, ticks and all, so
        // the family shops one list (a walk-through's deals stayed on a list nobody opened).
        const newest = await r.newest(householdId);
        const waiting =
          newest &&
          newest.shoppedAt === null &&
          newest.storeId === storeId &&
          (await r.meals(householdId, newest.id)).length === 0
            ? newest
            : null;
        const deals = waiting ? listOf(waiting).enhanced_grocery_list : [];
        const items = [...list.enhanced_grocery_list, ...deals];
        const merged =
          deals.length > 0
            ? {
                ...list,
                summary: summarizeItems(items, list.summary.meals_priced),
                enhanced_grocery_list: items,
              }
            : list;
        const row = await r.insert({
          householdId,
          userId: user.id,
          mealPlanId: body.plan_id,
          name,
          storeId,
          plan: null,
          list: merged,
          totalCostCents: merged.summary.total_cost_cents,
          totalSavingsCents: Math.max(0, merged.summary.total_savings_cents),
          createdAt: now,
          updatedAt: now,
        });
        await r.insertMeals(row.id, rows);
        if (waiting) {
          const ticks = await r.checks(waiting.id);
          if (ticks.length > 0) await r.applyChecks(row.id, ticks);
          await r.remove(householdId, waiting.id);
        }
        return { row, created: true, absorbed: waiting?.id ?? null };
      });
      // An open tab of the deals' list learns it is gone.
      if (saved.absorbed) options.events.publish(saved.absorbed, { type: 'plan' });
      return { plan: await detail(user, saved.row), created: saved.created };
    },

    async list(user: UserRow): Promise<SavedPlanSummary[]> {
      const householdId = await householdOf(user);
      const [rows, counts, checked] = await Promise.all([
        repo.list(householdId),
        repo.mealCounts(householdId),
        repo.checkedOf(householdId),
      ]);
      const byPlan = new Map(counts.map((c) => [c.id, c]));
      const ticks = new Map<string, Map<string, Date>>();
      for (const c of checked) {
        const m = ticks.get(c.savedPlanId) ?? new Map<string, Date>();
        m.set(c.itemId, c.changedAt);
        ticks.set(c.savedPlanId, m);
      }
      const now = options.clock.now();
      return rows.map((row) =>
        presentSummary(
          row,
          listOf(row),
          byPlan.get(row.id) ?? { meals: 0, days: 0 },
          ticks.get(row.id) ?? new Map(),
          now,
        ),
      );
    },

    get: async (user: UserRow, id: string) => detail(user, await owned(user, id)),

    /** The household's newest saved list (where a deal from the deals page goes), or null. */
    async current(user: UserRow): Promise<SavedPlan | null> {
      const row = await repo.newest(await householdOf(user));
      return row ? detail(user, row) : null;
    },

    async remove(user: UserRow, id: string) {
      const row = await owned(user, id);
      await repo.remove(row.householdId, id);
      options.events.publish(row.id, { type: 'plan' });
    },
  };
}

export type SavedPlansService = ReturnType<typeof savedPlansService>;
