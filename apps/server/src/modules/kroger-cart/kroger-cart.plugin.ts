import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { appMeta } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { krogerCartClient } from './kroger-cart.client.js';
import { krogerCartRepository } from './kroger-cart.repository.js';
import krogerCartRoutes from './kroger-cart.routes.js';
import { krogerCartService } from './kroger-cart.service.js';
import { deriveTokenKey, tokenCipher } from './token-cipher.js';

/**
 * The secret the token key is derived from: KROGER_TOKEN_KEY, else the access-token signing key
 * exactly as the auth plugin reads it (JWT_SECRET, else the generated `jwt_signing_key`).
 */
async function tokenKeySecret(db: Db, config: AppConfig): Promise<Uint8Array> {
  if (config.krogerCart.tokenKey) return new TextEncoder().encode(config.krogerCart.tokenKey);
  if (config.auth.jwtSecret) return new TextEncoder().encode(config.auth.jwtSecret);
  // Normally already written by the auth plugin; the same insert-if-absent keeps order irrelevant.
  await db
    .insert(appMeta)
    .values({ key: 'jwt_signing_key', value: randomBytes(64).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'jwt_signing_key'));
  return Buffer.from(row!.value, 'base64url');
}

/**
 * Send to Kroger Cart under /api/kroger (docs/decisions/0022-kroger-cart.md). Registered inside
 * the /api scope; the routes answer "not configured" when the server has no Kroger credentials.
 */
export default async function krogerCartPlugin(
  app: FastifyInstance,
  opts: { config: AppConfig; clock: Clock },
) {
  const { config, clock } = opts;
  const db = app.database.db;
  const kroger = config.stores.kroger;
  const service = krogerCartService({
    repo: krogerCartRepository(db),
    clock,
    cipher: tokenCipher(deriveTokenKey(await tokenKeySecret(db, config))),
    client: kroger ? krogerCartClient({ ...kroger, redirectUri: config.krogerCart.redirectUri }) : null,
    log: app.log,
  });
  await app.register(krogerCartRoutes, {
    prefix: '/kroger',
    service,
    callbackPath: new URL(config.krogerCart.redirectUri).pathname,
    secureCookie: config.krogerCart.redirectUri.startsWith('https:'),
  });
}
