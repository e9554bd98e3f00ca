import {
  normaliseEmail,
  profileResponseSchema,
  profileUpdateRequestSchema,
  SECURITY_MESSAGES,
} from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { presentUser } from '../users/users.presenter.js';
import { usersService } from '../users/users.service.js';

/** GET and PUT /api/auth/profile: the caller's own account, nobody else's. */
const profileRoutes: FastifyPluginAsyncZod<{ db: Db; clock?: Clock }> = async (app, opts) => {
  const now = () => opts.clock?.now() ?? new Date();
  const users = usersService(opts.db);

  app.get(
    '/auth/profile',
    { schema: { response: { 200: profileResponseSchema } }, preHandler: app.requireUser },
    async (request) => ({
      user: presentUser(request.user!, await app.stores.defaultStorePayload(request.user!.id), now()),
    }),
  );

  app.put(
    '/auth/profile',
    {
      schema: { body: profileUpdateRequestSchema, response: { 200: profileResponseSchema } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const body = request.body;
      const current = request.user!;
      // The address changes only through POST /api/auth/email-change (current password, the new
      // address confirms, the old one is told): sending the same address back is fine.
      if (body.email !== undefined && normaliseEmail(body.email) !== current.email) {
        throw new AppError('validation', SECURITY_MESSAGES.emailChangeByProfile, {
          fields: [{ path: 'body.email', message: SECURITY_MESSAGES.emailChangeByProfile }],
        });
      }
      const phone = body.phone === undefined ? undefined : body.phone?.trim() || null;
      const user = await users.updateProfile(current, {
        ...(body.first_name !== undefined ? { firstName: body.first_name.trim() } : {}),
        ...(body.last_name !== undefined ? { lastName: body.last_name.trim() } : {}),
        ...(phone !== undefined ? { phone } : {}),
      });
      return { user: presentUser(user, await app.stores.defaultStorePayload(user.id), now()) };
    },
  );
};

export default profileRoutes;
