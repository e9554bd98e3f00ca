import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/helpers.js';
import { inlineScriptSources, readRuntimeConfig, withRuntimeConfig } from './web-app.js';

describe('serving the built web app', () => {
  let app: App;
  let dist: string;
  const INDEX = '<!doctype html><title>Saverly</title><div id="root"></div>';
  const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))})`;
  const BOOT = "document.documentElement.setAttribute('data-boot','hydrate')";
  const FEATURES =
    '<!doctype html><meta name="csp-nonce" content="CSP-NONCE-PLACEHOLDER---">' +
    `<script>${BOOT}</script><title>Features</title>` +
    `<div id="root"><h1>Features</h1>${'<p>Plans for families.</p>'.repeat(100)}</div>`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'saverly-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {})');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Saverly"}');
    writeFileSync(path.join(dist, 'assets', 'app-Zz98Yy76.js'), BUNDLE);
    writeFileSync(path.join(dist, 'assets', 'app-Zz98Yy76.js.br'), brotliCompressSync(BUNDLE));
    writeFileSync(path.join(dist, 'assets', 'app-Zz98Yy76.js.gz'), gzipSync(BUNDLE));
    writeFileSync(
      path.join(dist, 'sw.js.br'),
      brotliCompressSync('self.addEventListener("install", () => {})'),
    );
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(path.join(dist, 'prerendered', 'features.html'), FEATURES);
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

  it("serves the build's brotli copy of an asset to a browser that takes it, gzip to one that takes only gzip", async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app-Zz98Yy76.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);

    const gz = await app.inject({
      method: 'GET',
      url: '/assets/app-Zz98Yy76.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);

    const plain = await app.inject({ method: 'GET', url: '/assets/app-Zz98Yy76.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('keeps the headers of the original on a compressed copy of the service worker', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
  });

  it('serves a prerendered public page, compressed, with this response’s nonce written in', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/features',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<h1>Features</h1>');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    expect(html).not.toContain('CSP-NONCE-PLACEHOLDER');
  });

  it('lets a prerendered page run its own inline start-up script, by hash, and no other', async () => {
    const hash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    const page = await app.inject({ method: 'GET', url: '/features', headers: { accept: 'text/html' } });
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ')).toEqual(["'self'", hash]);
    expect(inlineScriptSources(`<p>x</p><script>${BOOT}</script><script src="/a.js"></script>`)).toEqual([
      hash,
    ]);
    // The app shell has no inline script: its policy allows none.
    const shell = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(/script-src ([^;]*)/.exec(String(shell.headers['content-security-policy']))?.[1]).toBe("'self'");
  });

  it('compresses API answers over 1 KB and leaves small ones alone', async () => {
    const small = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();

    const big = await app.inject({
      method: 'POST',
      url: '/api/stores/search',
      headers: { 'accept-encoding': 'gzip' },
      payload: { zip_code: '10001', radius: 50 },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(big.rawPayload).length).toBeGreaterThan(1024);
    expect(JSON.parse(gunzipSync(big.rawPayload).toString())).toHaveProperty('stores');
  });
});

describe('the runtime config written into the page (ADR 0029)', () => {
  const HEAD =
    '<!doctype html><html><head><title>Saverly</title></head><body><div id="root"></div></body></html>';
  const config = { apiUrl: '', environment: 'production', version: '1.2.3', debug: false };
  let app: App;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'saverly-dist-config-'));
    writeFileSync(path.join(dist, 'index.html'), HEAD);
    writeFileSync(path.join(dist, 'config.json'), JSON.stringify(config));
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(path.join(dist, 'prerendered', 'pricing.html'), HEAD.replace('Saverly', 'Pricing'));
    app = await buildTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const block = (json: string) =>
    `<head><script type="application/json" id="saverly-config">${json}</script>`;

  it('the shell and the prerendered pages carry the config the web would load, and the CSP allows no new script', async () => {
    for (const url of ['/', '/app', '/pricing']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(block(JSON.stringify(config)));
      expect(res.headers['content-security-policy']).not.toContain('sha256-');
    }
  });

  it('takes the files in the spec’s order, skipping what does not parse; none gives nothing to write', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'saverly-config-order-'));
    try {
      expect(readRuntimeConfig(dir)).toBeNull();
      writeFileSync(path.join(dir, 'config.json'), JSON.stringify(config));
      writeFileSync(path.join(dir, 'config.dev.json'), JSON.stringify({ ...config, debug: 'yes' }));
      writeFileSync(path.join(dir, 'config.local.json'), '{not json');
      expect(JSON.parse(readRuntimeConfig(dir)!)).toEqual(config);
      writeFileSync(
        path.join(dir, 'config.dev.json'),
        JSON.stringify({ ...config, environment: 'development' }),
      );
      expect(JSON.parse(readRuntimeConfig(dir)!)).toMatchObject({ environment: 'development' });
      expect(withRuntimeConfig(HEAD, null)).toBe(HEAD);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('no value can close the element', () => {
    const html = withRuntimeConfig(
      HEAD,
      JSON.stringify({ ...config, version: '</script><script>alert(1)</script>' }),
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('>', html.indexOf('saverly-config')) + 1, html.indexOf('</script>'));
    expect((JSON.parse(json) as { version: string }).version).toBe('</script><script>alert(1)</script>');
  });
});
