import {
  SET_DEFAULT_STORE_ERROR,
  inventoryStatusResponseSchema,
  setDefaultStoreRequestSchema,
  setDefaultStoreResponseSchema,
  storeSearchRequestSchema,
  storeSearchResponseSchema,
} from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { presentRun } from '../inventory/inventory.service.js';
import { presentStore } from './stores.service.js';

/** POST /api/stores/search, POST /api/stores/set-default, GET /api/stores/inventory-status. */
const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each search with the Kroger provider spends one of its 1,600 daily location calls.
  const searchLimit = app.limitedBy([
    { name: 'stores-search:client', max: 60, timeWindow: '1 minute', key: (request) => request.ip },
  ]);

  app.post(
    '/stores/search',
    {
      schema: { body: storeSearchRequestSchema, response: { 200: storeSearchResponseSchema } },
      preHandler: searchLimit,
    },
    async (request) => app.stores.search(request.body.zip_code, request.body.radius),
  );

  app.post(
    '/stores/set-default',
    {
      schema: { body: setDefaultStoreRequestSchema, response: { 200: setDefaultStoreResponseSchema } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = request.user!;
      let store;
      try {
        store = await app.stores.setDefault(user.id, request.body.store_id.trim());
      } catch (err) {
        if (err instanceof AppError) throw new AppError(err.code, SET_DEFAULT_STORE_ERROR, err.details);
        request.log.error({ err }, 'set default store failed');
        throw new AppError('unavailable', SET_DEFAULT_STORE_ERROR);
      }
      const { triggered } = await app.inventory.syncIfStale(store, user.id);
      const counts = await app.stores.counts(store.id, app.inventory.today());
      return {
        store: presentStore(store),
        inventory_status: { sync_triggered: triggered, total_products: counts.total },
        message: triggered ? 'Default store set; syncing its inventory' : 'Default store set',
      };
    },
  );

  app.get(
    '/stores/inventory-status',
    { schema: { response: { 200: inventoryStatusResponseSchema } }, preHandler: app.requireUser },
    async (request) => {
      const store = await app.stores.defaultStoreOf(request.user!.id);
      if (!store) {
        return {
          inventory_status: {
            is_syncing: false,
            exists: false,
            message: 'No default store selected',
            total_products: 0,
            sale_products: 0,
            last_synced_at: null,
            store: null,
            last_run: null,
          },
        };
      }
      const run = await app.inventory.latestRun(store.id, 'inventory');
      const counts = await app.stores.counts(store.id, app.inventory.today());
      const isSyncing = run?.status === 'queued' || run?.status === 'running';
      const exists = counts.total > 0;
      let message: string;
      if (isSyncing) message = `Syncing inventory: ${run.itemsProcessed} products so far`;
      else if (exists) message = `${counts.total} products, ${counts.onSale} on sale this week`;
      else if (run?.status === 'failed' || run?.status === 'stopped')
        message = run.error ?? 'Inventory sync stopped';
      else message = 'Inventory not synced yet';
      return {
        inventory_status: {
          is_syncing: isSyncing,
          exists,
          message,
          total_products: counts.total,
          sale_products: counts.onSale,
          last_synced_at: store.inventorySyncedAt ? store.inventorySyncedAt.toISOString() : null,
          store: presentStore(store),
          last_run: run ? presentRun(run) : null,
        },
      };
    },
  );
};

export default storesRoutes;
