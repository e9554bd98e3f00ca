import type { Server } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the shutdown signal on: health answers 503 'draining', responses close their connection. */
    draining: boolean;
  }
}

const FORCED_EXIT_AFTER_MS = 10_000;
/** A process whose database failed gives its close this long, then exits 1 regardless. */
const FAULT_EXIT_AFTER_MS = 3_000;
/**
 * Between the signal and closing the listener the event loop runs until a few turns in a row
 * accept no connection and read no request (at most 5 s): connections queued in the kernel and
 * requests sent before the signal are taken in, not reset (ADR 0027).
 */
const QUIET_TURNS = 3;
const SETTLE_MAX_MS = 5_000;

async function settle(server: Server): Promise<void> {
  let events = 0;
  const seen = () => (events += 1);
  server.on('connection', seen);
  server.on('request', seen);
  try {
    const until = performance.now() + SETTLE_MAX_MS;
    let quiet = 0;
    while (quiet < QUIET_TURNS && performance.now() < until) {
      const before = events;
      await nextTurn();
      quiet = events === before ? quiet + 1 : 0;
    }
  } finally {
    server.off('connection', seen);
    server.off('request', seen);
  }
}

export interface HttpTimeouts {
  /** The whole request (headers and body) must arrive within this; else 408 and the socket closes. */
  requestTimeoutMs: number;
  /** The headers must arrive within this. */
  headersTimeoutMs: number;
  /** How often Node checks connections against the two timeouts (its default is 30 s). */
  checkIntervalMs: number;
}

/**
 * Request and body timeouts on Node's HTTP server (Fastify leaves `requestTimeout` at 0, i.e.
 * a client trickling a body holds its connection for ever). Handlers are not timed here: a
 * request that has fully arrived may take as long as its route allows (the planner has its own).
 */
export function applyHttpTimeouts(server: Server, timeouts: HttpTimeouts): void {
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.headersTimeout = Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs);
  // A constructor option in Node's types, but a property read when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    timeouts.checkIntervalMs;
}

/**
 * Listens, then on SIGTERM or SIGINT drains (docs/decisions/0027-process-lifecycle.md):
 * 1. health answers 503 'draining' and every response closes its connection;
 * 2. the event loop runs until it is quiet, so connections and requests that reached the machine
 *    before the signal are accepted and read (closing the listener at once reset them);
 * 3. the listener closes; requests already read and queued (e.g. behind the embedded database)
 *    finish, idle keep-alive connections close, sync jobs stop between batches, the database
 *    closes (onClose hooks); exit 0. A drain that hangs is cut off after 10 s with exit code 1.
 *
 * A fatal fault (the embedded database's WebAssembly trapped, an uncaught exception or
 * rejection anywhere, e.g. on pg-boss's paths) marks the process unhealthy, closes what can be
 * closed within 3 s and exits 1, so a supervisor restarts a clean process.
 */
export async function listenUntilSignalled(app: FastifyInstance, host: string, port: number): Promise<void> {
  let closing = false;
  let faulted = false;
  const exitAfterClose = (code: number, forcedAfterMs: number) => {
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, forcedAfterMs);
    timer.unref();
    app.close().then(
      () => process.exit(faulted ? 1 : code),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };

  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.draining = true;
    app.log.info({ signal }, 'draining');
    await settle(app.server);
    exitAfterClose(0, FORCED_EXIT_AFTER_MS);
  };

  const fatal = (reason: string, err: unknown) => {
    app.log.fatal({ err }, reason);
    faulted = true;
    if (closing) return; // already draining: that close exits, now with 1
    closing = true;
    app.draining = true;
    exitAfterClose(1, FAULT_EXIT_AFTER_MS);
  };

  app.database.onFault((err) => fatal('the database failed; exiting for a restart', err));
  process.on('uncaughtException', (err) => fatal('uncaught exception; exiting', err));
  process.on('unhandledRejection', (err) => fatal('unhandled rejection; exiting', err));
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));
  await app.listen({ host, port });
}
