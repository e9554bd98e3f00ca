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
      const inventory = await app.inventory.syncForNewDefault(store, user.id);
      return {
        store: presentStore(store),
        inventory_status: inventory,
        message: inventory.sync_triggered ? 'Default store set; syncing its inventory' : 'Default store set',
      };
    },
  );

  app.get(
    '/stores/inventory-status',
    { schema: { response: { 200: inventoryStatusResponseSchema } }, preHandler: app.requireUser },
    async (request) => {
      const store = await app.stores.defaultStoreOf(request.user!.id);
      return { inventory_status: await app.inventory.statusOf(store ?? null) };
    },
  );
};

export default storesRoutes;
