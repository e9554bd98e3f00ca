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

export interface FakeCartItem {
  upc: string;
  quantity: number;
  modality?: string;
}

/**
 * A local stand-in for the Kroger public API that answers with its documented shapes:
 * client-credentials tokens, /v1/locations, /v1/products pages (price and aisle only with
 * filter.locationId), 401 for an unknown or expired token, and 429 when told to.
 *
 * The user side (Cart API): /v1/connect/oauth2/authorize stands in for the consent page and
 * answers at once with a 302 to redirect_uri (code and state, or error=access_denied when
 * `consent` is 'deny'), as if the shopper `consentUser` had clicked; the token endpoint's
 * authorization_code (single-use codes, redirect_uri must match) and refresh_token grants
 * (rotating refresh tokens); PUT /v1/cart/add under a user's token records the items per
 * shopper and answers 204, 401 for an unknown or expired user token, 403 for an app token.
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
    /** What the shopper does on the consent page. */
    consent: 'allow' as 'allow' | 'deny',
    /** The Kroger shopper who consents (tokens and carts are per shopper). */
    consentUser: 'shopper-1',
    /** Every authorize request's query. */
    authorizeRequests: [] as URLSearchParams[],
    /** Grant types asked of the token endpoint, in order. */
    grants: [] as string[],
    /** Outstanding authorization codes. */
    codes: new Map<string, { user: string; redirectUri: string; scope: string }>(),
    /** Valid user access tokens and refresh tokens, each to its shopper. */
    userTokens: new Map<string, string>(),
    refreshTokens: new Map<string, string>(),
    /** Every cart add: the token it came with, the shopper and the items. */
    cartRequests: [] as { token: string; user: string; items: FakeCartItem[] }[],
    /** Items in each shopper's cart. */
    carts: new Map<string, FakeCartItem[]>(),
    /** Answer the cart with this status instead (null: normally). */
    cartFailure: null as number | null,
    /** Answer the token endpoint's user grants with this status instead (null: normally). */
    userGrantFailure: null as number | null,
  };
  let issued = 0;
  const clientAuth = `Basic ${Buffer.from(`${FAKE_CLIENT.clientId}:${FAKE_CLIENT.clientSecret}`).toString('base64')}`;
  const redirectWith = (res: ServerResponse, target: string, params: Record<string, string>) => {
    const url = new URL(target);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    res.writeHead(302, { location: url.toString() });
    res.end();
  };
  const issueUserTokens = (user: string) => {
    const n = ++issued;
    const access = `utok-${n}`;
    const refresh = `urt-${n}`;
    state.userTokens.set(access, user);
    state.refreshTokens.set(refresh, user);
    return {
      access_token: access,
      refresh_token: refresh,
      expires_in: 1800,
      token_type: 'bearer',
      scope: 'cart.basic:write',
    };
  };

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
      if (req.method === 'GET' && url.pathname === '/v1/connect/oauth2/authorize') {
        state.authorizeRequests.push(url.searchParams);
        const redirectUri = url.searchParams.get('redirect_uri');
        if (
          url.searchParams.get('client_id') !== FAKE_CLIENT.clientId ||
          url.searchParams.get('response_type') !== 'code' ||
          !redirectUri ||
          !/^https?:\/\//.test(redirectUri)
        )
          return json(res, 400, { error: 'invalid_request' });
        const stateParam = url.searchParams.get('state');
        const echo: Record<string, string> = stateParam === null ? {} : { state: stateParam };
        if (state.consent === 'deny')
          return redirectWith(res, redirectUri, { error: 'access_denied', ...echo });
        const code = `code-${++issued}`;
        state.codes.set(code, {
          user: state.consentUser,
          redirectUri,
          scope: url.searchParams.get('scope') ?? '',
        });
        return redirectWith(res, redirectUri, { code, ...echo });
      }
      if (req.method === 'POST' && url.pathname === '/v1/connect/oauth2/token') {
        state.tokenRequests += 1;
        const body = new URLSearchParams(await readBody(req));
        if (req.headers.authorization !== clientAuth) return json(res, 401, { error: 'invalid_client' });
        const grant = body.get('grant_type') ?? '';
        if (grant === 'authorization_code' || grant === 'refresh_token') {
          state.grants.push(grant);
          if (state.userGrantFailure !== null)
            return json(res, state.userGrantFailure, { error: 'server_error' });
          if (grant === 'authorization_code') {
            const code = state.codes.get(body.get('code') ?? '');
            if (!code || code.redirectUri !== body.get('redirect_uri'))
              return json(res, 400, { error: 'invalid_grant' });
            state.codes.delete(body.get('code')!);
            return json(res, 200, issueUserTokens(code.user));
          }
          const user = state.refreshTokens.get(body.get('refresh_token') ?? '');
          if (!user) return json(res, 400, { error: 'invalid_grant' });
          state.refreshTokens.delete(body.get('refresh_token')!); // rotated: each is good once
          return json(res, 200, issueUserTokens(user));
        }
        if (grant !== 'client_credentials' || body.get('scope') !== 'product.compact')
          return json(res, 400, { error: 'invalid_request' });
        const token = `tok-${++issued}`;
        state.tokens.add(token);
        return json(res, 200, { access_token: token, expires_in: 1800, token_type: 'bearer' });
      }
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (url.pathname === '/v1/cart/add') {
        if (req.method !== 'PUT') return json(res, 405, { errors: { reason: 'method not allowed' } });
        const user = token ? state.userTokens.get(token) : undefined;
        if (!token || !user) {
          const reason =
            token && state.tokens.has(token) ? 'cart needs a customer token' : 'Invalid Access Token';
          return json(res, token && state.tokens.has(token) ? 403 : 401, { errors: { reason } });
        }
        if (state.cartFailure !== null)
          return json(res, state.cartFailure, { errors: { reason: 'failure' } });
        let items: FakeCartItem[];
        try {
          items = (JSON.parse(await readBody(req)) as { items: FakeCartItem[] }).items;
        } catch {
          return json(res, 400, { errors: { reason: 'invalid JSON' } });
        }
        const valid =
          Array.isArray(items) &&
          items.length > 0 &&
          items.every(
            (i) =>
              typeof i.upc === 'string' &&
              Number.isInteger(i.quantity) &&
              i.quantity > 0 &&
              (i.modality === undefined || i.modality === 'PICKUP' || i.modality === 'DELIVERY'),
          );
        if (!valid) return json(res, 400, { errors: { reason: 'invalid items' } });
        state.cartRequests.push({ token, user, items });
        state.carts.set(user, [...(state.carts.get(user) ?? []), ...items]);
        res.writeHead(204);
        return res.end();
      }
      state.apiRequests += 1;
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
    /** Forget every user access token (refresh tokens stay good): the next cart add gets a 401. */
    expireUserTokens: () => state.userTokens.clear(),
    /** Revoke every consent: user access and refresh tokens stop working. */
    revokeConsents: () => {
      state.userTokens.clear();
      state.refreshTokens.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
