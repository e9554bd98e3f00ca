import {
  normaliseEmail,
  isEmailShaped,
  profileResponseSchema,
  profileUpdateRequestSchema,
} from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { presentUser } from '../users/users.presenter.js';
import { usersService } from '../users/users.service.js';

/** GET and PUT /api/auth/profile: the caller's own account, nobody else's. */
const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const users = usersService(opts.db);

  app.get(
    '/auth/profile',
    { schema: { response: { 200: profileResponseSchema } }, preHandler: app.requireUser },
    async (request) => ({
      user: presentUser(request.user!, await app.stores.defaultStorePayload(request.user!.id)),
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
      const email = body.email === undefined ? undefined : normaliseEmail(body.email);
      if (email !== undefined && !isEmailShaped(email)) {
        throw new AppError('validation', 'Please enter a valid email address', {
          fields: [{ path: 'body.email', message: 'Please enter a valid email address' }],
        });
      }
      const phone = body.phone === undefined ? undefined : body.phone?.trim() || null;
      const { user, emailChanged } = await users.updateProfile(request.user!, {
        ...(body.first_name !== undefined ? { firstName: body.first_name.trim() } : {}),
        ...(body.last_name !== undefined ? { lastName: body.last_name.trim() } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(phone !== undefined ? { phone } : {}),
      });
      if (emailChanged) {
        app.auth
          .sendVerification(user)
          .catch((err: unknown) => request.log.error({ err }, 'verification mail failed'));
      }
      return { user: presentUser(user, await app.stores.defaultStorePayload(user.id)) };
    },
  );
};

export default profileRoutes;
