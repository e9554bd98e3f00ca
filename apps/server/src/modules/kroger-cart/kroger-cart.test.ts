import { createHash } from 'node:crypto';
import {
  KROGER_NOT_CONFIGURED_MESSAGE,
  errorEnvelopeSchema,
  krogerConnectResponseSchema,
  krogerStatusResponseSchema,
} from '@saverly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { krogerConnections, krogerOauthStates } from '../../db/schema.js';
import { bearer, createUser, login } from '../../../test/factories.js';
import { FAKE_CLIENT, startFakeKroger } from '../../../test/fake-kroger.js';
import { buildTestApp, testConfig } from '../../../test/helpers.js';
import { KROGER_CONNECT_LIMIT, STATE_COOKIE } from './kroger-cart.routes.js';

const PUBLIC_URL = 'https://saverly.test';
const CALLBACK = `${PUBLIC_URL}/api/kroger/callback`;
const clock = { t: Date.UTC(2026, 10, 18, 15), now: () => new Date(clock.t) };
const advance = (ms: number) => (clock.t += ms);

let fake: Awaited<ReturnType<typeof startFakeKroger>>;
let app: App;
let unconfigured: App;
let shoppers = 0;

interface Member {
  id: number;
  token: string;
  /** The Kroger shopper this member consents as. */
  shopper: string;
  /** Signs in again (a fresh access token after the clock moved past the old one's expiry). */
  relogin: () => Promise<void>;
}

async function member(target: App = app): Promise<Member> {
  const { user, password } = await createUser(target);
  const m: Member = {
    id: user.id,
    token: '',
    shopper: `shopper-${++shoppers}`,
    relogin: async () => {
      m.token = (await login(target, user.email, password)).access_token;
    },
  };
  await m.relogin();
  return m;
}

const status = async (m: Member, target: App = app) => {
  const res = await target.inject({ method: 'GET', url: '/api/kroger/status', headers: bearer(m.token) });
  expect(res.statusCode, res.body).toBe(200);
  return krogerStatusResponseSchema.parse(res.json());
};

const connectRequest = (m: Member, body: Record<string, unknown> = {}, target: App = app) =>
  target.inject({ method: 'POST', url: '/api/kroger/connect', headers: bearer(m.token), payload: body });

/** POST /connect: Kroger's consent URL and the state cookie the browser was given. */
async function startConsent(m: Member, returnTo?: string) {
  const res = await connectRequest(m, returnTo === undefined ? {} : { return_to: returnTo });
  expect(res.statusCode, res.body).toBe(200);
  const { authorize_url } = krogerConnectResponseSchema.parse(res.json());
  const setCookie = String(res.headers['set-cookie']);
  const cookie = setCookie.split(';')[0]!;
  expect(cookie.startsWith(`${STATE_COOKIE}=`)).toBe(true);
  return { authorizeUrl: authorize_url, cookie, setCookie };
}

/** The shopper's browser at Kroger's consent page: where Kroger sends it back (path and query). */
async function atKroger(authorizeUrl: string, shopper: string): Promise<string> {
  fake.state.consentUser = shopper;
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  return `${back.pathname}${back.search}`;
}

