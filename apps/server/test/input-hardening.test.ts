import {
  errorEnvelopeSchema,
  generateMealPlanResponseSchema,
  LIMITS,
  UNSAFE_TEXT_MESSAGE,
} from '@saverly/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import { bearer, createUser, GOOD_PASSWORD, login, nextIp, uniqueEmail } from './factories.js';
import { buildTestApp } from './helpers.js';

/**
 * Issue #12 items 1 and 4 as named regressions (docs/decisions/0025-input-limits.md): deeply
 * nested bodies, NUL and lone surrogates, oversized text. Each answered 500 before, some broke
 * PGlite for every later request.
 */

const NUL = 'a\u0000b';
const SURROGATE = 'a\uD800b';

// beforeAll generates a plan (the store's first sync, the optimizer): slow on a loaded machine.
vi.setConfig({ hookTimeout: 180_000, testTimeout: 60_000 });

let app: App;
let token: string;
/** A plan the member generated: saved plans are made from one (ADR 0031). */
let planId: string;
let mealId: string;

/** A JSON request whose text is sent as is (JSON.stringify writes NUL and lone surrogates as \u escapes). */
const send = (method: 'POST' | 'PUT', url: string, body: string, headers: Record<string, string> = {}) =>
  app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
    remoteAddress: nextIp(),
  });

const envelope = (body: string) => errorEnvelopeSchema.parse(JSON.parse(body));
const fieldsOf = (body: string) =>
  ((envelope(body).details as { fields?: { path: string; message: string }[] }).fields ?? []).map(
    (f) => `${f.path}: ${f.message}`,
  );

let stillWorks = 0;

/** The account routes still work: a new member registers and logs in, and a plan is saved. */
async function accountsStillWork() {
  const email = uniqueEmail('after');
  const register = await send(
    'POST',
    '/api/auth/register',
    JSON.stringify({ email, password: GOOD_PASSWORD, first_name: 'Ana', last_name: 'Diaz' }),
  );
  expect(register.statusCode, register.body).toBe(201);
  const { user } = await createUser(app);
  await login(app, user.email, GOOD_PASSWORD);
  // Named, so each call makes a saved plan (the same meals unnamed answer the first, 200).
  stillWorks += 1;
  const save = await send(
    'POST',
    '/api/saved-plans',
    JSON.stringify({ plan_id: planId, name: `Still works ${stillWorks}` }),
    bearer(token),
  );
  expect(save.statusCode, save.body).toBe(201);
}

beforeAll(async () => {
  app = await buildTestApp();
  const { user } = await createUser(app);
  token = (await login(app, user.email, GOOD_PASSWORD)).access_token;
  const generated = await send(
    'POST',
    '/api/generate-meal-plan-assistant',
    JSON.stringify({ days: 1, family_size: 2, meal_types: ['dinner'] }),
    bearer(token),
  );
  expect(generated.statusCode, generated.body).toBe(200);
  const plan = generateMealPlanResponseSchema.parse(generated.json()).data;
  expect(plan.id).toBeTruthy();
  planId = plan.id!;
  mealId = plan.days[0]!.meals[0]!.id;
});
afterAll(() => app.close());

