import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { householdService, type HouseholdService } from './household.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    household: HouseholdService;
  }
}

/** The household service: the caller's household, its people and invitations (ADR 0037). */
export default fp(
  async function householdPlugin(app: FastifyInstance, opts: { config: AppConfig; clock: Clock }) {
    app.decorate(
      'household',
      householdService({
        db: app.database.db,
        clock: opts.clock,
        mailer: app.mailer,
        log: app.log,
        publicUrl: opts.config.publicUrl,
      }),
    );
  },
  { name: 'household', dependencies: ['database', 'mail'] },
);
