import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from '../../config.js';
import { buildTestApp } from '../../../test/helpers.js';
import { uniqueEmail } from '../../../test/factories.js';

describe('TRUST_PROXY', () => {
  it('takes false, a hop count or proxy IPs/CIDRs; true means one hop, never every hop', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.4,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'loopback',
    ]);
    expect(parseTrustProxy('fd00::/8')).toEqual(['fd00::/8']);
    expect(parseTrustProxy('banana')).toBeNull();
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(ConfigError);
  });

  it.each([
    ['true (one hop)', 1],
    ['the proxy address', ['127.0.0.1/32']],
  ] as const)(
    'behind one proxy, set to %s, a client cannot pick its address by prepending X-Forwarded-For hops',
    async (_label, trustProxy) => {
      const app = await buildTestApp({ trustProxy: trustProxy as number | string[] });
      try {
        let last = 0;
        for (let i = 0; i < 21; i += 1) {
          const res = await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: uniqueEmail(), password: 'Wrong-Password-1!' },
            // The proxy (127.0.0.1) appends the address it saw; the client forged the rest.
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.${i}, 192.0.2.77` },
          });
          last = res.statusCode;
        }
        expect(last).toBe(429);
      } finally {
        await app.close();
      }
    },
  );

  it('trusts the real client address the proxy reports (different clients are counted apart)', async () => {
    const app = await buildTestApp({ trustProxy: 1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: uniqueEmail(), password: 'Wrong-Password-1!' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.every((s) => s === 401)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