describe('deep nesting', () => {
  it('a saved plan with 1,000 nested objects is a 400, and login and register still work after it', async () => {
    const body = `{"plan_id":"${planId}","extra":${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}}`;
    const res = await send('POST', '/api/saved-plans', body, bearer(token));
    expect(res.statusCode, res.body).toBe(400);
    expect(envelope(res.body)).toMatchObject({ error: 'validation', details: { reason: 'json_too_deep' } });
    await accountsStillWork();
  });

  it('3,000 nested arrays are a 400 on any JSON route, signed in or not', async () => {
    const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    for (const [url, headers] of [
      ['/api/saved-plans', bearer(token)],
      ['/api/auth/login', {}],
      ['/api/grocery-list', bearer(token)],
    ] as const) {
      const res = await send('POST', url, `{"plan_id":${deep},"meal_plan":${deep},"email":${deep}}`, headers);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
    }
    await accountsStillWork();
  });

  it(`nesting up to ${LIMITS.maxJsonDepth} levels is parsed (brackets inside strings do not count)`, async () => {
    const name = '[[[[{{{{'.repeat(15);
    const body = JSON.stringify({ plan_id: planId, name });
    const res = await send('POST', '/api/saved-plans', body, bearer(token));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('NUL and lone surrogates are a 400 naming the field, never a 500', () => {
  const cases: [string, string, 'POST' | 'PUT', (bad: string) => unknown, string][] = [
    ['login email', '/api/auth/login', 'POST', (bad) => ({ email: bad, password: 'x' }), 'body.email'],
    ['reset email', '/api/auth/password-reset/request', 'POST', (bad) => ({ email: bad }), 'body.email'],
    [
      'register first name',
      '/api/auth/register',
      'POST',
      (bad) => ({ email: uniqueEmail(), password: GOOD_PASSWORD, first_name: bad, last_name: 'L' }),
      'body.first_name',
    ],
    [
      'register last name',
      '/api/auth/register',
      'POST',
      (bad) => ({ email: uniqueEmail(), password: GOOD_PASSWORD, first_name: 'F', last_name: bad }),
      'body.last_name',
    ],
    ['profile first name', '/api/auth/profile', 'PUT', (bad) => ({ first_name: bad }), 'body.first_name'],
    ['profile last name', '/api/auth/profile', 'PUT', (bad) => ({ last_name: bad }), 'body.last_name'],
    ['profile phone', '/api/auth/profile', 'PUT', (bad) => ({ phone: bad }), 'body.phone'],
    [
      'generate store_id',
      '/api/generate-meal-plan-assistant',
      'POST',
      (bad) => ({ days: 1, family_size: 2, meal_types: ['dinner'], store_id: bad }),
      'body.store_id',
    ],
    [
      'generate special_occasion',
      '/api/generate-meal-plan-assistant',
      'POST',
      (bad) => ({ days: 1, family_size: 2, meal_types: ['dinner'], special_occasion: bad }),
      'body.special_occasion',
    ],
    ['saved-plan name', '/api/saved-plans', 'POST', (bad) => ({ plan_id: planId, name: bad }), 'body.name'],
    ['saved-plan plan id', '/api/saved-plans', 'POST', (bad) => ({ plan_id: bad }), 'body.plan_id'],
    [
      'saved-plan meal id',
      '/api/saved-plans',
      'POST',
      (bad) => ({ plan_id: planId, meal_ids: [mealId, bad] }),
      'body.meal_ids.1',
    ],
    [
      'saved-plan store',
      '/api/saved-plans',
      'POST',
      (bad) => ({ plan_id: planId, store_id: bad }),
      'body.store_id',
    ],
    [
      'saved-plan meal id in the earlier body',
      '/api/saved-plans',
      'POST',
      (bad) => ({ meal_plan: { id: planId, days: [{ meals: [{ id: bad }] }] } }),
      'body.meal_plan.days.0.meals.0.id',
    ],
    [
      'grocery-list ingredient line',
      '/api/grocery-list',
      'POST',
      (bad) => ({ meal_plan: { days: [{ meals: [{ name: 'x', ingredients: [bad] }] }] } }),
      'body.meal_plan.days.0.meals.0.ingredients',
    ],
    ['pantry food id', '/api/pantry', 'PUT', (bad) => ({ food_ids: [bad] }), 'body.food_ids.0'],
  ];

  it.each(cases)('%s', async (_label, url, method, body, field) => {
    for (const bad of [NUL, SURROGATE]) {
      const res = await send(method, url, JSON.stringify(body(bad)), bearer(token));
      expect(res.statusCode, `${JSON.stringify(bad)}: ${res.body}`).toBe(400);
      expect(envelope(res.body).error).toBe('validation');
      expect(fieldsOf(res.body).join('\n')).toContain(field);
      expect(res.body).toContain(UNSAFE_TEXT_MESSAGE);
    }
  });

  it.each([
    ['sales store_id', '/api/sales?store_id=', 'querystring.store_id'],
    ['sales search', '/api/sales?search=', 'querystring.search'],
    ['sales category', '/api/sales?category=', 'querystring.category'],
    ['sales categories store_id', '/api/sales/categories?store_id=', 'querystring.store_id'],
    ['saved plan id', '/api/saved-plans/', 'params.id'],
    [
      'kroger callback state (a route without a schema)',
      '/api/kroger/callback?code=c&state=',
      'querystring.state',
    ],
  ])('%s in the URL', async (_label, prefix, field) => {
    const res = await app.inject({ method: 'GET', url: `${prefix}a%00b`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res.body).join('\n')).toContain(field);
    // A lone surrogate has no UTF-8 form: its CESU bytes are not decoded into one.
    const surrogate = await app.inject({
      method: 'GET',
      url: `${prefix}a%ED%A0%80b`,
      headers: bearer(token),
    });
    expect(surrogate.statusCode, surrogate.body).toBeLessThan(500);
  });

  it('the account routes work after all of it', async () => {
    await accountsStillWork();
  });
});

describe('size budgets', () => {
  it('a 1 MB notes field on a saved plan is refused (413) and a small one is not stored', async () => {
    const big = await send(
      'POST',
      '/api/saved-plans',
      JSON.stringify({ plan_id: planId, notes: 'n'.repeat(1_000_000) }),
      bearer(token),
    );
    expect(big.statusCode, big.body.slice(0, 200)).toBe(413);
    expect(envelope(big.body).error).toBe('payload_too_large');

    // The body is strict: an unknown key is refused …
    const strict = await send(
      'POST',
      '/api/saved-plans',
      JSON.stringify({ plan_id: planId, notes: 'n' }),
      bearer(token),
    );
    expect(strict.statusCode, strict.body).toBe(400);
    // … and the earlier body (the whole plan as the web held it) is read for ids only.
    const small = await send(
      'POST',
      '/api/saved-plans',
      JSON.stringify({
        meal_plan: {
          id: planId,
          notes: 'keep me?',
          days: [{ meals: [{ id: mealId, name: 'my own name', secret: 's' }] }],
        },
        name: 'Old body',
      }),
      bearer(token),
    );
    expect(small.statusCode, small.body).toBe(201);
    const saved = await app.inject({
      method: 'GET',
      url: `/api/saved-plans/${small.json<{ data: { id: string } }>().data.id}`,
      headers: bearer(token),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('keep me?');
    expect(saved.body).not.toContain('my own name');
    expect(saved.body).not.toContain('secret');
  });

  it(`routes without their own budget refuse bodies over ${LIMITS.defaultRouteBodyBytes} bytes`, async () => {
    const res = await send(
      'POST',
      '/api/auth/login',
      JSON.stringify({ email: 'a@b.co', password: 'p', pad: 'x'.repeat(LIMITS.defaultRouteBodyBytes) }),
    );
    expect(res.statusCode, res.body).toBe(413);
  });

  it('text over a field bound is a 400, not stored', async () => {
    const res = await send(
      'POST',
      '/api/saved-plans',
      JSON.stringify({ plan_id: planId, name: 'n'.repeat(121) }),
      bearer(token),
    );
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('error logs carry no query params or secrets', () => {
  it('a register whose insert fails logs the SQL error without the hash, password or email', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp(
      { logLevel: 'error' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      // Every insert into users fails inside the database, after the password was hashed.
      await logged.database.executeSql(`
        create function saverly_test_fail() returns trigger language plpgsql as $$
        begin raise exception 'forced insert failure'; end $$;
        create trigger saverly_test_fail before insert on users
          for each row execute function saverly_test_fail();`);
      const email = uniqueEmail('hashed');
      const password = 'Secret-Passphrase-77!';
      const res = await logged.inject({
        method: 'POST',
        url: '/api/auth/register?next=%2Fsecret-query',
        payload: { email, password, first_name: 'Ana', last_name: 'Diaz' },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, res.body).toBe(500);
      expect(res.body).not.toContain('forced');

      const log = lines.join('');
      // The failure is logged, with what failed …
      expect(log).toContain('forced insert failure');
      expect(log).toMatch(/insert into \\"users\\"/i);
      // … and none of the values.
      expect(log).not.toContain('$argon2');
      expect(log).not.toContain(password);
      expect(log).not.toContain(email);
      expect(log).not.toContain('secret-query');
    } finally {
      await logged.close();
    }
  });
});
