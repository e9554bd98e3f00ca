import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { krogerConnections, krogerOauthStates } from '../../db/schema.js';

export type KrogerConnectionRow = typeof krogerConnections.$inferSelect;

/** Pending consents (by state hash) and members' Kroger links; connections are keyed by user. */
export function krogerCartRepository(db: Db) {
  return {
    async addState(row: { stateHash: string; userId: number; returnTo: string; expiresAt: Date; now: Date }) {
      // Expired consents nobody came back from are cleared as new ones start.
      await db.delete(krogerOauthStates).where(lt(krogerOauthStates.expiresAt, row.now));
      await db.insert(krogerOauthStates).values({
        stateHash: row.stateHash,
        userId: row.userId,
        returnTo: row.returnTo,
        expiresAt: row.expiresAt,
        createdAt: row.now,
      });
    },

    /** Deletes and returns the state in one statement: of two callbacks with it, only one gets it. */
    takeState: (stateHash: string) =>
      db
        .delete(krogerOauthStates)
        .where(eq(krogerOauthStates.stateHash, stateHash))
        .returning()
        .then((rows) => rows[0] ?? null),

    findConnection: (userId: number) =>
      db
        .select()
        .from(krogerConnections)
        .where(eq(krogerConnections.userId, userId))
        .then((rows) => rows[0] ?? null),

    async saveConnection(row: {
      userId: number;
      accessTokenEnc: string;
      refreshTokenEnc: string | null;
      expiresAt: Date;
      scope: string;
      now: Date;
    }) {
      const values = {
        accessTokenEnc: row.accessTokenEnc,
        refreshTokenEnc: row.refreshTokenEnc,
        expiresAt: row.expiresAt,
        scope: row.scope,
        updatedAt: row.now,
      };
      await db
        .insert(krogerConnections)
        .values({ userId: row.userId, ...values, createdAt: row.now })
        .onConflictDoUpdate({ target: krogerConnections.userId, set: values });
    },

    /**
     * Stores refreshed tokens only if the row is still the one they were refreshed from (another
     * request may have refreshed or the member disconnected meanwhile); false when it was not.
     */
    async replaceTokens(
      userId: number,
      previousAccessTokenEnc: string,
      row: {
        accessTokenEnc: string;
        refreshTokenEnc: string | null;
        expiresAt: Date;
        scope: string;
        now: Date;
      },
    ): Promise<boolean> {
      const updated = await db
        .update(krogerConnections)
        .set({
          accessTokenEnc: row.accessTokenEnc,
          refreshTokenEnc: row.refreshTokenEnc,
          expiresAt: row.expiresAt,
          scope: row.scope,
          updatedAt: row.now,
        })
        .where(
          and(
            eq(krogerConnections.userId, userId),
            eq(krogerConnections.accessTokenEnc, previousAccessTokenEnc),
          ),
        )
        .returning({ userId: krogerConnections.userId });
      return updated.length > 0;
    },

    /** True when there was a connection to remove. */
    deleteConnection: (userId: number) =>
      db
        .delete(krogerConnections)
        .where(eq(krogerConnections.userId, userId))
        .returning({ userId: krogerConnections.userId })
        .then((rows) => rows.length > 0),
  };
}

export type KrogerCartRepository = ReturnType<typeof krogerCartRepository>;
