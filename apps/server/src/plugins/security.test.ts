import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, testConfig } from '../../test/helpers.js';

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
      if (name !== 'style-src') expect(values, name).not.toContain("'unsafe-inline'");
      expect(values, name).not.toContain("'unsafe-eval'");
    }
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
