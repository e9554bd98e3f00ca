import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { fixtureCommand } from './fixture-process.js';

const fixture = path.join(import.meta.dirname, 'fixtures', 'slow-server.ts');
const isPostgres = inject('databaseKind') === 'postgres';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saverly-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// Each test starts a real server process (compile, open the database, migrate): slow on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

interface Server {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
  printed: (pattern: RegExp) => Promise<RegExpExecArray>;
  stderr: () => string;
}

/**
 * Starts the fixture server (a real process) on its own data directory. `plannerThreads`: the
 * signal tests keep the configured optimizer thread (its close is part of a clean exit); the
 * others run without one: each thread compiles the planner and plans warm-up weeks, ~7 CPU
 * seconds per start taken from the other tests on a 2-core machine, for nothing they check.
 */
async function startServer(name: string, slowMs = 800, plannerThreads = false): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: path.join(dataDir, name),
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(plannerThreads ? {} : { PLANNER_WORKERS: '0' }),
  };
  if (isPostgres) env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  const { command, args } = await fixtureCommand(fixture);
  const child = spawn(command, [...args, String(slowMs)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(stdout);
        if (match) return resolve(match);
        if (child.exitCode !== null) return reject(new Error(`server exited early: ${stderr}`));
        setTimeout(check, 20);
      };
      check();
    });
  const port = Number((await printed(/LISTENING (\d+)/))[1]);
  return { child, port, exited, printed, stderr: () => stderr };
}

interface Answer {
  status: number | 'dropped';
  body: string;
}

/**
 * A raw HTTP/1.1 connection. `request` resolves `written` once the request's bytes are in the
 * kernel (the write callback of a connected socket), `answer` with the response, or 'dropped'
 * when the connection is reset or closed first.
 */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffer = Buffer.alloc(0);
  let waiting: ((answer: Answer) => void) | null = null;
  const tryParse = () => {
    if (!waiting) return;
    const head = buffer.indexOf('\r\n\r\n');
    if (head < 0) return;
    const headers = buffer.subarray(0, head).toString();
    const length = Number(/content-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
    if (buffer.length < head + 4 + length) return;
    const body = buffer.subarray(head + 4, head + 4 + length).toString();
    buffer = buffer.subarray(head + 4 + length);
    const done = waiting;
    waiting = null;
    done({ status: Number(headers.split(' ')[1]), body });
  };
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    tryParse();
  });
  let closed = false;
  const fail = () => {
    closed = true;
    const done = waiting;
    waiting = null;
    done?.({ status: 'dropped', body: '' });
  };
  socket.on('error', fail);
  socket.on('close', fail);
  return {
    request(url: string) {
      // A connection the server has already closed answers nothing: dropped.
      if (closed)
        return {
          written: Promise.resolve(),
          answer: Promise.resolve<Answer>({ status: 'dropped', body: '' }),
        };
      const answer = new Promise<Answer>((resolve) => (waiting = resolve));
      const written = new Promise<void>((resolve) =>
        socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, () => resolve()),
      );
      return { written, answer };
    },
    close: () => socket.destroy(),
  };
}

/** One request on a connection of its own. */
async function send(port: number, url: string) {
  const connection = await connect(port);
  return connection.request(url);
}

describe('graceful shutdown of the real process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s finishes the in-flight request, refuses new ones, closes the database and exits 0',
    async (signal) => {
      const server = await startServer(signal, 800, true);
      const inFlight = fetch(`http://127.0.0.1:${server.port}/api/slow`);
      await server.printed(/SLOW-STARTED/);
      server.child.kill(signal);
      await new Promise((resolve) => setTimeout(resolve, 100));

      const late = await fetch(`http://127.0.0.1:${server.port}/api/health`).then(
        (res) => res.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(late);

      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true });
      expect(await server.exited).toBe(0);
      expect(server.stderr()).toBe('');
    },
  );

  it('drains: every request sent before SIGTERM is answered, also those not yet read (0 dropped)', async () => {
    const server = await startServer('drain');
    const KEEP_ALIVE = 10;
    const NEW_CONNECTIONS = 20;
    // Keep-alive connections that have served a request and are idle.
    const idle = await Promise.all(Array.from({ length: KEEP_ALIVE }, () => connect(server.port)));
    const warm = await Promise.all(idle.map((c, i) => c.request(`/api/echo?n=${i}`).answer));
    expect(warm.map((a) => a.status)).toEqual(Array(KEEP_ALIVE).fill(200));

    // Hold the server's event loop (as a long embedded-database statement does) and send while
    // it cannot read: new connections wait in the kernel's accept queue, requests on the idle
    // keep-alive connections in their socket buffers.
    const blocker = await send(server.port, '/api/block?ms=1500');
    await server.printed(/BLOCK-STARTED/);
    const fresh = await Promise.all(Array.from({ length: NEW_CONNECTIONS }, () => connect(server.port)));
    const requests = [
      ...idle.map((c, i) => c.request(`/api/echo?n=${100 + i}`)),
      ...fresh.map((c, i) => c.request(`/api/echo?n=${200 + i}`)),
    ];
    await Promise.all(requests.map((r) => r.written));
    server.child.kill('SIGTERM');

    const answers = await Promise.all(requests.map((r) => r.answer));
    const dropped = answers.filter((a) => a.status !== 200);
    expect(dropped, JSON.stringify(dropped.slice(0, 3))).toHaveLength(0);
    answers.forEach((a, i) =>
      expect(JSON.parse(a.body)).toEqual({ n: i < KEEP_ALIVE ? 100 + i : 200 + i - KEEP_ALIVE }),
    );
    expect((await blocker.answer).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.stderr()).toBe('');
  });

  it('health says draining while requests already read finish', async () => {
    const server = await startServer('draining', 1500);
    // A keep-alive connection for the health check, opened before the signal.
    const monitor = await connect(server.port);
    expect((await monitor.request('/api/health').answer).status).toBe(200);
    const slow = await send(server.port, '/api/slow');
    await server.printed(/SLOW-STARTED/);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await monitor.request('/api/health').answer;
    // The idle keep-alive connection may already be closed; if it answers, it says draining.
    if (health.status !== 'dropped') {
      expect(health.status).toBe(503);
      expect(JSON.parse(health.body)).toMatchObject({ status: 'draining' });
    }
    expect((await slow.answer).status).toBe(200);
    expect(await server.exited).toBe(0);
  });
});

describe.skipIf(isPostgres)('a fault of the embedded database', () => {
  it('marks the process unhealthy and exits 1 by itself, promptly (a supervisor restarts it)', async () => {
    const server = await startServer('fault');
    const started = Date.now();
    const trap = await (await send(server.port, '/api/wasm-fault')).answer;
    expect(trap.status === 'dropped' || trap.status === 500).toBe(true);
    const health = await send(server.port, '/api/health').then(
      (r) => r.answer,
      () => ({ status: 'dropped' as const, body: '' }),
    );
    expect([503, 'dropped']).toContain(health.status);
    expect(await server.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});

describe('an uncaught exception', () => {
  it('ends the process with exit code 1 after closing what it can (not left half-alive)', async () => {
    const server = await startServer('uncaught');
    expect((await (await send(server.port, '/api/uncaught')).answer).status).toBe(200);
    expect(await server.exited).toBe(1);
  });
});
