import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Brand colours of the installed app (they mirror src/styles/tokens.css). */
const THEME_COLOR = '#166534';
const BACKGROUND_COLOR = '#faf7f2';

export default defineConfig({
  plugins: [
    react(),
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
        // The app shell, so public pages open offline (the plugin adds the manifest itself); runtime
        // config and the saved plans are kept for offline use, the rest of the API stays on the network.
        globPatterns: ['**/*.{html,js,css,svg,png}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
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
  ],
  resolve: {
    // Workspace packages resolve to their TypeScript source (packages/*/package.json "source").
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
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
