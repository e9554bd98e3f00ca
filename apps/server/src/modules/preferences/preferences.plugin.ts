import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.js';
import { preferencesService, type PreferencesService } from './preferences.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    preferences: PreferencesService;
  }
}

/** The preferences service: each household's planning preferences (ADR 0039). */
export default fp(
  async function preferencesPlugin(app: FastifyInstance, opts: { clock: Clock }) {
    app.decorate(
      'preferences',
      preferencesService({
        db: app.database.db,
        clock: opts.clock,
        householdOf: (user) => app.household.householdIdOf(user),
        peopleOf: async (user) => (await app.household.get(user)).household.people,
      }),
    );
  },
  { name: 'preferences', dependencies: ['database', 'household'] },
);
