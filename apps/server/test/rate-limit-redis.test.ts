import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp, createTestDatabase } from './helpers.js';
import { nextIp, uniqueEmail } from './factories.js';

const redisUrl = process.env.TEST_REDIS_URL;

// Needs a Redis server (CI sets TEST_REDIS_URL); a fresh machine without one skips this file.
describe.skipIf(!redisUrl)('rate limits shared through Redis (REDIS_URL)', () => {
  let first: App;
  let second: App;
  beforeAll(async () => {
    first = await buildTestApp({ redisUrl: redisUrl! });
    second = await buildTestApp({ redisUrl: redisUrl! }, { database: await createTestDatabase() });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('two server instances count one account together', async () => {
    const email = uniqueEmail('redis');
    const attempt = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Wrong-Password-1!' },
        remoteAddress: nextIp(),
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt(first)).statusCode).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await attempt(second)).statusCode).toBe(401);
    const limited = await attempt(first);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
