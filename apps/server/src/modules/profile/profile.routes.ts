import { profileResponseSchema, profileUpdateRequestSchema } from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET and PUT /api/auth/profile: the caller's own account, nobody else's. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/profile',
    { schema: { response: { 200: profileResponseSchema } }, preHandler: app.requireUser },
    async (request) => app.profile.get(request.user!),
  );

  app.put(
    '/auth/profile',
    {
      schema: { body: profileUpdateRequestSchema, response: { 200: profileResponseSchema } },
      preHandler: app.requireUser,
    },
    async (request) => app.profile.update(request.user!, request.body),
  );
};

export default profileRoutes;
