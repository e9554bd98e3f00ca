import {
  generateMealPlanRequestSchema,
  generateMealPlanResponseSchema,
  mealPlanQuotaResponseSchema,
} from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MealPlansService } from './meal-plans.service.js';

/**
 * POST /api/generate-meal-plan-assistant (spec section 7: preferences wrapped or bare; a refresh
 * is the same call with days 1, one meal type and avoid_similar_to), POST
 * /api/meal-plans/:id/shuffle and GET /api/meal-plans/quota.
 * Members only: the wizard is a signed-in screen (spec section 2).
 */
const mealPlansRoutes: FastifyPluginAsyncZod<{ service: MealPlansService; perHour: number }> = async (
  app,
  opts,
) => {
  const { service } = opts;
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
      max: service.refreshesPerHour,
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
      const user = request.user!;
      const prefs = request.body;
      if (!service.isRefresh(prefs)) {
        const { plan, quota } = await service.generate(user, prefs);
        return { success: true as const, data: plan, quota };
      }
      const free = await service.isFreeRefresh(user.id, prefs);
      if (free) await refreshLimit(request, reply);
      const { plan, quota } = await service.refresh(user, prefs, free);
      return { success: true as const, data: plan, quota };
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
      const { plan, quota } = await service.shuffle(request.user!, request.params.id);
      return { success: true as const, data: plan, quota };
    },
  );

  app.get(
    '/meal-plans/quota',
    { schema: { response: { 200: mealPlanQuotaResponseSchema } }, preHandler: app.requireUser },
    async (request) => ({ success: true as const, quota: await service.quota(request.user!) }),
  );
};

export default mealPlansRoutes;
