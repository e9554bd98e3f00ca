import {
  fullInventoryStartRequestSchema,
  imageManagementStartRequestSchema,
  syncStartResponseSchema,
} from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * POST /api/full-inventory/start and POST /api/image-management/start: admin only (401 for
 * visitors, 403 for members). The store is `store_id` when given, else the admin's default store.
 */
const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/full-inventory/start',
    {
      schema: { body: fullInventoryStartRequestSchema, response: { 200: syncStartResponseSchema } },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const body = request.body;
      return app.inventory.startFor(request.user!.id, body.store_id, 'inventory', {
        maxApiCalls: body.max_api_calls,
        includeSaleFocus: body.include_sale_focus,
        saveProgress: body.save_progress,
        validateExisting: true,
      });
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
      return app.inventory.startFor(request.user!.id, body.store_id, 'images', {
        maxApiCalls: body.max_api_calls,
        includeSaleFocus: false,
        saveProgress: true,
        validateExisting: body.validate_existing,
      });
    },
  );
};

export default inventoryRoutes;
