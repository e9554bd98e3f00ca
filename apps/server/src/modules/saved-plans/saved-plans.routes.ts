import {
  LIMITS,
  addListItemRequestSchema,
  checkChangesRequestSchema,
  checksResponseSchema,
  currentListResponseSchema,
  groceryListRequestSchema,
  groceryListResponseSchema,
  pantryAnswerRequestSchema,
  pantryResponseSchema,
  pantryUpdateRequestSchema,
  savePlanBodySchema,
  savedPlanParamsSchema,
  savedPlanResponseSchema,
  savedPlansResponseSchema,
  savingsResponseSchema,
  shoppedRequestSchema,
  type ListChecksEvent,
} from '@saverly/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/users.service.js';
import type { ListEvent } from './list-events.js';
import type { SaveInput } from './saved-plans.service.js';

/** A live list's comment line keeps proxies from closing a quiet stream. */
const LIST_STREAM_HEARTBEAT_MS = 20_000;
/** A stream ends after this, so the web reconnects with a current session (tokens expire). */
const LIST_STREAM_MAX_MS = 5 * 60_000;

const idParams = savedPlanParamsSchema;
/** The whole-plan routes take a bigger body than the default route budget. */
const planBody = { bodyLimit: LIMITS.planRequestBodyBytes };

/**
 * The save body in its current shape. The body the web sent before the saved-plan aggregate
 * (the whole plan) is read for its plan id and its selected meals only.
 */
function saveInput(body: z.output<typeof savePlanBodySchema>): SaveInput {
  if (!('meal_plan' in body)) return body;
  const planId = body.plan_id ?? body.meal_plan.id;
  if (!planId) throw new AppError('validation', 'Save a plan generated for you (plan_id is required)');
  const mealIds = body.meal_plan.days.flatMap((day, d) =>
    day.meals
      .map((meal, m) => ({ meal, id: meal.id ?? `d${day.day ?? d + 1}-${meal.type ?? m + 1}` }))
      .filter(({ meal }) => meal.selected)
      .map(({ id }) => id),
  );
  if (mealIds.length === 0) throw new AppError('validation', 'Select at least one meal to save');
  return {
    plan_id: planId,
    meal_ids: mealIds,
    name: body.name,
    store_id: body.store_id,
    pantry: body.pantry,
  };
}

/**
 * POST /api/grocery-list (spec section 7: the whole plan in, its selected meals priced), saved
 * plans with their lists and check-offs, the pantry and savings. Members only.
 */
const savedPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pricing, plans, listItems, pantry, savings, events } = app.savedPlans;

  /**
   * GET /api/saved-plans/:id/events (ADR 0039): the list's ticks now and after every change, to
   * each member of the household with the list open. Every event is sent only after checking the
   * member is still in the plan's household: one who left, or was removed, is cut off at once.
   */
  async function streamList(user: UserRow, id: string, request: FastifyRequest, reply: FastifyReply) {
    const row = await plans.owned(user, id);
    let ended = false;
    let release: (() => void) | null = null;
    let unsubscribe = () => {};
    const timers: NodeJS.Timeout[] = [];
    const end = () => {
      if (ended) return;
      ended = true;
      for (const timer of timers) clearTimeout(timer);
      unsubscribe();
      release?.();
      reply.raw.end();
    };
    release = events.open(user.id, end);
    if (!release) throw new AppError('rate_limit', 'Too many lists are open live. Close one and try again.');
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    const send = (event: string, data: object) => {
      if (ended) return;
      // A reader that stopped reading is let go rather than buffered for.
      if (reply.raw.writableLength > 1_048_576) return end();
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    let queue = Promise.resolve();
    const deliver = (event: ListEvent) => {
      queue = queue
        .then(async () => {
          if (ended) return;
          if ((await householdOf(user)) !== row.householdId) return end();
          if (event.type === 'checks') send('checks', { checks: event.checks } satisfies ListChecksEvent);
          else send('plan', {});
        })
        .catch((err: unknown) => {
          request.log.error({ err }, 'a live list event failed');
          end();
        });
    };
    unsubscribe = events.subscribe(row.id, deliver);
    // The phone went away (or the answer ended): its place is freed at once.
    reply.raw.on('close', end);
    timers.push(setInterval(() => !ended && reply.raw.write(': still here\n\n'), LIST_STREAM_HEARTBEAT_MS));
    timers.push(setTimeout(end, LIST_STREAM_MAX_MS));
    try {
      send('checks', { checks: await listItems.checksOf(row.id) } satisfies ListChecksEvent);
    } catch (err) {
      // The answer has begun: the stream ends, and the web falls back to polling and tries again.
      request.log.error({ err }, 'a live list could not be read');
      end();
    }
  }
  const householdOf = (user: UserRow) => app.household.householdIdOf(user);
  const auth = { preHandler: app.requireUser };
  const limit = app.limitedBy([
    { name: 'grocery:user', max: 300, timeWindow: '1 hour', key: (r) => String(r.user?.id ?? r.ip) },
  ]);
  const limited = { preHandler: [app.requireUser, limit] };

  app.post(
    '/grocery-list',
    {
      schema: { body: groceryListRequestSchema, response: { 200: groceryListResponseSchema } },
      ...limited,
      ...planBody,
    },
    async (request) => ({
      success: true as const,
      data: await pricing.priceRequest(request.user!, request.body),
    }),
  );

  app.post(
    '/saved-plans',
    {
      schema: {
        body: savePlanBodySchema,
        response: { 200: savedPlanResponseSchema, 201: savedPlanResponseSchema },
      },
      ...limited,
      ...planBody,
    },
    async (request, reply) => {
      // 201 for a new saved plan; 200 for the same meals saved before (the saved plan answered).
      const { plan, created } = await plans.save(request.user!, saveInput(request.body));
      reply.code(created ? 201 : 200);
      return { success: true as const, data: plan };
    },
  );

  app.get(
    '/saved-plans',
    { schema: { response: { 200: savedPlansResponseSchema } }, ...auth },
    async (request) => ({ success: true as const, data: await plans.list(request.user!) }),
  );

  app.get(
    '/saved-plans/current',
    { schema: { response: { 200: currentListResponseSchema } }, ...auth },
    async (request) => ({ success: true as const, data: await plans.current(request.user!) }),
  );

  app.post(
    '/saved-plans/current/items',
    { schema: { body: addListItemRequestSchema, response: { 200: savedPlanResponseSchema } }, ...limited },
    async (request) => ({
      success: true as const,
      data: await listItems.addProduct(request.user!, request.body.product_id, request.body.quantity),
    }),
  );

  app.get(
    '/saved-plans/:id',
    { schema: { params: idParams, response: { 200: savedPlanResponseSchema } }, ...auth },
    async (request) => ({
      success: true as const,
      data: await plans.get(request.user!, request.params.id),
    }),
  );

  app.delete('/saved-plans/:id', { schema: { params: idParams }, ...auth }, async (request, reply) => {
    await plans.remove(request.user!, request.params.id);
    return reply.code(204).send();
  });

  app.patch(
    '/saved-plans/:id/checks',
    {
      schema: { params: idParams, body: checkChangesRequestSchema, response: { 200: checksResponseSchema } },
      ...auth,
      // Up to 500 changes of ~260 bytes each.
      bodyLimit: 262_144,
    },
    async (request) => ({
      success: true as const,
      checks: await listItems.applyChecks(request.user!, request.params.id, request.body.changes),
    }),
  );

  app.get(
    '/saved-plans/:id/checks',
    { schema: { params: idParams, response: { 200: checksResponseSchema } }, ...auth },
    async (request) => ({
      success: true as const,
      checks: await listItems.checks(request.user!, request.params.id),
    }),
  );

  app.get(
    '/saved-plans/:id/events',
    {
      schema: {
        params: idParams,
        description:
          'A live list (text/event-stream): `checks` with the list’s ticks at once and after every ' +
          'change, `plan` when the list itself changed (read the plan again). Ends when the member ' +
          `leaves the household, and after ${LIST_STREAM_MAX_MS / 60_000} minutes (reconnect).`,
      },
      ...auth,
    },
    async (request, reply) => streamList(request.user!, request.params.id, request, reply),
  );

  app.put(
    '/saved-plans/:id/shopped',
    {
      schema: { params: idParams, body: shoppedRequestSchema, response: { 200: savedPlanResponseSchema } },
      ...auth,
    },
    async (request) => ({
      success: true as const,
      data: await listItems.setShopped(request.user!, request.params.id, request.body.shopped),
    }),
  );

  app.post(
    '/saved-plans/:id/pantry-answers',
    {
      schema: {
        params: idParams,
        body: pantryAnswerRequestSchema,
        response: { 200: savedPlanResponseSchema },
      },
      ...limited,
    },
    async (request) => ({
      success: true as const,
      data: await listItems.answerPantry(
        request.user!,
        request.params.id,
        request.body.food_id,
        request.body.have,
      ),
    }),
  );

  app.get('/savings', { schema: { response: { 200: savingsResponseSchema } }, ...auth }, async (request) => ({
    success: true as const,
    data: await savings.savings(request.user!),
  }));

  app.get('/pantry', { schema: { response: { 200: pantryResponseSchema } }, ...auth }, async (request) => ({
    success: true as const,
    data: await pantry.get(request.user!),
  }));

  app.put(
    '/pantry',
    {
      schema: { body: pantryUpdateRequestSchema, response: { 200: pantryResponseSchema } },
      ...auth,
      // Up to 500 food ids of 100 characters.
      bodyLimit: 131_072,
    },
    async (request) => ({
      success: true as const,
      data: await pantry.set(request.user!, request.body.food_ids),
    }),
  );
};

export default savedPlansRoutes;
