/**
 * A local recipe website for the import tests (issue #19): serves the fixture pages under
 * test/fixtures/recipe-pages, and the pages an attacker or a broken site would answer with.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const RECIPE_PAGES_DIR = path.resolve(import.meta.dirname, 'fixtures', 'recipe-pages');

const SMALL_RECIPE = `<!doctype html><html><head><title>Toast</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Buttered Toast",
"recipeYield":"2","prepTime":"PT2M","cookTime":"PT3M","recipeIngredient":["4 slices whole-wheat bread","1 tbsp butter"],
"recipeInstructions":[{"@type":"HowToStep","text":"Toast the bread until golden."},{"@type":"HowToStep","text":"Butter it while hot."}]}</script>
</head><body><h1>Buttered Toast</h1></body></html>`;

export interface RecipeSite {
  readonly origin: string;
  /** Requests the site answered, by path (to check nothing was fetched where it must not be). */
  readonly hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startRecipeSite(): Promise<RecipeSite> {
  const hits = new Map<string, number>();
  const open = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const html = (status: number, body: string | Buffer, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      response.end(body);
    };
    switch (url.pathname) {
      case '/toast':
        return html(200, SMALL_RECIPE);
      case '/toast.gz':
        return html(200, gzipSync(SMALL_RECIPE), { 'content-encoding': 'gzip' });
      case '/redirect/loopback':
        // To the same site by address: allowed only with the test setting on.
        return html(302, '', {
          location: `http://127.0.0.1:${(server.address() as AddressInfo).port}/toast`,
        });
      case '/redirect/localhost':
        // A name that resolves to loopback: refused at connect time, after DNS.
        return html(302, '', {
          location: `http://localhost:${(server.address() as AddressInfo).port}/toast`,
        });
      case '/redirect/metadata':
        return html(302, '', { location: 'http://169.254.169.254/latest/meta-data/' });
      case '/redirect/private':
        return html(301, '', { location: 'http://10.0.0.7/recipe' });
      case '/redirect/file':
        return html(302, '', { location: 'file:///etc/passwd' });
      case '/redirect/loop':
        return html(302, '', { location: `/redirect/loop?n=${Number(url.searchParams.get('n') ?? 0) + 1}` });
      case '/redirect/three': {
        const n = Number(url.searchParams.get('n') ?? 0);
        return html(302, '', { location: n >= 2 ? '/toast' : `/redirect/three?n=${n + 1}` });
      }
      case '/huge': {
        // 10 MB, announced.
        const chunk = Buffer.alloc(1024 * 1024, 'a');
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(10 * chunk.length) });
        for (let i = 0; i < 10; i += 1) response.write(chunk);
        return response.end();
      }
      case '/huge-unannounced': {
        // 10 MB streamed without a length.
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(256 * 1024, 'b');
        let sent = 0;
        const more = () => {
          while (sent < 40) {
            sent += 1;
            if (!response.write(chunk)) return response.once('drain', more);
          }
          response.end();
        };
        return more();
      }
      case '/never-ends': {
        // A page that trickles forever.
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<!doctype html><html><body>');
        const timer = setInterval(() => response.write('<p>still loading</p>'), 200);
        response.on('close', () => clearInterval(timer));
        return;
      }
      case '/json':
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end('{"@type":"Recipe","name":"Not a page"}');
      case '/missing':
        return html(404, '<h1>Not found</h1>');
      default: {
        const file = path.join(RECIPE_PAGES_DIR, path.basename(url.pathname));
        try {
          return html(200, readFileSync(file));
        } catch {
          return html(404, '<h1>Not found</h1>');
        }
      }
    }
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
