import { preferencesResponseSchema, savedPreferencesSchema } from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET and PUT /api/preferences: the family's planning preferences, remembered per household, in the
 * generate request's own field names (docs/decisions/0032-wizard-state-and-preferences.md).
 * Never saved: the spec's defaults with `saved: false`. PUT takes the whole set (strict: an
 * unknown field or a bad value is a 400 naming the field).
 */
const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/preferences',
    { schema: { response: { 200: preferencesResponseSchema } }, preHandler: app.requireUser },
    async (request) => app.preferences.get(request.user!),
  );

  app.put(
    '/preferences',
    {
      schema: { body: savedPreferencesSchema, response: { 200: preferencesResponseSchema } },
      preHandler: app.requireUser,
    },
    async (request) => app.preferences.save(request.user!, request.body),
  );
};

export default preferencesRoutes;
