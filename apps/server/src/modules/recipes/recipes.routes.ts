import {
  favouriteRequestSchema,
  favouriteResponseSchema,
  foodSearchQuerySchema,
  foodSearchResponseSchema,
  importRecipeRequestSchema,
  previewLinesRequestSchema,
  previewLinesResponseSchema,
  recipeIdParamsSchema,
  recipeInputSchema,
  recipeListResponseSchema,
  recipeResponseSchema,
  RECIPE_LIMITS,
  successMessageSchema,
} from '@saverly/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * /api/recipes: the household's own recipes (issue #19, docs/decisions/0038-own-recipes.md).
 * Every route needs a signed-in member and reads or writes only the caller's household's
 * recipes (another household's recipe is 404). Importing makes the server fetch a page a member
 * names, so it is limited per member and per client address (RECIPE_IMPORT_PER_HOUR) besides the
 * fetch's own limits (fetch-page.ts).
 */
const recipesRoutes: FastifyPluginAsyncZod<{ importsPerHour: number }> = async (app, opts) => {
  const signedIn = { preHandler: app.requireUser };
  const importLimit = app.limitedBy([
    {
      name: 'recipe-import:client',
      max: opts.importsPerHour,
      timeWindow: '1 hour',
      key: (request) => request.ip,
    },
    {
      name: 'recipe-import:member',
      max: opts.importsPerHour,
      timeWindow: '1 hour',
      key: (request) => String(request.user!.id),
    },
  ]);

  app.get(
    '/recipes',
    { schema: { response: { 200: recipeListResponseSchema } }, ...signedIn },
    async (request) => app.recipes.list(request.user!),
  );

  app.post(
    '/recipes',
    {
      schema: { body: recipeInputSchema, response: { 201: recipeResponseSchema } },
      bodyLimit: RECIPE_LIMITS.bodyBytes,
      ...signedIn,
    },
    async (request, reply) => reply.code(201).send(await app.recipes.create(request.user!, request.body)),
  );

  app.post(
    '/recipes/import',
    {
      schema: { body: importRecipeRequestSchema, response: { 201: recipeResponseSchema } },
      preHandler: [app.requireUser, importLimit],
    },
    async (request, reply) => reply.code(201).send(await app.recipes.import(request.user!, request.body.url)),
  );

  app.post(
    '/recipes/lines',
    {
      schema: { body: previewLinesRequestSchema, response: { 200: previewLinesResponseSchema } },
      ...signedIn,
    },
    async (request) => app.recipes.previewLines(request.body.ingredients),
  );

  app.get(
    '/recipes/foods',
    {
      schema: { querystring: foodSearchQuerySchema, response: { 200: foodSearchResponseSchema } },
      ...signedIn,
    },
    async (request) => app.recipes.foods(request.query.q),
  );

  app.get(
    '/recipes/:id',
    { schema: { params: recipeIdParamsSchema, response: { 200: recipeResponseSchema } }, ...signedIn },
    async (request) => app.recipes.get(request.user!, request.params.id),
  );

  app.put(
    '/recipes/:id',
    {
      schema: {
        params: recipeIdParamsSchema,
        body: recipeInputSchema,
        response: { 200: recipeResponseSchema },
      },
      bodyLimit: RECIPE_LIMITS.bodyBytes,
      ...signedIn,
    },
    async (request) => app.recipes.update(request.user!, request.params.id, request.body),
  );

  app.delete(
    '/recipes/:id',
    { schema: { params: recipeIdParamsSchema, response: { 200: successMessageSchema } }, ...signedIn },
    async (request) => {
      await app.recipes.remove(request.user!, request.params.id);
      return { success: true as const, message: 'Recipe deleted' };
    },
  );

  app.post(
    '/recipes/:id/favourite',
    {
      schema: {
        params: recipeIdParamsSchema,
        body: favouriteRequestSchema,
        response: { 200: favouriteResponseSchema },
      },
      ...signedIn,
    },
    async (request) => app.recipes.favourite(request.user!, request.params.id, request.body.favourite),
  );
};

export default recipesRoutes;
