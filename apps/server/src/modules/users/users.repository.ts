import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<
  typeof users.$inferInsert,
  'email' | 'passwordHash' | 'firstName' | 'lastName' | 'role'
>;

/** Every query here is keyed on one user: the caller's own id or the email being signed in. */
export function usersRepository(db: Db) {
  return {
    findById: async (id: number): Promise<UserRow | undefined> => {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    findByEmail: async (email: string): Promise<UserRow | undefined> => {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    /** Inserts unless the email is taken; returns undefined when it is. */
    insert: async (user: NewUser): Promise<UserRow | undefined> => {
      const [row] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },
    update: async (
      id: number,
      changes: Partial<
        Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'emailVerified' | 'role'>
      >,
    ): Promise<UserRow | undefined> => {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /** Sets the hash and bumps credential_version, which ends every session opened before. */
    setPassword: async (id: number, passwordHash: string, now: Date): Promise<number> => {
      const [row] = await db
        .update(users)
        .set({
          passwordHash,
          tokensValidAfter: now,
          credentialVersion: sql`${users.credentialVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
        .returning({ credentialVersion: users.credentialVersion });
      if (!row) throw new Error(`setPassword: no user ${id}`);
      return row.credentialVersion;
    },
    /** Ends every session without changing the password (an undone email change). */
    bumpCredentialVersion: async (id: number): Promise<void> => {
      await db
        .update(users)
        .set({ credentialVersion: sql`${users.credentialVersion} + 1` })
        .where(eq(users.id, id));
    },
    /**
     * Moves the account to a confirmed address. Undefined when another account holds it by now
     * (the unique index decides, so two confirmations cannot both win).
     */
    setVerifiedEmail: async (id: number, email: string): Promise<UserRow | undefined> => {
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken && taken.id !== id) return undefined;
      try {
        const [row] = await db
          .update(users)
          .set({ email, emailVerified: true, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        return row;
      } catch (err) {
        // The unique index refused the address: drizzle wraps the driver's error (code in `cause`).
        const { code, cause } = err as { code?: string; cause?: { code?: string } };
        if ((code ?? cause?.code) === '23505') return undefined;
        throw err;
      }
    },
    setRoleByEmail: async (email: string, role: UserRow['role']): Promise<UserRow | undefined> => {
      const [row] = await db.update(users).set({ role }).where(eq(users.email, email)).returning();
      return row;
    },
    /** ADMIN_EMAILS applies only to an address its owner has proved (issue #12). */
    grantAdminIfVerified: async (email: string): Promise<UserRow | undefined> => {
      const [row] = await db
        .update(users)
        .set({ role: 'admin' })
        .where(and(eq(users.email, email), eq(users.emailVerified, true)))
        .returning();
      return row;
    },
  };
}
