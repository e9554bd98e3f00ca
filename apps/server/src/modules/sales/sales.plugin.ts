import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.js';
import { salesService, type SalesService } from './sales.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    sales: SalesService;
  }
}

/** The sales service: this week's deals at a store, answers prepared once (ADR 0029). */
export default fp(
  async function salesPlugin(app: FastifyInstance, opts: { clock: Clock }) {
    app.decorate(
      'sales',
      salesService({ db: app.database.db, clock: opts.clock, stores: app.stores, inventory: app.inventory }),
    );
  },
  { name: 'sales', dependencies: ['database', 'stores', 'inventory'] },
);
