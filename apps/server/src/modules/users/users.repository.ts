import { eq, sql } from 'drizzle-orm';
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
    setPassword: async (id: number, passwordHash: string, tokensValidAfter: Date): Promise<void> => {
      await db
        .update(users)
        .set({ passwordHash, tokensValidAfter, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },
    setRoleByEmail: async (email: string, role: UserRow['role']): Promise<UserRow | undefined> => {
      const [row] = await db.update(users).set({ role }).where(eq(users.email, email)).returning();
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
