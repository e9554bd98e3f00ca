import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RUNTIME_CONFIG_ELEMENT_ID, RUNTIME_CONFIG_FILES, runtimeConfigSchema } from '@saverly/contracts';
import { sendError } from './errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** Files whose names carry no content hash: the browser must revalidate them every time. */
const UNHASHED = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/**
 * Where the build puts the public pages it rendered to HTML (apps/web/scripts/prerender.mjs):
 * `prerendered/index.html` is `/`, `prerendered/pricing.html` is `/pricing`.
 */
const PRERENDERED_DIR = 'prerendered';

/** The kinds of built file the build also writes as .br and .gz (apps/web/vite.config.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function hasExtension(url: string): boolean {
  return Boolean(path.extname(url.split('?')[0] ?? ''));
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !hasExtension(request.url);
}

interface PrerenderedPage {
  html: string;
  /** CSP sources for the page's inline scripts ('sha256-…'): its start-up decision (apps/web/src/app/boot.ts). */
  scriptSources: string[];
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The CSP hash sources of a page's inline scripts: the browser runs those and no other inline script. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
}

/**
 * The runtime config as the web would load it (spec section 5: /config.local.json, /config.dev.json,
 * /config.json, the first that reads and parses with the shared schema), read once at start like
 * every built file; null when none does (the web then tries the files itself and falls back to its
 * default).
 */
export function readRuntimeConfig(root: string): string | null {
  for (const file of RUNTIME_CONFIG_FILES) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue;
    try {
      const parsed = runtimeConfigSchema.safeParse(JSON.parse(readFileSync(full, 'utf8')));
      if (parsed.success) return JSON.stringify(parsed.data);
    } catch {
      // Not JSON: loses its turn, as in the web.
    }
  }
  return null;
}

/**
 * A page with the runtime config written into its head as a JSON data block (never run, so the
 * CSP has nothing to allow): the web reads it instead of fetching the files, one round trip less
 * before the session check (docs/decisions/0029-web-performance.md). `<` is escaped so no value can
 * close the element.
 */
export function withRuntimeConfig(html: string, config: string | null): string {
  if (config === null || !html.includes('<head>')) return html;
  const block = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${config.replace(/</g, '\\u003c')}</script>`;
  // First in the <head>: the signed-in shells' early session check, which runs before the
  // stylesheets (an inline script after one waits for it), reads the API's address from it.
  return html.replace('<head>', () => `<head>${block}`);
}

/** The prerendered public pages by route path, read once at start (the build does not change under a server). */
function readPrerendered(root: string, config: string | null): Map<string, PrerenderedPage> {
  const dir = path.join(root, PRERENDERED_DIR);
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    const html = withRuntimeConfig(readFileSync(path.join(dir, file), 'utf8'), config);
    pages.set(name === 'index' ? '/' : `/${name}`, { html, scriptSources: inlineScriptSources(html) });
  }
  return pages;
}

/** Adds a page's own inline scripts, by hash, to the script-src the security plugin wrote. */
function allowScripts(reply: FastifyReply, sources: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || sources.length === 0) return;
  reply.header(
    'content-security-policy',
    policy.replace(/script-src ([^;]*)/, (directive) => `${directive} ${sources.join(' ')}`),
  );
}

/**
 * Serves the built web app (docs/decisions/0029-web-performance.md): hashed assets cached for a
 * year, as the build's brotli or gzip copy when the browser takes one (`preCompressed`);
 * index.html, the service worker and the prerendered public pages revalidated on every load;
 * history fallback for client routes. HTML goes out through the routes below so the compression
 * plugin compresses it after the security plugin has written this response's nonce into it.
 * /api/* never falls back to the app: unknown API paths get the JSON 404.
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

    const notFound = (reply: FastifyReply) =>
      sendError(reply, 404, { success: false, error: 'not_found', message: 'Resource not found' });

    /** index.html as sent (with the runtime config written in), once the app is built. */
    let shell: string | null = null;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        // One route per built file (the build does not change under a running server), so the
        // catch-all below can be an ordinary route.
        wildcard: false,
        index: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          // The file sent may be the build's .br or .gz copy: its headers are those of the original.
          const urlPath = ('/' + path.relative(root, filePath).split(path.sep).join('/')).replace(
            /\.(br|gz)$/,
            '',
          );
          if (urlPath.startsWith('/assets/')) {
            res.setHeader('Cache-Control', IMMUTABLE);
          } else if (UNHASHED.has(urlPath) || urlPath.startsWith('/workbox-')) {
            res.setHeader('Cache-Control', NO_CACHE);
          } else {
            res.setHeader('Cache-Control', 'public, max-age=3600');
          }
          if (urlPath === '/sw.js') res.setHeader('Service-Worker-Allowed', '/');
          // The same URL answers brotli, gzip or plain bytes: caches must key on Accept-Encoding.
          if (COMPRESSIBLE.test(urlPath)) res.setHeader('Vary', 'Accept-Encoding');
        },
      });

      const config = readRuntimeConfig(root);
      const page = withRuntimeConfig(readFileSync(path.join(root, 'index.html'), 'utf8'), config);
      shell = page;
      const sendHtml = (reply: FastifyReply, html: string) =>
        reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html);

      const prerendered = readPrerendered(root, config);
      for (const [url, page] of prerendered)
        app.get(url, (_request, reply) => {
          allowScripts(reply, page.scriptSources);
          return sendHtml(reply, page.html);
        });
      if (!prerendered.has('/')) app.get('/', (_request, reply) => sendHtml(reply, page));

      app.get('/*', (request, reply) => {
        if (isApiPath(request.url) || hasExtension(request.url)) return notFound(reply);
        return sendHtml(reply, page);
      });
    }

    app.setNotFoundHandler((request, reply) => {
      if (shell !== null && !isApiPath(request.url) && wantsHtml(request)) {
        return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(shell);
      }
      return notFound(reply);
    });
  },
  { name: 'web-app', dependencies: ['errors'] },
);
