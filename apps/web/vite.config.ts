import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Brand colours of the installed app (they mirror src/styles/tokens.css). */
const THEME_COLOR = '#166534';
const BACKGROUND_COLOR = '#faf7f2';

/**
 * What the first page may load, compressed with brotli as the server sends it (issue 17, ADR 0029):
 * the entry scripts and everything they import statically, and their CSS. The build fails above it.
 * Issue 17's goal is 70 KB of JavaScript; React and the router alone are 83 KB, so the budget holds
 * today's size (ADR 0029 lists what would close the gap) and only ever comes down.
 */
export const BUDGET = { entryJsBytes: 140 * 1024, entryCssBytes: 15 * 1024 };

const brotli = (data: Buffer | string) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Sums the JavaScript and CSS the entry (index.html's module scripts) loads before the first page
 * can run, brotli-compressed, writes them to dist/.vite/entry-size.json (bench/web prints them) and
 * fails the build when either is over BUDGET. Lazy routes' chunks are not counted: the landing page
 * never loads them.
 */
function sizeBudget(): Plugin {
  return {
    name: 'saverly-size-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const js = new Set<string>();
      const css = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = byName.get(fileName);
        if (!chunk || js.has(fileName)) return;
        js.add(fileName);
        for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
      const sizeOf = (fileName: string) => {
        const item = bundle[fileName];
        if (!item) return 0;
        return brotli(item.type === 'chunk' ? item.code : Buffer.from(item.source)).length;
      };
      const jsBytes = [...js].reduce((sum, f) => sum + sizeOf(f), 0);
      const cssBytes = [...css].reduce((sum, f) => sum + sizeOf(f), 0);
      this.emitFile({
        type: 'asset',
        fileName: '.vite/entry-size.json',
        source: JSON.stringify({ jsBytes, cssBytes, js: [...js], css: [...css], budget: BUDGET }, null, 2),
      });
      const line = `first page loads ${kb(jsBytes)} JS and ${kb(cssBytes)} CSS (brotli); budget ${kb(BUDGET.entryJsBytes)} JS, ${kb(BUDGET.entryCssBytes)} CSS`;
      if (jsBytes > BUDGET.entryJsBytes || cssBytes > BUDGET.entryCssBytes) {
        const files = [...js, ...css].map((f) => `${f} ${kb(sizeOf(f))}`).join(', ');
        this.error(`size budget exceeded: ${line} (${files})`);
      }
      this.info(line);
    },
  };
}

const PRECOMPRESS = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every built text file over 1 KB,
 * which the server sends as they are (apps/server/src/plugins/web-app.ts, preCompressed). HTML is
 * left out: the server writes a nonce into every page it sends and compresses the result.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'saverly-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
            entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
          );
        for (const file of walk(outDir)) {
          if (!PRECOMPRESS.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
          if (statSync(file).size < 1024) continue;
          const data = readFileSync(file);
          writeFileSync(`${file}.br`, brotli(data));
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

/**
 * React Router 7 names only its development build in its package exports (remix-run/react-router
 * issues 12532 and 14102), so a plain build ships its dev-only warnings and checks. In a build, every
 * module of it resolves to the same file under dist/production instead (ADR 0029, session 21).
 */
function reactRouterProductionBuild(): Plugin {
  const development = `${path.sep}react-router${path.sep}dist${path.sep}development${path.sep}`;
  const production = `${path.sep}react-router${path.sep}dist${path.sep}production${path.sep}`;
  return {
    name: 'saverly-react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.includes(development)) return resolved;
      return { ...resolved, id: resolved.id.replace(development, production) };
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    sizeBudget(),
    VitePWA({
      strategies: 'generateSW',
      // The app registers /sw.js itself (src/features/pwa/register-service-worker.ts): the server's
      // CSP allows no inline script, and registering from app code keeps that in one place.
      injectRegister: false,
      registerType: 'autoUpdate',
      filename: 'sw.js',
      scope: '/',
      base: '/',
      // The workbox glob below already precaches every icon; listing them again would duplicate entries.
      includeManifestIcons: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: '/',
        name: 'Saverly',
        short_name: 'Saverly',
        description: 'Weekly meal plans built around your budget and the sales at your store.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['food', 'lifestyle', 'shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell, so pages open offline (the plugin adds the manifest itself); runtime
        // config and the saved plans are kept for offline use, the rest of the API stays on the network.
        globPatterns: ['**/*.{html,js,css,svg,png}'],
        // Pages come from the route below: no precached shell for every page (the plugin's default),
        // and not for / either (the precache's directory index).
        navigateFallback: null,
        directoryIndex: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Pages from the network first: the server's page is the prerendered one with the
            // runtime config written in (ADR 0029). Answering every page with the precached shell,
            // as before, skipped both: each visit fetched the three config files (two 404s in the
            // console) and started the app on a blank loading screen. Offline, or after 3 s
            // without an answer, the page as last seen, else the shell. A page whose address holds
            // a one-time token (a password reset, an email check, a household invitation) is not
            // kept: the token must not stay in the cache.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !url.pathname.startsWith('/api/') &&
              !url.searchParams.has('token'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'saverly-pages',
              networkTimeoutSeconds: 3,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 30 },
              precacheFallback: { fallbackURL: '/index.html' },
            },
          },
          {
            // A page with a one-time token: from the network, offline the shell; never kept.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !url.pathname.startsWith('/api/') &&
              url.searchParams.has('token'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
          {
            urlPattern: ({ url }) => url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'saverly-runtime-config', networkTimeoutSeconds: 3 },
          },
          {
            // A saved list opens in the store without signal: GET /api/saved-plans and
            // /api/saved-plans/:id, network first, the last good answer when the network fails or
            // takes over 3 s. The API sends `cache-control: no-store`; Workbox's cacheable-response
            // plugin decides on the status alone, so 200 answers are kept regardless. The cache is
            // emptied on logout (src/lib/offline-data.ts, SAVED_PLANS_CACHE).
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              /^\/api\/saved-plans(?:\/[^/]+)?$/.test(url.pathname) &&
              url.pathname !== '/api/saved-plans/current',
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'saverly-saved-plans',
              networkTimeoutSeconds: 3,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 40, maxAgeSeconds: 60 * 60 * 24 * 30 },
            },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  resolve: {
    // Workspace packages resolve to their TypeScript source (packages/*/package.json "source").
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/prerender.mjs finds a lazy page's stylesheets in it.
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than the app: their own chunks stay cached
        // across deploys. Other libraries go with the pages that use them (a catch-all vendor chunk
        // would put the wizard's and the deals' libraries in front of the landing page).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            // zod and the module that configures it, in that order, before any module that builds a
            // schema: zod probes for `new Function` as its object schemas are built (src/lib/zod-setup.ts).
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-setup\.ts$/,
              priority: 25,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
