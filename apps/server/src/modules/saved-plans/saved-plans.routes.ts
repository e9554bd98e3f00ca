import {
  LIMITS,
  addListItemRequestSchema,
  checkChangesRequestSchema,
  checksResponseSchema,
  groceryListRequestSchema,
  groceryListResponseSchema,
  pantryResponseSchema,
  pantryUpdateRequestSchema,
  savePlanRequestSchema,
  savedPlanParamsSchema,
  savedPlanResponseSchema,
  savedPlansResponseSchema,
  savingsResponseSchema,
} from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GroceryListsService } from './grocery-lists.service.js';

const idParams = savedPlanParamsSchema;
/** The whole-plan routes take a bigger body than the default route budget. */
const planBody = { bodyLimit: LIMITS.planRequestBodyBytes };

/**
 * POST /api/grocery-list (spec section 7: the whole plan in, its selected meals priced), saved
 * plans with their lists and check-offs, the pantry and savings. Members only.
 */
const groceryListsRoutes: FastifyPluginAsyncZod<{ service: GroceryListsService }> = async (app, opts) => {
  const { service } = opts;
  const auth = { preHandler: app.requireUser };
  const limit = app.limitedBy([
    { name: 'grocery:user', max: 300, timeWindow: '1 hour', key: (r) => String(r.user?.id ?? r.ip) },
  ]);

  app.post(
    '/grocery-list',
    {
      schema: { body: groceryListRequestSchema, response: { 200: groceryListResponseSchema } },
      preHandler: [app.requireUser, limit],
      ...planBody,
    },
    async (request) => ({
      success: true as const,
      data: await service.priceList(request.user!, request.body),
    }),
  );

  app.post(
    '/saved-plans',
    {
      schema: { body: savePlanRequestSchema, response: { 201: savedPlanResponseSchema } },
      preHandler: [app.requireUser, limit],
      ...planBody,
    },
    async (request, reply) => {
      reply.code(201);
      return { success: true as const, data: await service.save(request.user!, request.body) };
    },
  );

  app.get(
    '/saved-plans',
    { schema: { response: { 200: savedPlansResponseSchema } }, ...auth },
    async (request) => ({
      success: true as const,
      data: await service.list(request.user!),
    }),
  );

  app.post(
    '/saved-plans/current/items',
    { schema: { body: addListItemRequestSchema, response: { 200: savedPlanResponseSchema } }, ...auth },
    async (request) => ({
      success: true as const,
      data: await service.addProduct(request.user!, request.body.product_id, request.body.quantity),
    }),
  );

  app.get(
    '/saved-plans/:id',
    { schema: { params: idParams, response: { 200: savedPlanResponseSchema } }, ...auth },
    async (request) => ({
      success: true as const,
      data: await service.get(request.user!, request.params.id),
    }),
  );

  app.delete('/saved-plans/:id', { schema: { params: idParams }, ...auth }, async (request, reply) => {
    await service.remove(request.user!, request.params.id);
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
      checks: await service.applyChecks(request.user!, request.params.id, request.body.changes),
    }),
  );

  app.get('/savings', { schema: { response: { 200: savingsResponseSchema } }, ...auth }, async (request) => ({
    success: true as const,
    data: await service.savings(request.user!),
  }));

  app.get('/pantry', { schema: { response: { 200: pantryResponseSchema } }, ...auth }, async (request) => ({
    success: true as const,
    data: await service.pantry(request.user!),
  }));

  app.put(
    '/pantry',
    {
      schema: { body: pantryUpdateRequestSchema, response: { 200: pantryResponseSchema } },
      ...auth,
      // Up to 500 food ids of 100 characters.
      bodyLimit: 131_072,
    },
    async (request) => {
      await service.setPantry(request.user!, request.body.food_ids);
      return { success: true as const, data: await service.pantry(request.user!) };
    },
  );
};

export default groceryListsRoutes;
