import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pantryItems, savedListChecks, savedPlanMeals, savedPlans, users } from '../../db/schema.js';
import { upgradeStoredMeal } from '../meal-plans/stored-shape.js';

export type SavedPlanRow = typeof savedPlans.$inferSelect;
export type SavedPlanMealRow = typeof savedPlanMeals.$inferSelect;
export type NewSavedPlanMeal = Omit<typeof savedPlanMeals.$inferInsert, 'savedPlanId'>;

/**
 * Every query is scoped to the calling user. Pass a transaction as `db` to run inside it
 * (docs/decisions/0031-saved-plan-aggregate.md: every write of a saved plan is one transaction).
 */
export function savedPlansRepository(db: Db) {
  const owned = (userId: number, id: string) => and(eq(savedPlans.id, id), eq(savedPlans.userId, userId));

  return {
    /** Holds the member's row until the transaction ends: their saved-plan writes take turns. */
    lockMember: (userId: number) =>
      db.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`),

    insert: (row: typeof savedPlans.$inferInsert) =>
      db
        .insert(savedPlans)
        .values(row)
        .returning()
        .then((rows) => rows[0]!),

    insertMeals: async (savedPlanId: string, meals: NewSavedPlanMeal[]) => {
      if (meals.length > 0) await db.insert(savedPlanMeals).values(meals.map((m) => ({ ...m, savedPlanId })));
    },

    /**
     * The meals of one of the member's saved plans, in plan order, in today's wire shape (meals
     * stored before #15 hold camelCase nutrition; the row is left as it is).
     */
    meals: (userId: number, savedPlanId: string) =>
      db
        .select({ meal: savedPlanMeals })
        .from(savedPlanMeals)
        .innerJoin(savedPlans, eq(savedPlans.id, savedPlanMeals.savedPlanId))
        .where(and(eq(savedPlanMeals.savedPlanId, savedPlanId), eq(savedPlans.userId, userId)))
        .orderBy(asc(savedPlanMeals.position), asc(savedPlanMeals.mealId))
        .then((rows) =>
          rows.map(({ meal }) => ({
            ...meal,
            meal: upgradeStoredMeal(meal.meal),
            legacy: upgradeStoredMeal(meal.legacy),
          })),
        ),

    /** Meal counts (all, selected) and days of each of the member's saved plans. */
    mealCounts: (userId: number) =>
      db
        .select({
          id: savedPlanMeals.savedPlanId,
          meals: sql<number>`count(*) filter (where ${savedPlanMeals.selected})::int`,
          days: sql<number>`count(distinct ${savedPlanMeals.day})::int`,
        })
        .from(savedPlanMeals)
        .innerJoin(savedPlans, eq(savedPlans.id, savedPlanMeals.savedPlanId))
        .where(eq(savedPlans.userId, userId))
        .groupBy(savedPlanMeals.savedPlanId),

    list: (userId: number) =>
      db.select().from(savedPlans).where(eq(savedPlans.userId, userId)).orderBy(desc(savedPlans.createdAt)),

    find: (userId: number, id: string) =>
      db
        .select()
        .from(savedPlans)
        .where(owned(userId, id))
        .then((rows) => rows[0] ?? null),

    newest: (userId: number) =>
      db
        .select()
        .from(savedPlans)
        .where(eq(savedPlans.userId, userId))
        .orderBy(desc(savedPlans.createdAt), desc(savedPlans.id))
        .limit(1)
        .then((rows) => rows[0] ?? null),

    updateList: (
      userId: number,
      id: string,
      list: object,
      totals: { cost: number; savings: number },
      now: Date,
    ) =>
      db
        .update(savedPlans)
        .set({ list, totalCostCents: totals.cost, totalSavingsCents: totals.savings, updatedAt: now })
        .where(owned(userId, id)),

    setShopped: (userId: number, id: string, at: Date | null, now: Date) =>
      db.update(savedPlans).set({ shoppedAt: at, updatedAt: now }).where(owned(userId, id)),

    remove: (userId: number, id: string) =>
      db
        .delete(savedPlans)
        .where(owned(userId, id))
        .returning({ id: savedPlans.id })
        .then((rows) => rows.length > 0),

    checks: (savedPlanId: string) =>
      db.select().from(savedListChecks).where(eq(savedListChecks.savedPlanId, savedPlanId)),

    /** The ticked items of the member's lists (`ids`: only these lists). */
    checkedOf: (userId: number, ids?: string[]) =>
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
            eq(savedPlans.userId, userId),
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

    pantry: (userId: number) =>
      db
        .select({ foodId: pantryItems.foodId, inPantry: pantryItems.inPantry })
        .from(pantryItems)
        .where(eq(pantryItems.userId, userId)),

    /** Replaces the member's pantry answers. */
    setPantry: (userId: number, answers: { foodId: string; inPantry: boolean }[]) =>
      db.transaction(async (tx) => {
        await tx.delete(pantryItems).where(eq(pantryItems.userId, userId));
        if (answers.length > 0) await tx.insert(pantryItems).values(answers.map((o) => ({ userId, ...o })));
      }),

    answerPantry: (userId: number, foodId: string, inPantry: boolean) =>
      db
        .insert(pantryItems)
        .values({ userId, foodId, inPantry })
        .onConflictDoUpdate({
          target: [pantryItems.userId, pantryItems.foodId],
          set: { inPantry, updatedAt: sql`now()` },
        }),
  };
}
