import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, testConfig } from '../../test/helpers.js';
import { CSP_NONCE_PLACEHOLDER } from './security.js';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('sends a strict Content-Security-Policy with no inline script', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    for (const [name, values] of csp) {
      expect(values, name).not.toContain("'unsafe-inline'");
      expect(values, name).not.toContain("'unsafe-eval'");
    }
  });

  it('allows styles from this site and <style> elements with a per-response nonce only', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      const styleSrc = directives(String(res.headers['content-security-policy'])).get('style-src')!;
      expect(styleSrc).toHaveLength(2);
      expect(styleSrc[0]).toBe("'self'");
      expect(styleSrc[1]).toMatch(/^'nonce-[A-Za-z0-9+/]{24}'$/);
      nonces.push(styleSrc[1]);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('X-Frame-Options agrees with frame-ancestors (DENY); a Permissions-Policy turns off unused features', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
      expect(policy).toContain(`${feature}=()`);
  });

  it('allows images only from this site unless the Kroger catalogue (and its photo host) is configured', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(directives(String(res.headers['content-security-policy'])).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
    ]);
    const base = testConfig();
    const kroger = await buildTestApp({
      stores: {
        ...base.stores,
        kroger: { clientId: 'id', clientSecret: 'secret', baseUrl: 'http://127.0.0.1:9' },
      },
    });
    try {
      const withKroger = await kroger.inject({ method: 'GET', url: '/api/health' });
      expect(directives(String(withKroger.headers['content-security-policy'])).get('img-src')).toContain(
        'https://www.kroger.com',
      );
    } finally {
      await kroger.close();
    }
  });

  it('sends nosniff, a referrer policy and refuses framing on errors too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('the served page and its style nonce', () => {
  let app: App;
  let dist: string;
  const page = (nonce: string) =>
    `<!doctype html><meta name="csp-nonce" content="${nonce}"><title>Saverly</title><div id="root"></div>`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'saverly-csp-'));
    writeFileSync(path.join(dist, 'index.html'), page(CSP_NONCE_PLACEHOLDER));
    app = await buildTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/app/dashboard'])(
    '%s carries the nonce its CSP header names, fresh each time',
    async (url) => {
      const seen = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode).toBe(200);
        const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
        expect(res.body).toBe(page(nonce));
        expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
        // A revalidated copy would keep an old nonce: no validators, and conditional requests get the page.
        expect(res.headers.etag).toBeUndefined();
        expect(res.headers['last-modified']).toBeUndefined();
        seen.add(nonce);
      }
      expect(seen.size).toBe(2);
      const conditional = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
      });
      expect(conditional.statusCode).toBe(200);
    },
  );
});
