import { decideHome } from './routes/home-decision';
import { isStandaloneDisplay } from '../hooks/use-device-traits';
import { isMobileUserAgent } from '../hooks/user-agent';
import { SHARE_MAILTO_ATTRIBUTE, shareMailto } from '../lib/share-link';
import { readStorage, STORAGE_KEYS } from '../lib/storage';

/**
 * How a prerendered public page starts (docs/decisions/0029-web-performance.md, "Prerendered public
 * pages"). The build renders /, /features, /how-it-works, /pricing, /login and /signup for a
 * signed-out visitor on a desktop browser; this decides, before the first paint, whether that HTML
 * is the page this visitor should see:
 *
 * - `hydrate`: it is (no stored session, not the installed app on a phone): the page shows at once
 *   and React takes it over (main.tsx `hydrateRoot`) once the visitor reaches for it.
 * - `client`: it may not be: a stored session has to be checked first (a member must never see the
 *   landing page flash before /app), a store chosen in this browser changes /sales, the history
 *   entry holds state the page shows, or the installed app's splash comes first. The prerendered
 *   markup stays hidden, the start-up loading screen shows, and React renders as on any other page.
 * - `redirect`: route / would send this visitor to /login (spec section 2: a phone, a narrow window
 *   or the installed app), so the browser goes there before painting the landing page.
 */
export type BootMode = { kind: 'hydrate' } | { kind: 'client' } | { kind: 'redirect'; to: string };

export interface BootContext {
  path: string;
  signedIn: boolean;
  /** A store chosen in this browser (`selected_store`): /sales shows its deals, not the prerendered page. */
  storeChosen: boolean;
  /**
   * The history entry holds the app's state for the page (a reload of the login page that says
   * "Account created successfully!"): the page was rendered without it.
   */
  routerState: boolean;
  standalone: boolean;
  width: number;
  userAgent: string;
  maxTouchPoints: number;
}

export function bootMode(context: BootContext): BootMode {
  // The pages were rendered for a visitor with nothing stored.
  if (context.signedIn || context.storeChosen || context.routerState) return { kind: 'client' };
  const phone = isMobileUserAgent(context.userAgent, context.maxTouchPoints);
  // The splash of the installed app on a phone (spec section 1) is drawn by the client render.
  if (context.standalone && phone) return { kind: 'client' };
  if (context.path === '/' && decideHome({ loading: false, isAuthenticated: false, ...context }) === 'login')
    return { kind: 'redirect', to: '/login' };
  return { kind: 'hydrate' };
}

/** The router keeps a page's state in its history entry as `usr` (null when there is none). */
export function hasRouterState(historyState: unknown): boolean {
  return (
    typeof historyState === 'object' &&
    historyState !== null &&
    'usr' in historyState &&
    historyState.usr != null
  );
}

/** The attribute on <html> that main.tsx and the start-up styles read (base.css). */
export const BOOT_ATTRIBUTE = 'data-boot';

/**
 * A prerendered page names the app's scripts here instead of loading them from its markup
 * (scripts/prerender.mjs): the entry first, then the chunks it imports at once.
 */
export const APP_SCRIPTS_META = 'saverly-app-scripts';

/** Starts loading the app: the entry as a module script, its chunks preloaded beside it. */
function loadApp(): void {
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${APP_SCRIPTS_META}"]`);
  if (!named) return;
  const [entry, ...chunks] = named.content.split(' ').filter(Boolean);
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (!entry) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

/**
 * A prerendered page is whole without the app: its links are links, its text is all there, and
 * what is typed or pressed before the app arrives is kept (holdEarlyActions). So the app's scripts
 * (about 150 KB) are asked for only when the visitor reaches for the page (issue 17: the first page
 * in at most 70 KB of JavaScript); a visitor who reads and leaves loads none. Reaching for it is
 * the first sign they are about to use it: a pointer (a mouse or a finger) over it or pressed on
 * it, a key or focus. A button pressed (Menu, Share) starts the load on the way down and is held
 * until the app is ready, so it still does what it says.
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'keydown', 'focusin'] as const;

function loadAppOnIntent(): void {
  const start = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
    loadApp();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
}

/**
 * Offline use as on every page: the app registers /sw.js when it starts (features/pwa), which a
 * page only read would now never do, so the boot script registers the same worker once the page
 * has loaded (the worker then keeps the app's files for the next visit and for the store without
 * signal). The app's own registration later finds it in place.
 */
function registerOfflineUse(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener(
    'load',
    () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
        // Refused (a private window, a policy): the app says so if it starts; the page is read online.
      });
    },
    { once: true },
  );
}

