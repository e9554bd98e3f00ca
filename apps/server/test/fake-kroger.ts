import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_CLIENT = { clientId: 'saverly-test', clientSecret: 's3cret' };

export interface FakeProduct {
  productId: string;
  description: string;
  brand: string;
  regular: number;
  promo: number;
  size: string;
}

/**
 * A local stand-in for the Kroger public API that answers with its documented shapes:
 * client-credentials tokens, /v1/locations, /v1/products pages (price and aisle only with
 * filter.locationId), 401 for an unknown or expired token, and 429 when told to.
 */
export async function startFakeKroger() {
  const state = {
    tokens: new Set<string>(),
    tokenRequests: 0,
    apiRequests: 0,
    productRequests: [] as URLSearchParams[],
    /** Answer 429 to API calls while set. */
    rateLimited: false,
    /** Start answering 429 once this many API calls have been made (null: never). */
    rateLimitAfter: null as number | null,
    retryAfterSeconds: 120,
    /** Products per search term (default: none). */
    catalogue: new Map<string, FakeProduct[]>(),
    /** Shift each page by this many items, as Kroger's fuzzy order can (duplicates across pages). */
    pageOverlap: 0,
  };
  let issued = 0;

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });

  const location = (id: string, zip: string, lat: number, lon: number) => ({
    locationId: id,
    chain: 'KROGER',
    name: `Kroger ${id}`,
    address: { addressLine1: '100 Test Ave', city: 'Cincinnati', state: 'OH', zipCode: zip },
    geolocation: { latitude: lat, longitude: lon },
    phone: '5135550100',
    hours: {
      monday: { open: '06:00', close: '23:00', open24: false },
      tuesday: { open: '06:00', close: '23:00', open24: false },
      sunday: { open24: true },
    },
  });
  const LOCATIONS = [
    location('01400943', '45202', 39.1072, -84.5041),
    location('01400376', '45209', 39.1595, -84.4266),
  ];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'POST' && url.pathname === '/v1/connect/oauth2/token') {
        state.tokenRequests += 1;
        const body = new URLSearchParams(await readBody(req));
        const expected = `Basic ${Buffer.from(`${FAKE_CLIENT.clientId}:${FAKE_CLIENT.clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected) return json(res, 401, { error: 'invalid_client' });
        if (body.get('grant_type') !== 'client_credentials' || body.get('scope') !== 'product.compact')
          return json(res, 400, { error: 'invalid_request' });
        const token = `tok-${++issued}`;
        state.tokens.add(token);
        return json(res, 200, { access_token: token, expires_in: 1800, token_type: 'bearer' });
      }
      state.apiRequests += 1;
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !state.tokens.has(token))
        return json(res, 401, { error: 'API-401: Invalid Access Token' });
      if (state.rateLimitAfter !== null && state.apiRequests > state.rateLimitAfter) state.rateLimited = true;
      if (state.rateLimited)
        return json(
          res,
          429,
          { errors: { reason: 'rate limit' } },
          { 'retry-after': String(state.retryAfterSeconds) },
        );

      if (url.pathname === '/v1/locations') {
        const limit = Number(url.searchParams.get('filter.limit') ?? 10);
        if (limit > 200) return json(res, 400, { errors: { reason: 'filter.limit must be at most 200' } });
        return json(res, 200, {
          data: LOCATIONS.slice(0, limit),
          meta: { pagination: { start: 0, limit, total: LOCATIONS.length } },
        });
      }
      const byId = /^\/v1\/locations\/([^/]+)$/.exec(url.pathname);
      if (byId) {
        const found = LOCATIONS.find((l) => l.locationId === byId[1]);
        return found ? json(res, 200, { data: found }) : json(res, 404, { errors: { reason: 'not found' } });
      }
      if (url.pathname === '/v1/products') {
        state.productRequests.push(url.searchParams);
        const start = Number(url.searchParams.get('filter.start') ?? 0);
        const limit = Number(url.searchParams.get('filter.limit') ?? 10);
        if (start > 250 || limit > 50)
          return json(res, 400, { errors: { reason: 'filter.start ≤ 250, filter.limit ≤ 50' } });
        const located = url.searchParams.has('filter.locationId');
        const all = state.catalogue.get(url.searchParams.get('filter.term') ?? '') ?? [];
        const from = Math.max(0, start - (start > 0 ? state.pageOverlap : 0));
        const page = all.slice(from, start + limit);
        return json(res, 200, {
          data: page.map((p) => ({
            productId: p.productId,
            description: p.description,
            brand: p.brand,
            categories: ['Meat & Seafood'],
            images: [
              {
                perspective: 'front',
                featured: true,
                sizes: [{ size: 'medium', url: `https://images.example/${p.productId}.jpg` }],
              },
            ],
            items: [
              {
                itemId: p.productId,
                size: p.size,
                ...(located ? { price: { regular: p.regular, promo: p.promo } } : {}),
              },
            ],
            ...(located ? { aisleLocations: [{ description: 'Aisle 12', number: '12' }] } : {}),
          })),
          meta: { pagination: { start, limit, total: all.length } },
        });
      }
      return json(res, 404, { errors: { reason: 'unknown path' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    baseUrl: `http://127.0.0.1:${port}`,
    /** Forget every issued token: the next API call gets a 401. */
    expireTokens: () => state.tokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
