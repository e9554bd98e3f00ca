import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp } from './helpers.js';

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  >;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Fastify's `/saved-plans/:id` is OpenAPI's `/saved-plans/{id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

let app: App;
const added: { method: string; url: string; route: RouteOptions }[] = [];

beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) added.push({ method, url: route.url, route });
      },
    },
  );
});
afterAll(async () => {
  await app.close();
});

describe('OpenAPI document', () => {
  it('lists every API route the server has, with its error envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<Document>();
    expect(doc.openapi).toBe('3.1.0');
    const api = added.filter(
      ({ method, url }) =>
        url.startsWith('/api/') &&
        !url.startsWith('/api/docs') &&
        url !== '/api/openapi.json' &&
        method !== 'HEAD' &&
        method !== 'OPTIONS',
    );
    expect(api.length).toBeGreaterThan(30);
    const missing = api.filter(({ method, url }) => !doc.paths[openapiPath(url)]?.[method.toLowerCase()]);
    expect(missing.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    for (const { method, url } of api) {
      const operation = doc.paths[openapiPath(url)]![method.toLowerCase()]!;
      const error = operation.responses['4XX']?.content?.['application/json']?.schema;
      expect(error?.properties, `${method} ${url}`).toHaveProperty('error');
      expect(error?.properties, `${method} ${url}`).toHaveProperty('message');
    }
  });

  it("describes a route's request and answer from its zod contract", async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    const login = doc.paths['/api/auth/login']!.post!;
    const body = login.requestBody?.content['application/json']?.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(login.responses['200']?.content?.['application/json']?.schema.properties).toHaveProperty(
      'access_token',
    );
    const sales = doc.paths['/api/sales']!.get!;
    expect(sales.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['store_id', 'category', 'search', 'sort', 'limit']),
    );
  });

  it('serves the browsable docs at /api/docs from our own origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toMatch(/<script>|https?:\/\/(?!localhost)[^"']*\.js/);
  });
});
