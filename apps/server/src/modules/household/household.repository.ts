import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  householdInvitations,
  householdPeople,
  householdPreferences,
  householdRecipes,
  households,
  pantryItems,
  recipeFavourites,
  savedPlans,
  users,
} from '../../db/schema.js';

export type PersonRow = typeof householdPeople.$inferSelect;
export type NewPerson = typeof householdPeople.$inferInsert;
export type InvitationRow = typeof householdInvitations.$inferSelect;
export type PersonChanges = Partial<
  Pick<
    PersonRow,
    'displayName' | 'ageBand' | 'sex' | 'activityLevel' | 'caloriesPerDay' | 'dietaryRestrictions'
  >
>;

/** Pending: neither accepted nor cancelled, and not expired at `now`. */
const pending = (householdId: string, now: Date) =>
  and(
    eq(householdInvitations.householdId, householdId),
    isNull(householdInvitations.acceptedAt),
    isNull(householdInvitations.cancelledAt),
    gt(householdInvitations.expiresAt, now),
  );

/**
 * Households, their people and invitations. Every read and write of people and invitations is
 * keyed on a household id the service took from the caller's own person row (or on the caller's
 * user id); only an invitation's token hash finds a row of another household. Pass a transaction
 * as `db` to run inside it.
 */
export function householdRepository(db: Db) {
  return {
    /** The caller's person row (and so their household), or undefined before first use. */
    personOfUser: (userId: number) =>
      db
        .select()
        .from(householdPeople)
        .where(eq(householdPeople.userId, userId))
        .then((rows) => rows[0]),

    /** Serialises a member's first use: two first requests at once make one household. */
    async lockUser(userId: number) {
      await db.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
    },

    /** Holds the household's row until the transaction ends: its people and invitations are ours. */
    async lockHouseholds(ids: string[]) {
      // Always in the same order, so two transactions locking the same two never deadlock.
      for (const id of [...new Set(ids)].sort())
        await db.execute(sql`select id from ${households} where ${households.id} = ${id} for update`);
    },

    insertHousehold: (now: Date) =>
      db
        .insert(households)
        .values({ createdAt: now })
        .returning()
        .then((rows) => rows[0]!),

    /**
     * What a household shares (ADR 0039) moved into another, as a joiner brings it: the saved
     * plans (their lists and ticks with them), the family's recipes, and the pantry answers,
     * favourites and planning preferences the other household has none of (its own stay).
     */
    async moveSharedData(from: string, to: string) {
      await db.update(savedPlans).set({ householdId: to }).where(eq(savedPlans.householdId, from));
      await db
        .update(householdRecipes)
        .set({ householdId: to })
        .where(eq(householdRecipes.householdId, from));
      await db.execute(
        sql`insert into ${pantryItems} (household_id, food_id, in_pantry, updated_at)
            select ${to}, food_id, in_pantry, updated_at from ${pantryItems} where household_id = ${from}
            on conflict do nothing`,
      );
      await db.execute(
        sql`insert into ${householdPreferences} (household_id, preferences, updated_by, updated_at)
            select ${to}, preferences, updated_by, updated_at from ${householdPreferences} where household_id = ${from}
            on conflict do nothing`,
      );
      await db.execute(
        sql`insert into ${recipeFavourites} (household_id, recipe_id, created_at)
            select ${to}, recipe_id, created_at from ${recipeFavourites} where household_id = ${from}
            on conflict do nothing`,
      );
    },

    async deleteHousehold(id: string) {
      await db.delete(households).where(eq(households.id, id));
    },

    /** The accounts of the household's members (the owner's included) with their plan facts. */
    accounts: (householdId: string) =>
      db
        .select({
          id: users.id,
          displayName: householdPeople.displayName,
          premiumStatus: users.premiumStatus,
          premiumPlan: users.premiumPlan,
          trialEndsAt: users.trialEndsAt,
        })
        .from(householdPeople)
        .innerJoin(users, eq(users.id, householdPeople.userId))
        .where(eq(householdPeople.householdId, householdId)),

    /** The household's people: the owner, then members, then dependants, oldest first. */
    people: (householdId: string) =>
      db
        .select()
        .from(householdPeople)
        .where(eq(householdPeople.householdId, householdId))
        .orderBy(
          sql`case ${householdPeople.role} when 'owner' then 0 when 'member' then 1 else 2 end`,
          asc(householdPeople.createdAt),
          asc(householdPeople.displayName),
          asc(householdPeople.id),
        ),

    person: (householdId: string, personId: string) =>
      db
        .select()
        .from(householdPeople)
        .where(and(eq(householdPeople.householdId, householdId), eq(householdPeople.id, personId)))
        .then((rows) => rows[0]),

    insertPerson: (person: NewPerson) =>
      db
        .insert(householdPeople)
        .values(person)
        .returning()
        .then((rows) => rows[0]!),

    updatePerson: (householdId: string, personId: string, changes: PersonChanges & { updatedAt: Date }) =>
      db
        .update(householdPeople)
        .set(changes)
        .where(and(eq(householdPeople.householdId, householdId), eq(householdPeople.id, personId)))
        .returning()
        .then((rows) => rows[0]),

    async deletePerson(householdId: string, personId: string) {
      await db
        .delete(householdPeople)
        .where(and(eq(householdPeople.householdId, householdId), eq(householdPeople.id, personId)));
    },

    /** Moves a person with an account into another household with `role` (leave, removal, joining). */
    async movePerson(
      fromHouseholdId: string,
      personId: string,
      to: { householdId: string; role: 'owner' | 'member'; now: Date },
    ) {
      await db
        .update(householdPeople)
        .set({ householdId: to.householdId, role: to.role, updatedAt: to.now })
        .where(and(eq(householdPeople.householdId, fromHouseholdId), eq(householdPeople.id, personId)));
    },

    async setRole(householdId: string, personId: string, role: 'owner' | 'member', now: Date) {
      await db
        .update(householdPeople)
        .set({ role, updatedAt: now })
        .where(and(eq(householdPeople.householdId, householdId), eq(householdPeople.id, personId)));
    },

    /** Pending invitations, oldest first. */
    pendingInvitations: (householdId: string, now: Date) =>
      db
        .select()
        .from(householdInvitations)
        .where(pending(householdId, now))
        .orderBy(asc(householdInvitations.createdAt), asc(householdInvitations.email)),

    /** People and pending invitations together: what the 6-person limit counts. */
    async occupied(householdId: string, now: Date): Promise<number> {
      const [people] = await db
        .select({ n: count() })
        .from(householdPeople)
        .where(eq(householdPeople.householdId, householdId));
      const [invitations] = await db
        .select({ n: count() })
        .from(householdInvitations)
        .where(pending(householdId, now));
      return Number(people!.n) + Number(invitations!.n);
    },

    insertInvitation: (row: typeof householdInvitations.$inferInsert) =>
      db
        .insert(householdInvitations)
        .values(row)
        .returning()
        .then((rows) => rows[0]!),

    /** Cancels the household's pending invitations to `email` (a new one replaces them). */
    async cancelInvitationsTo(householdId: string, email: string, now: Date) {
      await db
        .update(householdInvitations)
        .set({ cancelledAt: now })
        .where(and(pending(householdId, now), eq(householdInvitations.email, email)));
    },

    /** Cancels one pending invitation of the household; false when there is no such one. */
    cancelInvitation: (householdId: string, invitationId: string, now: Date) =>
      db
        .update(householdInvitations)
        .set({ cancelledAt: now })
        .where(and(pending(householdId, now), eq(householdInvitations.id, invitationId)))
        .returning({ id: householdInvitations.id })
        .then((rows) => rows.length > 0),

    invitationByTokenHash: (tokenHash: string) =>
      db
        .select()
        .from(householdInvitations)
        .where(eq(householdInvitations.tokenHash, tokenHash))
        .then((rows) => rows[0]),

    /**
     * Marks a pending invitation accepted in one statement, so of two concurrent accepts exactly
     * one gets the row back.
     */
    consumeInvitation: (invitationId: string, userId: number, now: Date) =>
      db
        .update(householdInvitations)
        .set({ acceptedAt: now, acceptedBy: userId })
        .where(
          and(
            eq(householdInvitations.id, invitationId),
            isNull(householdInvitations.acceptedAt),
            isNull(householdInvitations.cancelledAt),
            gt(householdInvitations.expiresAt, now),
          ),
        )
        .returning()
        .then((rows) => rows[0]),
  };
}

export type HouseholdRepository = ReturnType<typeof householdRepository>;
