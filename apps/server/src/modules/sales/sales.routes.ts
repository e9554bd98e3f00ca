import {
  salesCategoriesResponseSchema,
  salesNoStoreResponseSchema,
  salesQuerySchema,
  salesResponseSchema,
} from '@saverly/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preparedCopy, type PreparedAnswer } from './sales.presenter.js';

/**
 * Sends a prepared answer as it is (docs/decisions/0029-web-performance.md): 304 when the caller
 * has it, else the copy the caller takes. The answer depends on the caller's token only through
 * their default store, so it may be kept by the browser but must be revalidated.
 */
function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedAnswer) {
  reply
    .header('etag', prepared.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Accept-Encoding, Authorization');
  const copy = preparedCopy(prepared, request.headers['if-none-match'], request.headers['accept-encoding']);
  if (!copy) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (copy.encoding) reply.header('content-encoding', copy.encoding);
  return reply.send(copy.body);
}

/**
 * GET /api/sales and GET /api/sales/categories, for visitors and members alike. The store is
 * `store_id` when given, else the signed-in caller's default store; without either the answer is
 * 200 with action_required: 'set_default_store' (ADR 0015).
 */
const salesRoutes: FastifyPluginAsyncZod<{ perMinute: number }> = async (app, opts) => {
  // Visitors can ask about any store, so each address is limited.
  const limit = app.limitedBy([
    { name: 'sales:client', max: opts.perMinute, timeWindow: '1 minute', key: (r) => r.ip },
  ]);

  /** The caller's id when the request carries a token (401 when it is not a valid one), else null. */
  async function callerId(request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
    if (!request.headers.authorization) return null;
    await app.requireUser(request, reply);
    return request.user!.id;
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
      const answer = await app.sales.deals(request.query, await callerId(request, reply));
      return 'prepared' in answer ? sendPrepared(request, reply, answer.prepared) : answer.body;
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
    async (request, reply) => app.sales.categories(request.query.store_id, await callerId(request, reply)),
  );
};

export default salesRoutes;
