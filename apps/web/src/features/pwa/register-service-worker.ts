import { Workbox } from 'workbox-window';

/**
 * Registers /sw.js with scope / (spec section 2), from app code: the server's CSP allows no inline
 * script. Only production builds have a service worker; Workbox waits for the page's load event so
 * registration never competes with the first render.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // A browser may refuse service workers (private windows, enterprise policy, a test harness):
  // the app then works online only, which is expected, not an error.
  workbox.register().catch((error: unknown) => {
    console.warn('Service worker not registered: offline use is off', error);
  });
}
