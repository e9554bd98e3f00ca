import {
  NO_STORE_SELECTED_MESSAGE,
  salesCategoriesResponseSchema,
  salesNoStoreResponseSchema,
  salesQuerySchema,
  salesResponseSchema,
} from '@saverly/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { StoreRow } from '../stores/stores.service.js';
import { salesService, type PreparedAnswer } from './sales.service.js';

/** How long a visitor's store and its sync state are reused. */
const VISITOR_STATE_MS = 1000;

/** The encoding to send a prepared answer in: brotli, else gzip, else the plain JSON. */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/** `If-None-Match` holds this ETag (or `*`): the caller's copy is current. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === `W/${etag}`);
}

/**
 * Sends a prepared answer as it is (docs/decisions/0029-web-performance.md): 304 when the caller
 * has it, else the compressed copy the caller takes. The answer depends on the caller's token only
 * through their default store, so it may be kept by the browser but must be revalidated.
 */
function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedAnswer) {
  reply
    .header('etag', prepared.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Accept-Encoding, Authorization');
  if (matches(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(prepared.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(prepared.gzip);
  return reply.send(prepared.json);
}

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
    const store = await app.stores.storeFor({ storeId: storeId?.trim() || null, userId });
    if (!store) return null;
    if (userId !== null) await app.inventory.syncIfStale(store, userId);
    return store;
  }

  const today = () => opts.clock.now().toISOString().slice(0, 10);

  const isSyncing = async (store: StoreRow) => {
    const run = await app.inventory.latestRun(store.id, 'inventory');
    return run?.status === 'queued' || run?.status === 'running';
  };

  /**
   * A visitor's question (store_id, no token) reads the store and its sync state at most once a
   * second per store: the public /sales page is the hot path, and two database reads per request
   * were what kept it far below static-file speed. A finished sync shows within a second.
   */
  const visitors = new Map<string, { at: number; store: StoreRow; syncing: boolean }>();
  async function visitorState(request: FastifyRequest, storeIdAsked: string | undefined) {
    const storeId = storeIdAsked?.trim();
    if (!storeId || request.headers.authorization) return null;
    const now = opts.clock.now().getTime();
    const hit = visitors.get(storeId);
    if (hit && now - hit.at >= 0 && now - hit.at < VISITOR_STATE_MS) return hit;
    const store = await app.stores.resolve(storeId);
    if (!store) throw new AppError('not_found', 'Store not found');
    const state = { at: now, store, syncing: await isSyncing(store) };
    if (visitors.size >= 1000) visitors.delete(visitors.keys().next().value!);
    visitors.set(storeId, state);
    return state;
  }

  app.get(
    '/sales',
    {
      schema: {
        querystring: salesQuerySchema,
        response: { 200: z.union([salesResponseSchema, salesNoStoreResponseSchema]) },
      },
      preHandler: limit,
    },
    async (request, reply) => {
      const state = await visitorState(request, request.query.store_id);
      const store = state ? state.store : await storeFor(request, request.query.store_id);
      if (!store) {
        return {
          success: false as const,
          action_required: 'set_default_store' as const,
          message: NO_STORE_SELECTED_MESSAGE,
        };
      }
      const syncing = state ? state.syncing : await isSyncing(store);
      if (syncing) {
        // The products are being written: computed for this request, kept for none.
        const result = await sales.compute(store, request.query, today());
        return { success: true as const, ...result, inventory_syncing: true };
      }
      const prepared = await sales.prepared(store, request.query, today(), (result) =>
        // Checked against the contract once, when prepared (the bytes skip the serializer).
        salesResponseSchema.parse({ success: true, ...result, inventory_syncing: false }),
      );
      return sendPrepared(request, reply, prepared);
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
