import {
  favorProductResponseSchema,
  generateMealPlanRequestSchema,
  generateMealPlanResponseSchema,
  latestMealPlanResponseSchema,
  mealPlanQuotaResponseSchema,
  text,
} from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * POST /api/generate-meal-plan-assistant (spec section 7: preferences wrapped or bare; a refresh
 * is the same call with days 1, one meal type and avoid_similar_to), POST
 * /api/meal-plans/:id/shuffle, POST /api/meal-plans/:id/undo-refresh, GET /api/meal-plans/quota,
 * GET /api/meal-plans/latest (the plan a reloaded wizard comes back to) and GET
 * /api/meal-plans/favor/:productId (a deal's name and the diets that exclude it).
 * Members only: the wizard is a signed-in screen (spec section 2).
 */
const mealPlansRoutes: FastifyPluginAsyncZod<{ perHour: number }> = async (app, opts) => {
  const limit = app.limitedBy([
    {
      name: 'meal-plans:user',
      max: opts.perHour,
      timeWindow: '1 hour',
      key: (r) => String(r.user?.id ?? r.ip),
    },
  ]);
  // Free refreshes cost no credit, so they have their own, tighter limit.
  const refreshLimit = app.limitedBy([
    {
      name: 'meal-plans:free-refresh',
      max: app.mealPlans.refreshesPerHour,
      timeWindow: '1 hour',
      key: (r) => String(r.user?.id ?? r.ip),
    },
  ]);

  app.post(
    '/generate-meal-plan-assistant',
    {
      schema: { body: generateMealPlanRequestSchema, response: { 200: generateMealPlanResponseSchema } },
      preHandler: [app.requireUser, limit],
    },
    async (request, reply) => {
      const { plan, quota, stored } = await app.mealPlans.generateOrRefresh(request.user!, request.body, () =>
        refreshLimit(request, reply),
      );
      return { success: true as const, data: plan, quota, ...(stored ? { plan: stored } : {}) };
    },
  );

  app.post(
    '/meal-plans/:id/shuffle',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: generateMealPlanResponseSchema },
      },
      preHandler: [app.requireUser, limit],
    },
    async (request) => {
      const { plan, quota } = await app.mealPlans.shuffle(request.user!, request.params.id);
      return { success: true as const, data: plan, quota };
    },
  );

  /** Undo of the plan's last refresh: free (no credit), within the free refreshes' limit. */
  app.post(
    '/meal-plans/:id/undo-refresh',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: generateMealPlanResponseSchema },
      },
      preHandler: [app.requireUser, refreshLimit],
    },
    async (request) => {
      const { plan, quota } = await app.mealPlans.undoRefresh(request.user!, request.params.id);
      return { success: true as const, data: plan, quota };
    },
  );

  app.get(
    '/meal-plans/quota',
    { schema: { response: { 200: mealPlanQuotaResponseSchema } }, preHandler: app.requireUser },
    async (request) => ({ success: true as const, quota: await app.mealPlans.quota(request.user!) }),
  );

  /**
   * The member's latest generated plan, as the generate call answered it (the wizard's state after
   * a reload or a discarded tab). None yet: 204 No Content (a new member's every visit asked, and
   * a 404 is an error in the browser's console; ADR 0032).
   */
  app.get(
    '/meal-plans/latest',
    {
      schema: { response: { 200: latestMealPlanResponseSchema, 204: z.null() } },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const latest = await app.mealPlans.latest(request.user!);
      if (!latest) return reply.code(204).send(null);
      return latest;
    },
  );

  /** The deal a deals page's Generate Meal Plan names (its name, the diets that exclude it). */
  app.get(
    '/meal-plans/favor/:productId',
    {
      schema: {
        params: z.object({ productId: text(64).min(1) }),
        querystring: z.object({ store_id: text(64).trim().min(1).optional() }),
        response: { 200: favorProductResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      app.mealPlans.favorProduct(request.user!, request.params.productId, request.query.store_id ?? null),
  );
};

export default mealPlansRoutes;
