import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp, createTestDatabase, freePort } from './helpers.js';
import { nextIp, uniqueEmail } from './factories.js';

const redisUrl = process.env.TEST_REDIS_URL;
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

const wrongLogin = (app: App, email: string, ip = nextIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Wrong-Password-1!' },
    remoteAddress: ip,
  });
const health = async (app: App) =>
  (await app.inject({ method: 'GET', url: '/api/health' })).json<{
    status: string;
    rate_limits: { store: string; ok: boolean };
  }>();

const waitFor = async (condition: () => Promise<boolean>, timeoutMs = 10_000) => {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

// Needs a Redis server (CI sets TEST_REDIS_URL); a fresh machine without one skips this block.
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
    const firstClient = nextIp();
    expect((await wrongLogin(first, email, firstClient)).statusCode).toBe(401);
    for (let i = 0; i < 4; i += 1) expect((await wrongLogin(first, email)).statusCode).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await wrongLogin(second, email)).statusCode).toBe(401);
    // 10 failures across both instances: a client that failed is refused now (the lockout rule).
    const limited = await wrongLogin(first, email, firstClient);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('rate limits while Redis is down', () => {
  it('a Redis that never answers (bogus port): the app starts, limits count in memory, no 500, health says so', async () => {
    const app = await buildTestApp({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
    try {
      const ip = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) statuses.push((await wrongLogin(app, uniqueEmail(), ip)).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
      const body = await health(app);
      expect(body.status).toBe('ok');
      expect(body.rate_limits).toEqual({ store: 'redis', ok: false });
    } finally {
      await app.close();
    }
  });

  describe.skipIf(!hasRedisServer)('a real Redis that stops and comes back', () => {
    let redis: ChildProcess | null = null;
    let port = 0;
    const startRedis = async () => {
      redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      await waitFor(async () =>
        spawnSync('redis-cli', ['-p', String(port), 'ping'])
          .stdout?.toString()
          .includes('PONG'),
      );
    };
    const stopRedis = async () => {
      const child = redis;
      if (!child) return;
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGKILL');
      });
      redis = null;
    };
    beforeAll(async () => {
      port = await freePort();
      await startRedis();
    });
    afterAll(async () => {
      await stopRedis();
    });

    it('falls back to memory with no 500 while it is down, then uses Redis again', async () => {
      const app = await buildTestApp({ redisUrl: `redis://127.0.0.1:${port}` });
      try {
        expect((await health(app)).rate_limits).toEqual({ store: 'redis', ok: true });
        expect((await wrongLogin(app, uniqueEmail())).statusCode).toBe(401);

        await stopRedis();
        const ip = nextIp();
        const statuses: number[] = [];
        for (let i = 0; i < 21; i += 1) statuses.push((await wrongLogin(app, uniqueEmail(), ip)).statusCode);
        expect(statuses.filter((s) => s >= 500)).toEqual([]);
        expect(statuses[20]).toBe(429);
        expect((await health(app)).rate_limits).toEqual({ store: 'redis', ok: false });

        await startRedis();
        await waitFor(async () => (await health(app)).rate_limits.ok);
        const email = uniqueEmail();
        expect((await wrongLogin(app, email)).statusCode).toBe(401);
        const keys = spawnSync('redis-cli', [
          '-p',
          String(port),
          '--scan',
          '--pattern',
          `saverly-rl:*${email}*`,
        ]);
        expect(keys.stdout.toString()).toContain(email);
      } finally {
        await app.close();
      }
    });
  });
});
