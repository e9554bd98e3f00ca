import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp, testConfig } from './helpers.js';

/** Sends `head`, then one byte of `body` every `everyMs`; resolves when the server ends the connection. */
function trickle(port: number, head: string, body: string, everyMs: number) {
  return new Promise<{ afterMs: number; bytesSent: number; response: string }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let sent = 0;
    let response = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
      }, everyMs);
    });
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
    const done = () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - started, bytesSent: sent, response });
    };
    socket.on('close', done);
    socket.on('error', () => undefined);
  });
}

describe('request and body timeouts', () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    const base = testConfig();
    app = await buildTestApp({
      http: { ...base.http, requestTimeoutMs: 1000, headersTimeoutMs: 1000, checkIntervalMs: 200 },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  it('defaults: 30 s for a request, 10 s for its headers', () => {
    expect(testConfig().http).toMatchObject({ requestTimeoutMs: 30_000, headersTimeoutMs: 10_000 });
  });

  it('cuts off a client trickling a body (408, connection closed) long before it finishes', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(100) });
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const result = await trickle(port, head, body, 100);
    expect(result.bytesSent).toBeLessThan(body.length);
    expect(result.afterMs).toBeLessThan(5_000);
    expect(result.response).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client trickling its headers', async () => {
    const result = await trickle(
      port,
      'GET /api/health HTTP/1.1\r\n',
      'X-Slow: ' + 'a'.repeat(200) + '\r\n\r\n',
      100,
    );
    expect(result.afterMs).toBeLessThan(5_000);
    expect(result.response).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it('a request that arrives in time is served', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
