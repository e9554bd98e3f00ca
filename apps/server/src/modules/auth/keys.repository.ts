import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta } from '../../db/schema.js';

/** The access-token signing key kept in app_meta when JWT_SECRET is not configured. */
export function keysRepository(db: Db) {
  return {
    /** The stored key (base64url), generated and written on first use (insert-if-absent: instances agree). */
    async signingKey(): Promise<string> {
      await db
        .insert(appMeta)
        .values({ key: 'jwt_signing_key', value: randomBytes(64).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'jwt_signing_key'));
      return row!.value;
    },
  };
}
