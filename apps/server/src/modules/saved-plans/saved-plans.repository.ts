import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  households,
  mealPlans,
  pantryItems,
  savedListChecks,
  savedPlanMeals,
  savedPlans,
} from '../../db/schema.js';
import { upgradeStoredMeal } from '../meal-plans/stored-shape.js';

export type SavedPlanRow = typeof savedPlans.$inferSelect;
export type SavedPlanMealRow = typeof savedPlanMeals.$inferSelect;
export type NewSavedPlanMeal = Omit<typeof savedPlanMeals.$inferInsert, 'savedPlanId'>;

/**
 * Every query is scoped to the caller's household (docs/decisions/0039-household-sharing.md):
 * its members share the saved plans, their lists and the pantry. Pass a transaction as `db` to run
 * inside it (docs/decisions/0031-saved-plan-aggregate.md: every write of a saved plan is one
 * transaction).
 */
export function savedPlansRepository(db: Db) {
  const owned = (householdId: string, id: string) =>
    and(eq(savedPlans.id, id), eq(savedPlans.householdId, householdId));

  return {
    /** Holds the household's row until the transaction ends: its members' list writes take turns. */
    lockHousehold: (householdId: string) =>
      db.execute(sql`select id from ${households} where ${households.id} = ${householdId} for update`),

    insert: (row: typeof savedPlans.$inferInsert) =>
      db
        .insert(savedPlans)
        .values(row)
        .returning()
        .then((rows) => rows[0]!),

    /** The names of the household's saved plans that begin with `prefix`. */
    namesStartingWith: (householdId: string, prefix: string) =>
      db
        .select({ name: savedPlans.name })
        .from(savedPlans)
        .where(
          and(
            eq(savedPlans.householdId, householdId),
            sql`left(${savedPlans.name}, ${prefix.length}) = ${prefix}`,
          ),
        )
        .then((rows) => rows.map((r) => r.name)),

    insertMeals: async (savedPlanId: string, meals: NewSavedPlanMeal[]) => {
      if (meals.length > 0) await db.insert(savedPlanMeals).values(meals.map((m) => ({ ...m, savedPlanId })));
    },

    /**
     * The meals of one of the household's saved plans, in plan order, in today's wire shape (meals
     * stored before #15 hold camelCase nutrition; the row is left as it is).
     */
    meals: (householdId: string, savedPlanId: string) =>
      db
        .select({ meal: savedPlanMeals })
        .from(savedPlanMeals)
        .innerJoin(savedPlans, eq(savedPlans.id, savedPlanMeals.savedPlanId))
        .where(and(eq(savedPlanMeals.savedPlanId, savedPlanId), eq(savedPlans.householdId, householdId)))
        .orderBy(asc(savedPlanMeals.position), asc(savedPlanMeals.mealId))
        .then((rows) =>
          rows.map(({ meal }) => ({
            ...meal,
            meal: upgradeStoredMeal(meal.meal),
            legacy: upgradeStoredMeal(meal.legacy),
          })),
        ),

    /** Meal counts (all, selected) and days of each of the household's saved plans. */
    mealCounts: (householdId: string) =>
      db
        .select({
          id: savedPlanMeals.savedPlanId,
          meals: sql<number>`count(*) filter (where ${savedPlanMeals.selected})::int`,
          days: sql<number>`count(distinct ${savedPlanMeals.day})::int`,
        })
        .from(savedPlanMeals)
        .innerJoin(savedPlans, eq(savedPlans.id, savedPlanMeals.savedPlanId))
        .where(eq(savedPlans.householdId, householdId))
        .groupBy(savedPlanMeals.savedPlanId),

    list: (householdId: string) =>
      db
        .select()
        .from(savedPlans)
        .where(eq(savedPlans.householdId, householdId))
        .orderBy(desc(savedPlans.createdAt)),

    find: (householdId: string, id: string) =>
      db
        .select()
        .from(savedPlans)
        .where(owned(householdId, id))
        .then((rows) => rows[0] ?? null),

    /**
     * The preferences of the generated plan the household's saved plan `id` came from, as stored
     * (null when it has none or it is gone).
     */
    sourcePreferences: (householdId: string, id: string) =>
      db
        .select({ preferences: mealPlans.preferences })
        .from(savedPlans)
        .innerJoin(mealPlans, eq(mealPlans.id, savedPlans.mealPlanId))
        .where(owned(householdId, id))
        .then((rows): unknown => rows[0]?.preferences ?? null),

    newest: (householdId: string) =>
      db
        .select()
        .from(savedPlans)
        .where(eq(savedPlans.householdId, householdId))
        .orderBy(desc(savedPlans.createdAt), desc(savedPlans.id))
        .limit(1)
        .then((rows) => rows[0] ?? null),

    updateList: (
      householdId: string,
      id: string,
      list: object,
      totals: { cost: number; savings: number },
      now: Date,
    ) =>
      db
        .update(savedPlans)
        .set({ list, totalCostCents: totals.cost, totalSavingsCents: totals.savings, updatedAt: now })
        .where(owned(householdId, id)),

    setShopped: (householdId: string, id: string, at: Date | null, now: Date) =>
      db.update(savedPlans).set({ shoppedAt: at, updatedAt: now }).where(owned(householdId, id)),

    remove: (householdId: string, id: string) =>
      db
        .delete(savedPlans)
        .where(owned(householdId, id))
        .returning({ id: savedPlans.id })
        .then((rows) => rows.length > 0),

    checks: (savedPlanId: string) =>
      db.select().from(savedListChecks).where(eq(savedListChecks.savedPlanId, savedPlanId)),

    /** The ticked items of the household's lists (`ids`: only these lists). */
    checkedOf: (householdId: string, ids?: string[]) =>
      db
        .select({
          savedPlanId: savedListChecks.savedPlanId,
          itemId: savedListChecks.itemId,
          changedAt: savedListChecks.changedAt,
        })
        .from(savedListChecks)
        .innerJoin(savedPlans, eq(savedPlans.id, savedListChecks.savedPlanId))
        .where(
          and(
            eq(savedPlans.householdId, householdId),
            eq(savedListChecks.checked, true),
            ids ? inArray(savedListChecks.savedPlanId, ids) : undefined,
          ),
        ),

    /** Applies changes; a change older than the stored one for its item is ignored (newest wins). */
    applyChecks: (savedPlanId: string, changes: { itemId: string; checked: boolean; changedAt: Date }[]) =>
      db.transaction(async (tx) => {
        for (const change of changes) {
          await tx
            .insert(savedListChecks)
            .values({
              savedPlanId,
              itemId: change.itemId,
              checked: change.checked,
              changedAt: change.changedAt,
            })
            .onConflictDoUpdate({
              target: [savedListChecks.savedPlanId, savedListChecks.itemId],
              set: { checked: change.checked, changedAt: change.changedAt },
              setWhere: sql`${savedListChecks.changedAt} < excluded.changed_at`,
            });
        }
      }),

    pantry: (householdId: string) =>
      db
        .select({ foodId: pantryItems.foodId, inPantry: pantryItems.inPantry })
        .from(pantryItems)
        .where(eq(pantryItems.householdId, householdId)),

    /** Replaces the household's pantry answers. */
    setPantry: (householdId: string, answers: { foodId: string; inPantry: boolean }[]) =>
      db.transaction(async (tx) => {
        await tx.delete(pantryItems).where(eq(pantryItems.householdId, householdId));
        if (answers.length > 0)
          await tx.insert(pantryItems).values(answers.map((o) => ({ householdId, ...o })));
      }),

    answerPantry: (householdId: string, foodId: string, inPantry: boolean) =>
      db
        .insert(pantryItems)
        .values({ householdId, foodId, inPantry })
        .onConflictDoUpdate({
          target: [pantryItems.householdId, pantryItems.foodId],
          set: { inPantry, updatedAt: sql`now()` },
        }),
  };
}
