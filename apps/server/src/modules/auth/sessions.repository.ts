import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailTokens, refreshTokens } from '../../db/schema.js';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

/** Refresh-token families (sessions) and single-use emailed tokens. */
export function sessionsRepository(db: Db) {
  return {
    async insertRefreshToken(row: {
      userId: number;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
      credentialVersion: number;
    }) {
      await db.insert(refreshTokens).values(row);
    },

    /**
     * Marks an unused, unrevoked, unexpired token as used in one statement, so of two
     * concurrent uses exactly one gets the row back.
     */
    async consumeRefreshToken(tokenHash: string, now: Date) {
      const [row] = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    async revokeFamily(familyId: string, now: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllForUser(userId: number, now: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** Every session of the user but one ("Sign out other devices"). */
    async revokeAllForUserExcept(userId: number, keepFamilyId: string, now: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            ne(refreshTokens.familyId, keepFamilyId),
            isNull(refreshTokens.revokedAt),
          ),
        );
    },

    /**
     * A session is alive while its family has a token not revoked: logout, refresh reuse, a reset
     * and "sign out other devices" revoke every token of the family at once.
     */
    async isSessionAlive(familyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
        .limit(1);
      return row !== undefined;
    },

    async insertEmailToken(row: {
      userId: number;
      purpose: EmailTokenPurpose;
      tokenHash: string;
      email: string;
      expiresAt: Date;
    }) {
      await db.insert(emailTokens).values(row);
    },

    async findEmailToken(tokenHash: string, purpose: EmailTokenPurpose) {
      const [row] = await db
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
      return row;
    },

    /** Single use even under concurrent submits: only one caller gets the row back. */
    async consumeEmailToken(tokenHash: string, purpose: EmailTokenPurpose, now: Date) {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** A new reset link replaces the older unused ones of the same user. */
    async retireEmailTokens(userId: number, purpose: EmailTokenPurpose, now: Date) {
      await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
        );
    },
  };
}
