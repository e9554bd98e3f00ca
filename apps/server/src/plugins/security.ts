import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every response (docs/decisions/0005-security-headers.md).
 * Scripts only from our own origin, never inline; the app cannot be framed.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { imageHosts?: readonly string[] }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // React and the accessible primitives set style attributes and inject small <style> tags
          // (scroll locking); styles cannot run code, scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Product photos from the store provider's image host (Kroger's, when it is configured).
          imgSrc: ["'self'", 'data:', 'blob:', ...(opts.imageHosts ?? [])],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security' },
);
