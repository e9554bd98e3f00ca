import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { builtInProvider } from './providers/built-in.js';
import { krogerProvider } from './providers/kroger.js';
import type { StoreProvider } from './providers/provider.js';
import { storesService, type StoresService } from './stores.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    stores: StoresService;
  }
}

/**
 * The store provider (Kroger when its credentials are configured, on the app's clock; else
 * built-in) and service.
 */
export default fp(
  async function storesPlugin(
    app: FastifyInstance,
    opts: { config: AppConfig; clock: Clock; provider?: StoreProvider },
  ) {
    const kroger = opts.config.stores.kroger;
    const provider =
      opts.provider ??
      (kroger ? krogerProvider({ ...kroger, now: () => opts.clock.now() }) : builtInProvider());
    app.decorate(
      'stores',
      storesService({
        db: app.database.db,
        provider,
        staleAfterHours: opts.config.stores.staleAfterHours,
        defaultStoreId: opts.config.stores.defaultStoreId,
      }),
    );
    app.log.info({ provider: provider.name }, 'store provider');
  },
  { name: 'stores', dependencies: ['database'] },
);
