import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorEnvelopeSchema } from '@saverly/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const OPENAPI_JSON_PATH = '/api/openapi.json';
const API_DOCS_PATH = '/api/docs';

/** Only the API is documented: the web app's files, the pictures and the docs themselves are not. */
const documented = (url: string) =>
  (url === '/api' || url.startsWith('/api/')) && url !== OPENAPI_JSON_PATH && !url.startsWith(API_DOCS_PATH);

/**
 * The API described as OpenAPI 3.1 from the zod contracts the routes validate with
 * (docs/decisions/0030-openapi.md): @fastify/swagger collects every route as it is added, the zod
 * type provider's transform turns each route's zod schemas (query, params, body, answers) into JSON
 * Schema, and every operation also lists the one error envelope (ADR 0004) for 4XX and 5XX.
 * Served at /api/openapi.json and browsable at /api/docs (Swagger UI, files from our own origin, so
 * the CSP stays as it is). Registered before the routes so none escapes it.
 */
export default fp(
  async function openapiPlugin(app: FastifyInstance, opts: { version: string }) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Saverly API',
          version: opts.version,
          description:
            'Meal plans and grocery savings. Errors always answer with the envelope ' +
            '{ success: false, error, message, details? } (4XX and 5XX below). Signed-in routes take ' +
            '`Authorization: Bearer <access token>`.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: (input) => {
        if (!documented(input.url)) return { schema: { hide: true }, url: input.url };
        const schema = (input.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
        return jsonSchemaTransform({
          ...input,
          schema: {
            ...schema,
            response: { ...schema.response, '4XX': errorEnvelopeSchema, '5XX': errorEnvelopeSchema },
          },
        });
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: false });
    app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger()),
    );
  },
  { name: 'openapi' },
);
