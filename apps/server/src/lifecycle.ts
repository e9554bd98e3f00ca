import type { FastifyInstance } from 'fastify';

const FORCED_EXIT_AFTER_MS = 10_000;

/**
 * Listens, then on SIGTERM or SIGINT stops accepting connections, lets in-flight requests
 * finish, closes the database (an onClose hook) and exits 0. A shutdown that hangs is cut
 * off after 10 s with exit code 1.
 */
export async function listenUntilSignalled(app: FastifyInstance, host: string, port: number): Promise<void> {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, FORCED_EXIT_AFTER_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  await app.listen({ host, port });
}