/** The browser arriving at our callback; answers the redirect's location. */
async function callback(pathAndQuery: string, cookie?: string) {
  const res = await app.inject({
    method: 'GET',
    url: pathAndQuery,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode, res.body).toBe(302);
  return String(res.headers.location);
}

async function connect(m: Member, returnTo?: string) {
  const { authorizeUrl, cookie } = await startConsent(m, returnTo);
  return callback(await atKroger(authorizeUrl, m.shopper), cookie);
}

const connection = (userId: number) =>
  app.database.db
    .select()
    .from(krogerConnections)
    .where(eq(krogerConnections.userId, userId))
    .then((rows) => rows[0] ?? null);

const cart = (m: Member, payload: unknown, target: App = app) =>
  target.inject({
    method: 'POST',
    url: '/api/kroger/cart',
    headers: bearer(m.token),
    payload: payload as Record<string, unknown>,
  });

const UPC_A = '0001111041700';
const UPC_B = '0001111060903';

beforeAll(async () => {
  fake = await startFakeKroger();
  app = await buildTestApp(
    {
      publicUrl: PUBLIC_URL,
      stores: { ...testConfig().stores, kroger: { ...FAKE_CLIENT, baseUrl: fake.baseUrl } },
      krogerCart: { redirectUri: CALLBACK, tokenKey: null },
    },
    { clock },
  );
  unconfigured = await buildTestApp({}, { clock });
});
afterAll(async () => {
  await app?.close();
  await unconfigured?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.state.consent = 'allow';
  fake.state.cartFailure = null;
  fake.state.userGrantFailure = null;
});

describe('when Kroger is not configured', () => {
  it('says so in the status, and connect and cart answer 503 with a clear message', async () => {
    const m = await member(unconfigured);
    expect(await status(m, unconfigured)).toEqual({ success: true, configured: false, connected: false });
    for (const res of [
      await connectRequest(m, {}, unconfigured),
      await cart(m, { items: [{ product_id: UPC_A, quantity: 1 }] }, unconfigured),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(errorEnvelopeSchema.parse(res.json())).toMatchObject({
        error: 'unavailable',
        message: KROGER_NOT_CONFIGURED_MESSAGE,
      });
    }
  });

  it('sends a browser arriving at the callback back with kroger=error', async () => {
    const res = await unconfigured.inject({ method: 'GET', url: '/api/kroger/callback?code=x&state=y' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/app/meal-planner?kroger=error');
  });
});

describe('signed-in only', () => {
  it('answers 401 to visitors on every endpoint but the callback', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/kroger/status', undefined],
      ['POST', '/api/kroger/connect', {}],
      ['POST', '/api/kroger/cart', { items: [{ product_id: UPC_A, quantity: 1 }] }],
      ['DELETE', '/api/kroger/connection', undefined],
    ] as const) {
      const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: 'authentication' });
    }
  });
});

