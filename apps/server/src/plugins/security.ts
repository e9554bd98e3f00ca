import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Stands in index.html for the per-response style nonce; as long as a nonce (24 base64
 * characters) so the served bytes keep their length. The web app hands the nonce to the
 * libraries that add <style> elements (apps/web/src/app/csp-nonce.ts).
 */
export const CSP_NONCE_PLACEHOLDER = 'CSP-NONCE-PLACEHOLDER---';

/** Powerful features this app never uses, switched off for it and anything it embeds. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()';

const STYLE_NONCE = Symbol('styleNonce');
type WithNonce = ServerResponse & { [STYLE_NONCE]?: string };

/** One nonce per response, made when the CSP header is written. */
function styleNonce(res: ServerResponse): string {
  const raw = res as WithNonce;
  raw[STYLE_NONCE] ??= randomBytes(18).toString('base64');
  return raw[STYLE_NONCE];
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Security headers on every response (docs/decisions/0005-security-headers.md).
 * Scripts only from our own origin, never inline; styles from our own origin or <style>
 * elements carrying this response's nonce (no 'unsafe-inline'); the app cannot be framed.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { imageHosts?: readonly string[] }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // The scroll lock of the dialog and menu primitives adds a <style> element; it carries
          // the nonce. React's style props go through the CSSOM, which style-src does not govern.
          styleSrc: ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${styleNonce(res)}'`],
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
      // The same answer as frame-ancestors 'none' for browsers that only know X-Frame-Options.
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });

    // A page's nonce lives in its bytes: a revalidated copy (304) would keep an old one.
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
        delete request.headers['if-none-match'];
        delete request.headers['if-modified-since'];
      }
    });

    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html') || reply.statusCode !== 200)
        return payload;
      let html: string;
      if (typeof payload === 'string') html = payload;
      else if (Buffer.isBuffer(payload)) html = payload.toString('utf8');
      else if (payload && typeof (payload as Readable).pipe === 'function')
        html = await readAll(payload as Readable);
      else return payload;
      if (!html.includes(CSP_NONCE_PLACEHOLDER)) return html;
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
      return html.replaceAll(CSP_NONCE_PLACEHOLDER, styleNonce(reply.raw));
    });
  },
  { name: 'security' },
);
