import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { UserRow } from '../users/users.service.js';
import { authService, type AuthService } from './auth.service.js';
import { keysRepository } from './keys.repository.js';
import { loginGuard } from './login-guard.js';
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

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The auth service (accounts, sessions, the login lockout) and the preHandlers every module's
 * routes use: requireUser and requireAdmin.
 */
export default fp(
  async function authPlugin(app: FastifyInstance, opts: { config: AppConfig; clock: Clock }) {
    const { config, clock } = opts;
    const db = app.database.db;
    // JWT_SECRET, else one generated on first start and kept in the database.
    const key = config.auth.jwtSecret
      ? new TextEncoder().encode(config.auth.jwtSecret)
      : Buffer.from(await keysRepository(db).signingKey(), 'base64url');
    const tokens = accessTokens({
      key,
      issuer: config.publicUrl,
      ttlMinutes: config.auth.accessTokenTtlMinutes,
      now: () => clock.now(),
    });
    const service = authService({
      db,
      clock,
      mailer: app.mailer,
      log: app.log,
      loginGuard: loginGuard(app.rateLimits),
      profile: app.profile,
      signingKey: key,
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
  { name: 'auth', dependencies: ['database', 'rate-limit', 'mail', 'profile'] },
);