describe('connecting a Kroger account (OAuth consent)', () => {
  it('goes to Kroger, comes back to the callback and lands on return_to?kroger=connected', async () => {
    const m = await member();
    expect(await status(m)).toEqual({ success: true, configured: true, connected: false });

    const { authorizeUrl, setCookie } = await startConsent(m, '/app/lists?tab=kroger');
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.baseUrl}/v1/connect/oauth2/authorize`);
    expect(url.searchParams.get('scope')).toBe('cart.basic:write');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(FAKE_CLIENT.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    // The state cookie is httpOnly, only sent back to the callback, Lax, Secure on https.
    expect(setCookie).toContain(`${STATE_COOKIE}=${state}`);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/api\/kroger\/callback/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/Max-Age=600/);

    // Stored hashed, with the member and the return path.
    const [pending] = await app.database.db
      .select()
      .from(krogerOauthStates)
      .where(eq(krogerOauthStates.userId, m.id));
    expect(pending!.stateHash).toBe(createHash('sha256').update(state).digest('hex'));
    expect(pending!.returnTo).toBe('/app/lists?tab=kroger');

    const back = await atKroger(authorizeUrl, m.shopper);
    expect(back).toMatch(/^\/api\/kroger\/callback\?code=[^&]+&state=/);
    const res = await app.inject({
      method: 'GET',
      url: back,
      headers: { cookie: `${STATE_COOKIE}=${state}` },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/app/lists?tab=kroger&kroger=connected');
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${STATE_COOKIE}=;.*Max-Age=0`));
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(await status(m)).toEqual({ success: true, configured: true, connected: true });
    expect(fake.state.grants.at(-1)).toBe('authorization_code');
  });

  it('returns to the meal planner by default', async () => {
    const m = await member();
    expect(await connect(m)).toBe('/app/meal-planner?kroger=connected');
  });

  it('stores the tokens encrypted: the columns never hold the raw tokens', async () => {
    const m = await member();
    await connect(m);
    const row = (await connection(m.id))!;
    const rawAccess = [...fake.state.userTokens].find(([, shopper]) => shopper === m.shopper)![0];
    expect(rawAccess).toMatch(/^utok-/);
    expect(row.accessTokenEnc).not.toContain(rawAccess);
    expect(row.accessTokenEnc).not.toContain('utok-');
    expect(row.refreshTokenEnc).not.toContain('urt-');
    expect(row.accessTokenEnc).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(row.scope).toBe('cart.basic:write');
    expect(row.expiresAt.getTime()).toBe(clock.t + 1800 * 1000);
    // Neither column decodes to the token either (not merely encoded).
    for (const column of [row.accessTokenEnc, row.refreshTokenEnc!]) {
      for (const part of column.split('.')) {
        expect(Buffer.from(part, 'base64url').toString('latin1')).not.toMatch(/utok-|urt-/);
      }
    }
  });

  it('uses a state once: replaying the callback fails and changes nothing', async () => {
    const m = await member();
    const { authorizeUrl, cookie } = await startConsent(m);
    const back = await atKroger(authorizeUrl, m.shopper);
    expect(await callback(back, cookie)).toBe('/app/meal-planner?kroger=connected');
    const before = (await connection(m.id))!;
    const grants = fake.state.grants.length;
    expect(await callback(back, cookie)).toBe('/app/meal-planner?kroger=error');
    expect(fake.state.grants.length).toBe(grants); // no second code exchange
    expect((await connection(m.id))!.accessTokenEnc).toBe(before.accessTokenEnc);
  });

  it('refuses a state older than ten minutes', async () => {
    const m = await member();
    const { authorizeUrl, cookie } = await startConsent(m, '/app/lists');
    const back = await atKroger(authorizeUrl, m.shopper);
    advance(10 * 60_000 + 1000);
    expect(await callback(back, cookie)).toBe('/app/lists?kroger=error');
    expect(await connection(m.id)).toBeNull();
  });

  it('accepts a state just inside the ten minutes', async () => {
    const m = await member();
    const { authorizeUrl, cookie } = await startConsent(m);
    const back = await atKroger(authorizeUrl, m.shopper);
    advance(9 * 60_000);
    expect(await callback(back, cookie)).toBe('/app/meal-planner?kroger=connected');
  });

  it("links the account of the member who started the consent, never anyone else's", async () => {
    const a = await member();
    const b = await member();
    await connect(a);
    expect(await status(a)).toMatchObject({ connected: true });
    expect(await status(b)).toMatchObject({ connected: false });
    expect(await connection(b.id)).toBeNull();
  });

  it('refuses a consent link opened in another browser (no state cookie, or another one)', async () => {
    const victim = await member();
    const attacker = await member();
    const { authorizeUrl } = await startConsent(attacker);
    const back = await atKroger(authorizeUrl, victim.shopper);
    expect(await callback(back)).toBe('/app/meal-planner?kroger=error');
    const other = await startConsent(victim);
    expect(await callback(back, other.cookie)).toBe('/app/meal-planner?kroger=error');
    expect(await connection(attacker.id)).toBeNull();
    expect(await connection(victim.id)).toBeNull();
  });

  it('sends a bad or absent state back with kroger=error and connects nobody', async () => {
    const m = await member();
    const { authorizeUrl, cookie } = await startConsent(m);
    const back = new URL(await atKroger(authorizeUrl, m.shopper), PUBLIC_URL);
    const code = back.searchParams.get('code')!;
    for (const [url, withCookie] of [
      [`/api/kroger/callback?code=${code}`, cookie],
      ['/api/kroger/callback', cookie],
      [`/api/kroger/callback?code=${code}&state=forged`, `${STATE_COOKIE}=forged`],
      [`/api/kroger/callback?code=${code}&state=a&state=b`, cookie],
    ] as const) {
      expect(await callback(url, withCookie), url).toBe('/app/meal-planner?kroger=error');
    }
    expect(await connection(m.id)).toBeNull();
  });

  it('answers kroger=denied when the shopper refuses consent', async () => {
    const m = await member();
    fake.state.consent = 'deny';
    const { authorizeUrl, cookie } = await startConsent(m, '/app/lists');
    const back = await atKroger(authorizeUrl, m.shopper);
    expect(back).toContain('error=access_denied');
    expect(await callback(back, cookie)).toBe('/app/lists?kroger=denied');
    expect(await connection(m.id)).toBeNull();
    // The state is spent either way.
    expect(await callback(back, cookie)).toBe('/app/meal-planner?kroger=error');
  });

  it('answers kroger=error, without details, when Kroger refuses the code exchange', async () => {
    const m = await member();
    const { authorizeUrl, cookie } = await startConsent(m);
    const back = await atKroger(authorizeUrl, m.shopper);
    fake.state.userGrantFailure = 500;
    expect(await callback(back, cookie)).toBe('/app/meal-planner?kroger=error');
    expect(await connection(m.id)).toBeNull();
  });

  it('refuses return_to values that leave the site (open redirects)', async () => {
    const m = await member();
    for (const returnTo of [
      '//evil.com',
      'https://evil.com',
      'http://evil.com/app',
      '/\\evil.com',
      '/.//evil.com',
      '/%2e//evil.com',
      'evil.com',
      'javascript:alert(1)',
      '/app\nLocation: https://evil.com',
      ' /app',
      '',
      `/${'a'.repeat(600)}`,
    ]) {
      const res = await connectRequest(m, { return_to: returnTo });
      expect(res.statusCode, returnTo).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).error).toBe('validation');
    }
    const pending = await app.database.db
      .select()
      .from(krogerOauthStates)
      .where(eq(krogerOauthStates.userId, m.id));
    expect(pending).toEqual([]);
  });

  it('limits how many consents a member may start', async () => {
    const m = await member();
    for (let i = 0; i < KROGER_CONNECT_LIMIT.max; i++) expect((await connectRequest(m)).statusCode).toBe(200);
    const res = await connectRequest(m);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'rate_limit' });
    // Counted per member: another is not affected.
    expect((await connectRequest(await member())).statusCode).toBe(200);
  });
});

