import { errorEnvelopeSchema } from '@saverly/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app.js';
import { AppError } from '../lib/app-error.js';
import { errorForLog, requestForLog } from './errors.js';
import { buildTestApp } from '../../test/helpers.js';

describe('one error shape for every failure', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(
      {},
      {
        extraApiRoutes: (api) => {
          const typed = api.withTypeProvider<ZodTypeProvider>();
          typed.post(
            '/echo',
            { schema: { body: z.object({ name: z.string().min(1), age: z.number().int() }) } },
            (request) => ({ ok: true, name: request.body.name }),
          );
          typed.get('/boom', () => {
            throw new Error('secret connection string postgres://user:pw@db');
          });
          typed.get('/conflict', () => {
            throw new AppError('conflict', 'That store is already your default', { store_id: '42' });
          });
        },
      },
    );
  });
  afterAll(() => app.close());

  const envelope = (body: string) => errorEnvelopeSchema.parse(JSON.parse(body));

  it('unknown API paths get a JSON 404, never the web app', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(envelope(res.body)).toEqual({ success: false, error: 'not_found', message: 'Resource not found' });
  });

  it('schema failures answer 400 with the failing fields in details', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { name: '', age: 'old' } });
    expect(res.statusCode).toBe(400);
    const body = envelope(res.body);
    expect(body.error).toBe('validation');
    expect(body.message).toBe('Invalid request data');
    const fields = (body.details as { fields: { path: string }[] }).fields.map((f) => f.path).sort();
    expect(fields).toEqual(['body.age', 'body.name']);
  });

  it('valid input passes validation', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { name: 'Ana', age: 7 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, name: 'Ana' });
  });

  it('malformed JSON is a 400 in the same shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res.body).error).toBe('validation');
  });

  it('bodies over the limit are refused with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000), age: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(envelope(res.body).error).toBe('payload_too_large');
  });

  it('unsupported content types are refused with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=Ana',
    });
    expect(res.statusCode).toBe(415);
    expect(envelope(res.body).error).toBe('unsupported_media_type');
  });

  it('5xx responses never leak internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(envelope(res.body)).toEqual({ success: false, error: 'server', message: 'Internal server error' });
    expect(res.body).not.toMatch(/postgres:|secret|stack/);
  });

  it('application errors keep their code, message and details', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/conflict' });
    expect(res.statusCode).toBe(409);
    expect(envelope(res.body)).toEqual({
      success: false,
      error: 'conflict',
      message: 'That store is already your default',
      details: { store_id: '42' },
    });
  });
});

describe('log serializers', () => {
  it('keep what failed and drop the values: drizzle params, PGlite params, PostgreSQL detail', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        severity: 'ERROR',
        constraint: 'users_email_key',
        detail: 'Key (email)=(ana@example.com) already exists.',
        params: ['ana@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
      },
    );
    // Drizzle's wrapper: the params are in the message (and so the stack) and a property.
    const error = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ana@example.com,\n    at $argon2id$v=19$hash',
      ),
      { params: ['ana@example.com', '$argon2id$v=19$hash'], query: 'insert into "users" ...' },
      { cause },
    );
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('users_email_key');
    expect(logged).toContain('23505');
    expect(logged).toContain('at '); // stack frames are kept
    expect(logged).not.toContain('ana@example.com');
    expect(logged).not.toContain('argon2');
  });

  it('log request paths without their query strings', () => {
    expect(requestForLog({ method: 'GET', url: '/reset-password?token=abc', ip: '1.2.3.4' })).toMatchObject({
      method: 'GET',
      url: '/reset-password?[redacted]',
      remoteAddress: '1.2.3.4',
    });
    expect(requestForLog({ method: 'GET', url: '/api/health' }).url).toBe('/api/health');
  });
});
