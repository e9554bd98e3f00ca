import {
  generateMealPlanRequestSchema,
  generateMealPlanResponseSchema,
  mealPlanQuotaResponseSchema,
} from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MealPlansService } from './meal-plans.service.js';

/**
 * POST /api/generate-meal-plan-assistant (spec section 7: preferences wrapped or bare; a refresh
 * is the same call with days 1, one meal type and avoid_similar_to) and GET /api/meal-plans/quota.
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

  app.post(
    '/generate-meal-plan-assistant',
    {
      schema: { body: generateMealPlanRequestSchema, response: { 200: generateMealPlanResponseSchema } },
      preHandler: [app.requireUser, limit],
    },
    async (request) => {
      const user = request.user!;
      const prefs = request.body;
      const { plan, quota } = service.isRefresh(prefs)
        ? await service.refresh(user, prefs)
        : await service.generate(user, prefs);
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
