import {
  fullInventoryStartRequestSchema,
  imageManagementStartRequestSchema,
  syncStartResponseSchema,
} from '@saverly/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { presentRun } from './inventory.service.js';

/**
 * POST /api/full-inventory/start and POST /api/image-management/start: admin only (401 for
 * visitors, 403 for members). The store is `store_id` when given, else the admin's default store.
 */
const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  async function targetStore(request: FastifyRequest, storeId: string | undefined) {
    const store = storeId
      ? await app.stores.resolve(storeId.trim())
      : await app.stores.defaultStoreOf(request.user!.id);
    if (!store) {
      throw new AppError('validation', storeId ? 'Store not found' : 'Select a default store first', {
        fields: [{ path: 'body.store_id', message: 'Store not found' }],
      });
    }
    return store;
  }

  app.post(
    '/full-inventory/start',
    {
      schema: { body: fullInventoryStartRequestSchema, response: { 200: syncStartResponseSchema } },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const body = request.body;
      const store = await targetStore(request, body.store_id);
      const { run, created } = await app.inventory.start(store, 'inventory', {
        maxApiCalls: body.max_api_calls,
        includeSaleFocus: body.include_sale_focus,
        saveProgress: body.save_progress,
        validateExisting: true,
        requestedBy: request.user!.id,
      });
      return {
        success: true as const,
        message: created ? 'Inventory sync started' : 'An inventory sync is already running for this store',
        started: created,
        run: presentRun(run),
      };
    },
  );

  app.post(
    '/image-management/start',
    {
      schema: { body: imageManagementStartRequestSchema, response: { 200: syncStartResponseSchema } },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const body = request.body;
      const store = await targetStore(request, body.store_id);
      const { run, created } = await app.inventory.start(store, 'images', {
        maxApiCalls: body.max_api_calls,
        includeSaleFocus: false,
        saveProgress: true,
        validateExisting: body.validate_existing,
        requestedBy: request.user!.id,
      });
      return {
        success: true as const,
        message: created ? 'Image sync started' : 'An image sync is already running for this store',
        started: created,
        run: presentRun(run),
      };
    },
  );
};

export default inventoryRoutes;
