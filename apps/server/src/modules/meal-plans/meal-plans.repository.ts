import { and, desc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { households, mealPlans } from '../../db/schema.js';
import { upgradeStoredPlan } from './stored-shape.js';

/** A pending reservation older than this belongs to a request that died: it no longer counts. */
const PENDING_EXPIRY_MS = 5 * 60_000;

export type MealPlanRow = typeof mealPlans.$inferSelect;

/** A row with its plan in today's wire shape (plans stored before #15: camelCase nutrition). */
const current = (row: MealPlanRow): MealPlanRow => ({ ...row, plan: upgradeStoredPlan(row.plan) });

/**
 * Every query is scoped to the calling user; the month's plans are counted over the household's
 * members (ADR 0039: the quota is the household's).
 */
export function mealPlansRepository(db: Db) {
  const countsSince = (tx: Db, userIds: readonly number[], since: Date, now: Date) =>
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(mealPlans)
      .where(
        and(
          inArray(mealPlans.userId, [...userIds]),
          gte(mealPlans.createdAt, since),
          or(
            eq(mealPlans.status, 'ready'),
            gte(mealPlans.createdAt, new Date(now.getTime() - PENDING_EXPIRY_MS)),
          ),
        ),
      )
      .then((rows) => rows[0]?.n ?? 0);

  return {
    /** The members' plans since `since` (ready, or pending and still alive). */
    countSince: (userIds: readonly number[], since: Date, now: Date) => countsSince(db, userIds, since, now),

    /**
     * Reserves one plan of the month for `userId`: in one transaction that holds the household's
     * row, counts the month's plans of its members (`countedUserIds`) and inserts a pending row
     * when `limit` allows (null = unlimited). Returns the reservation's id, or null when the quota
     * is used up. Two members asking at once take turns: the household never goes over.
     */
    async reserve(input: {
      userId: number;
      householdId: string;
      countedUserIds: readonly number[];
      limit: number | null;
      since: Date;
      now: Date;
      storeId: number | null;
      preferences: object;
    }): Promise<{ id: string; used: number } | null> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select id from ${households} where ${households.id} = ${input.householdId} for update`,
        );
        const used = await countsSince(tx, input.countedUserIds, input.since, input.now);
        if (input.limit !== null && used >= input.limit) return null;
        const [row] = await tx
          .insert(mealPlans)
          .values({
            userId: input.userId,
            storeId: input.storeId,
            preferences: input.preferences,
            createdAt: input.now,
          })
          .returning({ id: mealPlans.id });
        return { id: row!.id, used: used + 1 };
      });
    },

    /** The plan made for a reservation; `preferences`: those it meets, when not those asked (a nearest plan). */
    async complete(userId: number, id: string, plan: object, totalCostCents: number, preferences?: object) {
      await db
        .update(mealPlans)
        .set({ status: 'ready', plan, totalCostCents, ...(preferences ? { preferences } : {}) })
        .where(and(eq(mealPlans.id, id), eq(mealPlans.userId, userId)));
    },

    /** Gives a reservation back (no plan could be made): it does not count. */
    async release(userId: number, id: string) {
      await db
        .delete(mealPlans)
        .where(and(eq(mealPlans.id, id), eq(mealPlans.userId, userId), eq(mealPlans.status, 'pending')));
    },

    /**
     * The plan in place of the stored one (a refresh, or a shuffle within the hour: same credit).
     * Both keep `beforeRefresh`, the plan they replaced, which Undo puts back; a refresh also
     * `replacedRecipeIds`, the recipes refreshed out so far (a shuffle starts them again).
     */
    async replacePlan(
      userId: number,
      id: string,
      plan: object,
      totalCostCents: number,
      refresh: { beforeRefresh: object | null; replacedRecipeIds: readonly string[] } | null = null,
    ) {
      await db
        .update(mealPlans)
        .set({
          plan,
          totalCostCents,
          beforeRefresh: refresh?.beforeRefresh ?? null,
          replacedRecipeIds: [...(refresh?.replacedRecipeIds ?? [])],
        })
        .where(and(eq(mealPlans.id, id), eq(mealPlans.userId, userId), eq(mealPlans.status, 'ready')));
    },

    /** Undo of the last refresh: the plan before it back, once; null when there is none to undo. */
    undoRefresh: (userId: number, id: string, replacedRecipeIds: readonly string[]) =>
      db
        .update(mealPlans)
        .set({
          plan: sql`${mealPlans.beforeRefresh}`,
          totalCostCents: sql`(${mealPlans.beforeRefresh} -> 'totals' ->> 'total_cost_cents')::int`,
          beforeRefresh: null,
          replacedRecipeIds: [...replacedRecipeIds],
        })
        .where(
          and(
            eq(mealPlans.id, id),
            eq(mealPlans.userId, userId),
            eq(mealPlans.status, 'ready'),
            isNotNull(mealPlans.beforeRefresh),
          ),
        )
        .returning()
        .then((rows) => (rows[0] ? current(rows[0]) : null)),

    find: (userId: number, id: string) =>
      db
        .select()
        .from(mealPlans)
        .where(and(eq(mealPlans.id, id), eq(mealPlans.userId, userId), eq(mealPlans.status, 'ready')))
        .then((rows) => (rows[0] ? current(rows[0]) : null)),

    /**
     * The member's newest ready plan (the wizard's plan after a reload), and whether it has been
     * saved to the household's plans since; else null.
     */
    latest: (userId: number) =>
      db
        .select({
          row: mealPlans,
          // Qualified by hand: drizzle writes a column in a select's sql unqualified, and "id"
          // inside the subquery would be the saved plan's own.
          saved: sql<boolean>`exists (select 1 from "saved_plans" where "saved_plans"."meal_plan_id" = "meal_plans"."id")`,
        })
        .from(mealPlans)
        .where(and(eq(mealPlans.userId, userId), eq(mealPlans.status, 'ready')))
        .orderBy(desc(mealPlans.createdAt), desc(mealPlans.id))
        .limit(1)
        .then((rows) => (rows[0] ? { ...current(rows[0].row), saved: rows[0].saved === true } : null)),

    /** The member's last `limit` plans (made before `before`, when given). */
    recent: (userId: number, limit: number, before?: Date) =>
      db
        .select()
        .from(mealPlans)
        .where(
          and(
            eq(mealPlans.userId, userId),
            eq(mealPlans.status, 'ready'),
            before ? lt(mealPlans.createdAt, before) : undefined,
          ),
        )
        .orderBy(desc(mealPlans.createdAt))
        .limit(limit)
        .then((rows) => rows.map(current)),
  };
}
