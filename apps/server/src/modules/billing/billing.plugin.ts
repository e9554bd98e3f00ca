import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.js';
import { billingService, type BillingService } from './billing.service.js';
import { noPaymentProvider, type PaymentProvider } from './payment-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingService;
  }
}

/** The billing service over the payment provider (none live yet: `noPaymentProvider`, ADR 0033). */
export default fp(
  async function billingPlugin(app: FastifyInstance, opts: { clock: Clock; payments?: PaymentProvider }) {
    app.decorate(
      'billing',
      billingService({
        db: app.database.db,
        clock: opts.clock,
        payments: opts.payments ?? noPaymentProvider,
      }),
    );
  },
  { name: 'billing', dependencies: ['database'] },
);
