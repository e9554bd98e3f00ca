import {
  NO_STORE_SELECTED_MESSAGE,
  salesCategoriesResponseSchema,
  salesNoStoreResponseSchema,
  salesQuerySchema,
  salesResponseSchema,
} from '@saverly/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { StoreRow } from '../stores/stores.service.js';
import { salesService } from './sales.service.js';

/**
 * GET /api/sales and GET /api/sales/categories. The store is `store_id` when given (visitors on
 * the public /sales page pass the store they picked), else the signed-in caller's default store.
 * Without either the answer is 200 with action_required: 'set_default_store' (ADR 0015).
 */
const salesRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; perMinute: number }> = async (app, opts) => {
  const sales = salesService(opts.db, () => opts.clock.now().getTime());
  // Visitors can ask about any store, so each address is limited.
  const limit = app.limitedBy([
    { name: 'sales:client', max: opts.perMinute, timeWindow: '1 minute', key: (r) => r.ip },
  ]);

  /**
   * The store asked about, or null. A stale inventory starts a background sync only for a
   * signed-in caller: a visitor reads what is stored and never makes the server sync (issue 12).
   */
  async function storeFor(request: FastifyRequest, storeId: string | undefined): Promise<StoreRow | null> {
    let userId: number | null = null;
    if (request.headers.authorization) {
      await app.requireUser(request, undefined as never);
      userId = request.user!.id;
    }
    let store: StoreRow | null | undefined;
    if (storeId) {
      store = await app.stores.resolve(storeId.trim());
      if (!store) throw new AppError('not_found', 'Store not found');
    } else if (userId !== null) {
      store = await app.stores.defaultStoreOf(userId);
    }
    if (!store) return null;
    if (userId !== null) await app.inventory.syncIfStale(store, userId);
    return store;
  }

  const today = () => opts.clock.now().toISOString().slice(0, 10);

  app.get(
    '/sales',
    {
      schema: {
        querystring: salesQuerySchema,
        response: { 200: z.union([salesResponseSchema, salesNoStoreResponseSchema]) },
      },
      preHandler: limit,
    },
    async (request) => {
      const store = await storeFor(request, request.query.store_id);
      if (!store) {
        return {
          success: false as const,
          action_required: 'set_default_store' as const,
          message: NO_STORE_SELECTED_MESSAGE,
        };
      }
      const run = await app.inventory.latestRun(store.id, 'inventory');
      const syncing = run?.status === 'queued' || run?.status === 'running';
      const result = await sales.forStore(store, request.query, today(), !syncing);
      return { success: true as const, ...result, inventory_syncing: syncing };
    },
  );

  app.get(
    '/sales/categories',
    {
      schema: {
        querystring: z.object({ store_id: z.string().min(1).max(64).optional() }),
        response: { 200: salesCategoriesResponseSchema },
      },
      preHandler: limit,
    },
    async (request) => {
      const store = await storeFor(request, request.query.store_id);
      return { categories: store ? await sales.categories(store, today()) : [] };
    },
  );
};

export default salesRoutes;
