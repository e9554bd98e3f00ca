import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pantryItems, savedListChecks, savedPlans } from '../../db/schema.js';

export type SavedPlanRow = typeof savedPlans.$inferSelect;

/** Every query is scoped to the calling user. */
export function groceryListsRepository(db: Db) {
  const owned = (userId: number, id: string) => and(eq(savedPlans.id, id), eq(savedPlans.userId, userId));

  return {
    insert: (row: typeof savedPlans.$inferInsert) =>
      db
        .insert(savedPlans)
        .values(row)
        .returning()
        .then((rows) => rows[0]!),

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
        .orderBy(desc(savedPlans.createdAt))
        .limit(1)
        .then((rows) => rows[0] ?? null),

    updateList: (userId: number, id: string, list: object, totals: { cost: number; savings: number }) =>
      db
        .update(savedPlans)
        .set({ list, totalCostCents: totals.cost, totalSavingsCents: totals.savings, updatedAt: new Date() })
        .where(owned(userId, id)),

    remove: (userId: number, id: string) =>
      db
        .delete(savedPlans)
        .where(owned(userId, id))
        .returning({ id: savedPlans.id })
        .then((rows) => rows.length > 0),

    checks: (savedPlanId: string) =>
      db.select().from(savedListChecks).where(eq(savedListChecks.savedPlanId, savedPlanId)),

    checkedCounts: (userId: number) =>
      db
        .select({ id: savedListChecks.savedPlanId, n: sql<number>`count(*)::int` })
        .from(savedListChecks)
        .innerJoin(savedPlans, eq(savedPlans.id, savedListChecks.savedPlanId))
        .where(and(eq(savedPlans.userId, userId), eq(savedListChecks.checked, true)))
        .groupBy(savedListChecks.savedPlanId),

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

    /** Cost and savings of each saved list since `since`, for the savings chart. */
    totalsSince: (userId: number, since: Date) =>
      db
        .select({
          createdAt: savedPlans.createdAt,
          cost: savedPlans.totalCostCents,
          savings: savedPlans.totalSavingsCents,
        })
        .from(savedPlans)
        .where(and(eq(savedPlans.userId, userId), gte(savedPlans.createdAt, since))),

    allTime: (userId: number) =>
      db
        .select({
          n: sql<number>`count(*)::int`,
          savings: sql<number>`coalesce(sum(${savedPlans.totalSavingsCents}), 0)::int`,
          cost: sql<number>`coalesce(sum(${savedPlans.totalCostCents}), 0)::int`,
        })
        .from(savedPlans)
        .where(eq(savedPlans.userId, userId))
        .then((rows) => rows[0]!),

    pantry: (userId: number) =>
      db
        .select({ foodId: pantryItems.foodId, inPantry: pantryItems.inPantry })
        .from(pantryItems)
        .where(eq(pantryItems.userId, userId)),

    /** Replaces the member's pantry overrides. */
    setPantry: (userId: number, overrides: { foodId: string; inPantry: boolean }[]) =>
      db.transaction(async (tx) => {
        await tx.delete(pantryItems).where(eq(pantryItems.userId, userId));
        if (overrides.length > 0)
          await tx.insert(pantryItems).values(overrides.map((o) => ({ userId, ...o })));
      }),
  };
}
