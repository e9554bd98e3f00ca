import {
  inventoryStatusResponseSchema,
  setDefaultStoreRequestSchema,
  setDefaultStoreResponseSchema,
  storeSearchRequestSchema,
  storeSearchResponseSchema,
} from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * POST /api/stores/search, POST /api/stores/set-default, GET /api/stores/inventory-status. A new
 * default store's sync and the inventory status are the inventory service's (ADR 0035: stores
 * never imports inventory), so those two routes call it.
 */
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
    async (request) => app.inventory.setDefaultStore(request.user!.id, request.body.store_id.trim()),
  );

  app.get(
    '/stores/inventory-status',
    { schema: { response: { 200: inventoryStatusResponseSchema } }, preHandler: app.requireUser },
    async (request) => ({ inventory_status: await app.inventory.statusFor(request.user!.id) }),
  );
};

export default storesRoutes;