/** What main.tsx calls once React has taken the page over (window[APP_READY]). */
export const APP_READY = 'saverlyAppReady';

/**
 * Until the app has taken the page over, what the visitor does would be lost: React sets each
 * field back to the value it rendered, a submitted form would post the page, a menu would not open.
 * So what they type is noted and put back (as typing, so the app's state follows), and a submitted
 * form or a pressed button is held and done again, in order, once the app is ready. Links stay links.
 */
function holdEarlyActions(): void {
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const held: (() => void)[] = [];
  const note = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLTextAreaElement) typed.set(field, field.value);
    else if (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio')
      typed.set(field, field.value);
  };
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter;
      held.push(() => target.requestSubmit(submitter instanceof HTMLElement ? submitter : null));
      return;
    }
    const button = target?.closest('button');
    if (event.type === 'click' && button && button.type !== 'submit') {
      event.preventDefault();
      held.push(() => button.click());
    }
  };
  document.addEventListener('input', note, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('click', hold, true);
  const takeOver = () => {
    document.removeEventListener('input', note, true);
    document.removeEventListener('submit', hold, true);
    document.removeEventListener('click', hold, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // As typing: the app's own setter first takes the field back to empty (React notes what it
      // set), then the browser's puts the text back and an input event tells the app.
      field.value = '';
      const prototype =
        field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // After the app has rendered what was typed.
    setTimeout(() => {
      for (const action of held.splice(0)) action();
    }, 0);
  };
  // main.tsx calls this from an effect, inside React's commit: typing put back there reached the
  // app's handlers while React could not render, and only the first field's text survived (a form
  // filled before the scripts arrived on a slow phone lost the rest). So it is done in a task of
  // its own, with what was typed noted up to then.
  (window as unknown as Record<string, () => void>)[APP_READY] = () => {
    setTimeout(takeOver, 0);
  };
}

/** Runs as an inline script in the <head> of every prerendered page (scripts/prerender.mjs). */
export function boot(): void {
  const mode = bootMode({
    path: window.location.pathname,
    signedIn: readStorage(STORAGE_KEYS.accessToken) !== null,
    storeChosen: readStorage(STORAGE_KEYS.selectedStore) !== null,
    routerState: hasRouterState(window.history.state),
    standalone: isStandaloneDisplay(),
    width: window.innerWidth,
    userAgent: window.navigator.userAgent,
    maxTouchPoints: window.navigator.maxTouchPoints,
  });
  if (mode.kind === 'redirect') {
    window.location.replace(`${mode.to}${window.location.search}${window.location.hash}`);
    // Nothing of this page is painted while the browser leaves it.
    document.documentElement.setAttribute(BOOT_ATTRIBUTE, 'client');
    return;
  }
  document.documentElement.setAttribute(BOOT_ATTRIBUTE, mode.kind);
  if (mode.kind === 'client') {
    loadApp();
    return;
  }
  holdEarlyActions();
  loadAppOnIntent();
  registerOfflineUse();
  document.addEventListener('DOMContentLoaded', writeShareAddress, { once: true });
}

/** The page was built without the site's address: "Email a friend" gets it before it is pressed. */
function writeShareAddress(): void {
  for (const link of document.querySelectorAll(`a[${SHARE_MAILTO_ATTRIBUTE}]`))
    link.setAttribute('href', shareMailto(window.location.origin));
}
