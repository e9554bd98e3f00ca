import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/helpers.js';

describe('serving the built web app', () => {
  let app: App;
  let dist: string;
  const INDEX = '<!doctype html><title>Saverly</title><div id="root"></div>';

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'saverly-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {})');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Saverly"}');
    app = await buildTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it.each(['/pricing', '/app/dashboard', '/reset-password?token=abc', '/meal-planner/'])(
    'falls back to the app for the client route %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker uncached with Service-Worker-Allowed: /', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a missing asset is a 404, not the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toBe(INDEX);
  });

  it('/api paths never fall back to the app', async () => {
    for (const url of ['/api', '/api/', '/api/unknown/route']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, error: 'not_found' });
    }
  });

  it('keeps the API working beside the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});
