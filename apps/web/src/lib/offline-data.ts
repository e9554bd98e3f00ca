/**
 * What a member's phone keeps for the store without signal (saved plans, offline check-off): the
 * service worker's cache of the saved-plan API answers (apps/web/vite.config.ts) and the app's own
 * copy of each opened plan in localStorage. Both go on logout; the check-off outbox stays until it
 * has been sent.
 */
const SAVED_PLANS_CACHE = 'saverly-saved-plans';
export const LOCAL_PLANS_PREFIX = 'saverly_saved_plans:';

export function clearOfflineData(): void {
  try {
    for (let index = window.localStorage.length - 1; index >= 0; index -= 1) {
      const key = window.localStorage.key(index);
      if (key?.startsWith(LOCAL_PLANS_PREFIX)) window.localStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: nothing was kept.
  }
  if (typeof caches !== 'undefined') {
    caches.delete(SAVED_PLANS_CACHE).catch(() => undefined);
  }
}