describe('POST /api/kroger/cart', () => {
  it("adds the items to the member's Kroger cart under the member's own token", async () => {
    const m = await member();
    await connect(m);
    const res = await cart(m, {
      items: [
        { product_id: UPC_A, quantity: 2 },
        { product_id: UPC_B, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, added: 2 });
    const sent = fake.state.cartRequests.at(-1)!;
    expect(sent.user).toBe(m.shopper);
    expect(sent.token).toMatch(/^utok-/);
    expect(fake.state.tokens.has(sent.token)).toBe(false); // not the client-credentials token
    expect(sent.items).toEqual([
      { upc: UPC_A, quantity: 2 },
      { upc: UPC_B, quantity: 1 },
    ]);
    expect(fake.state.carts.get(m.shopper)).toEqual(sent.items);
  });

  it('passes the modality on when given', async () => {
    const m = await member();
    await connect(m);
    const res = await cart(m, { items: [{ product_id: UPC_A, quantity: 3 }], modality: 'PICKUP' });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.state.cartRequests.at(-1)!.items).toEqual([{ upc: UPC_A, quantity: 3, modality: 'PICKUP' }]);
  });

  it('refreshes an expired access token first (refresh grant), then adds', async () => {
    const m = await member();
    await connect(m);
    const before = (await connection(m.id))!;
    advance(31 * 60_000);
    await m.relogin(); // (the Saverly access token has expired too)
    const grants = fake.state.grants.length;
    const res = await cart(m, { items: [{ product_id: UPC_A, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.state.grants.slice(grants)).toEqual(['refresh_token']);
    expect(fake.state.cartRequests.at(-1)!.user).toBe(m.shopper);
    const after = (await connection(m.id))!;
    expect(after.accessTokenEnc).not.toBe(before.accessTokenEnc);
    expect(after.refreshTokenEnc).not.toBe(before.refreshTokenEnc); // rotated refresh token kept
    expect(after.expiresAt.getTime()).toBe(clock.t + 1800 * 1000);
    // The new token is used as is next time.
    expect((await cart(m, { items: [{ product_id: UPC_B, quantity: 1 }] })).statusCode).toBe(200);
    expect(fake.state.grants.slice(grants)).toEqual(['refresh_token']);
  });

  it('refreshes once and retries when Kroger answers 401 early', async () => {
    const m = await member();
    await connect(m);
    fake.expireUserTokens();
    const grants = fake.state.grants.length;
    const res = await cart(m, { items: [{ product_id: UPC_A, quantity: 4 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.state.grants.slice(grants)).toEqual(['refresh_token']);
    expect(fake.state.carts.get(m.shopper)).toEqual([{ upc: UPC_A, quantity: 4 }]);
  });

  it('asks to connect again (409) when Kroger revoked the consent, and forgets the connection', async () => {
    const m = await member();
    await connect(m);
    fake.revokeConsents();
    const res = await cart(m, { items: [{ product_id: UPC_A, quantity: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'conflict',
      details: { action_required: 'connect_kroger' },
    });
    expect(await status(m)).toMatchObject({ connected: false });
  });

  it('answers 409 with action_required connect_kroger when not connected', async () => {
    const m = await member();
    const res = await cart(m, { items: [{ product_id: UPC_A, quantity: 1 }] });
    expect(res.statusCode).toBe(409);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.error).toBe('conflict');
    expect(body.details).toEqual({ action_required: 'connect_kroger' });
  });

  it("never uses another member's connection", async () => {
    const a = await member();
    const b = await member();
    await connect(a);
    const res = await cart(b, { items: [{ product_id: UPC_A, quantity: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(fake.state.carts.get(b.shopper)).toBeUndefined();
    // A connection's ciphertext copied into another member's row does not decrypt there.
    const row = (await connection(a.id))!;
    await app.database.db.insert(krogerConnections).values({ ...row, userId: b.id });
    expect(await status(b)).toMatchObject({ connected: false });
    const copied = await cart(b, { items: [{ product_id: UPC_A, quantity: 1 }] });
    expect(copied.statusCode).toBe(409);
    expect(fake.state.carts.get(a.shopper)).toBeUndefined();
    expect(await status(a)).toMatchObject({ connected: true });
  });

  it('answers 503 with a clear message when Kroger fails', async () => {
    const m = await member();
    await connect(m);
    fake.state.cartFailure = 500;
    const res = await cart(m, { items: [{ product_id: UPC_A, quantity: 1 }] });
    expect(res.statusCode).toBe(503);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.error).toBe('unavailable');
    expect(body.message).toMatch(/Kroger/);
    expect(await status(m)).toMatchObject({ connected: true }); // a Kroger outage keeps the link
  });

  it('validates the items (400 envelope), listing product ids that are not UPCs', async () => {
    const m = await member();
    await connect(m);
    const sent = fake.state.cartRequests.length;
    for (const payload of [
      {},
      { items: [] },
      { items: [{ product_id: UPC_A, quantity: 0 }] },
      { items: [{ product_id: UPC_A, quantity: 100 }] },
      { items: [{ product_id: UPC_A, quantity: 1.5 }] },
      { items: [{ product_id: UPC_A }] },
      { items: Array.from({ length: 201 }, () => ({ product_id: UPC_A, quantity: 1 })) },
      { items: [{ product_id: UPC_A, quantity: 1 }], modality: 'DRONE' },
    ]) {
      const res = await cart(m, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).error).toBe('validation');
    }
    const res = await cart(m, {
      items: [
        { product_id: UPC_A, quantity: 1 },
        { product_id: 'chicken.kroger.16oz', quantity: 1 },
        { product_id: '1234567', quantity: 1 },
        { product_id: '123456789012345', quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation',
      details: {
        invalid_product_ids: ['chicken.kroger.16oz', '1234567', '123456789012345'],
        fields: [
          { path: 'body.items.1.product_id' },
          { path: 'body.items.2.product_id' },
          { path: 'body.items.3.product_id' },
        ],
      },
    });
    expect(fake.state.cartRequests.length).toBe(sent);
    const limit = await cart(m, {
      items: Array.from({ length: 200 }, () => ({ product_id: UPC_A, quantity: 99 })),
    });
    expect(limit.statusCode, limit.body).toBe(200);
  });
});

describe('DELETE /api/kroger/connection', () => {
  it('disconnects: the status says so and the cart asks to connect again', async () => {
    const a = await member();
    const b = await member();
    await connect(a);
    await connect(b);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/kroger/connection',
      headers: bearer(a.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, connected: false });
    expect(await connection(a.id)).toBeNull();
    expect(await status(a)).toMatchObject({ connected: false });
    expect((await cart(a, { items: [{ product_id: UPC_A, quantity: 1 }] })).statusCode).toBe(409);
    // Only the caller's own link; disconnecting twice is fine.
    expect(await status(b)).toMatchObject({ connected: true });
    const again = await app.inject({
      method: 'DELETE',
      url: '/api/kroger/connection',
      headers: bearer(a.token),
    });
    expect(again.statusCode).toBe(200);
  });
});
