import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** Files whose names carry no content hash: the browser must revalidate them every time. */
const UNHASHED = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0] ?? '')
  );
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html and the service
 * worker revalidated on every load, history fallback for client routes. /api/* never
 * falls back to the app: unknown API paths get the JSON 404.
 */
export default fp(
  async function webAppPlugin(app: FastifyInstance, opts: { webDistDir: string | null }) {
    const root =
      opts.webDistDir && existsSync(path.join(opts.webDistDir, 'index.html')) ? opts.webDistDir : null;
    if (!root && opts.webDistDir) {
      app.log.warn(
        { webDistDir: opts.webDistDir },
        'web app not built: serving the API only (run npm run build)',
      );
    }

    if (root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: false,
        cacheControl: false,
        setHeaders(res, filePath) {
          const urlPath = '/' + path.relative(root, filePath).split(path.sep).join('/');
          if (urlPath.startsWith('/assets/')) {
            res.setHeader('Cache-Control', IMMUTABLE);
          } else if (UNHASHED.has(urlPath) || urlPath.startsWith('/workbox-')) {
            res.setHeader('Cache-Control', NO_CACHE);
          } else {
            res.setHeader('Cache-Control', 'public, max-age=3600');
          }
          if (urlPath === '/sw.js') res.setHeader('Service-Worker-Allowed', '/');
        },
      });
    }

    const sendApp = (reply: FastifyReply) =>
      reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').sendFile('index.html');

    if (root) app.get('/', (_request, reply) => sendApp(reply));

    app.setNotFoundHandler((request, reply) => {
      if (root && !isApiPath(request.url) && wantsHtml(request)) return sendApp(reply);
      return sendError(reply, 404, { success: false, error: 'not_found', message: 'Resource not found' });
    });
  },
  { name: 'web-app', dependencies: ['errors'] },
);
