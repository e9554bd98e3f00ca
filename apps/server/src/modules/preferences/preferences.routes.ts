import {
  DEFAULT_SAVED_PREFERENCES,
  preferencesResponseSchema,
  savedPreferencesSchema,
  type PreferencesResponse,
} from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { preferencesRepository } from './preferences.repository.js';

/**
 * GET and PUT /api/preferences: the family's planning preferences, remembered per member, in the
 * generate request's own field names (docs/decisions/0032-wizard-state-and-preferences.md).
 * Never saved: the spec's defaults with `saved: false`. PUT takes the whole set (strict: an
 * unknown field or a bad value is a 400 naming the field).
 */
const preferencesRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, opts) => {
  const repo = preferencesRepository(opts.db);

  const answer = (row: Awaited<ReturnType<typeof repo.find>>): PreferencesResponse => {
    // A row is always written through the schema; one that no longer reads as today's schema
    // (an older shape) counts as not saved.
    const parsed = row ? savedPreferencesSchema.safeParse(row.preferences) : null;
    return parsed?.success
      ? { success: true, preferences: parsed.data, saved: true, updated_at: row!.updatedAt.toISOString() }
      : { success: true, preferences: DEFAULT_SAVED_PREFERENCES, saved: false, updated_at: null };
  };

  app.get(
    '/preferences',
    { schema: { response: { 200: preferencesResponseSchema } }, preHandler: app.requireUser },
    async (request) => answer(await repo.find(request.user!.id)),
  );

  app.put(
    '/preferences',
    {
      schema: { body: savedPreferencesSchema, response: { 200: preferencesResponseSchema } },
      preHandler: app.requireUser,
    },
    async (request) => answer(await repo.save(request.user!.id, request.body, opts.clock.now())),
  );
};

export default preferencesRoutes;
