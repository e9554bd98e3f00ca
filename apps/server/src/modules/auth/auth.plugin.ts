import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { appMeta } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../mail/mail.service.js';
import type { UserRow } from '../users/users.service.js';
import { authService, type AuthService } from './auth.service.js';
import { accessTokens, type AccessClaims } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** preHandler: 401 unless the request carries a valid access token; sets request.user. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 for visitors, 403 for members who are not admins. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    accessClaims: AccessClaims | null;
  }
}

/** The access-token key: JWT_SECRET, else one generated on first start and kept in the database. */
async function signingKey(db: Db, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appMeta)
    .values({ key: 'jwt_signing_key', value: randomBytes(64).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'jwt_signing_key'));
  return Buffer.from(row!.value, 'base64url');
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { config: AppConfig; clock: Clock; mailer: Mailer }) {
    const { config, clock, mailer } = opts;
    const db = app.database.db;
    const key = await signingKey(db, config.auth.jwtSecret);
    const tokens = accessTokens({
      key,
      issuer: config.publicUrl,
      ttlMinutes: config.auth.accessTokenTtlMinutes,
      now: () => clock.now(),
    });
    const service = authService({
      db,
      clock,
      mailer,
      log: app.log,
      accessTokens: tokens,
      publicUrl: config.publicUrl,
      refreshTokenTtlDays: config.auth.refreshTokenTtlDays,
      adminEmails: config.auth.adminEmails,
    });
    for (const email of config.auth.adminEmails) await service.grantAdmin(email);

    app.decorate('auth', service);
    app.decorateRequest('user', null);
    app.decorateRequest('accessClaims', null);

    const requireUser = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await service.authenticate(token) : null;
      if (!session) throw new AppError('authentication', 'Authentication required');
      request.user = session.user;
      request.accessClaims = session.claims;
    };
    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.user?.role !== 'admin') throw new AppError('forbidden', 'Access denied');
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
