import '../lib/zod-setup';
import { startTransition, StrictMode, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/components.css';
import '../components/layout/layout.css';
import { registerServiceWorker } from '../features/pwa/register-service-worker';
import { APP_READY, BOOT_ATTRIBUTE } from './boot';
import { startRuntimeConfig } from '../config/runtime-config';
import { restoreSession } from '../features/auth/auth-context';
import { hasAccessToken, readLastUser } from '../features/auth/lib/session';
import { createQueryClient } from '../lib/query-client';
import { AppProvider, type EarlyStart } from './provider';
import { AppRouter, routerReady, startRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A prerendered public page this visitor may see as it is (app/boot.ts): React takes it over.
const hydrate =
  container.hasAttribute('data-prerendered') &&
  document.documentElement.getAttribute(BOOT_ATTRIBUTE) === 'hydrate';

/** Where a member lands: the dashboard, whose data is asked for beside the session check. */
const DASHBOARD_PATHS = new Set(['/app', '/app/dashboard', '/dashboard']);

/**
 * The start-up's requests, begun before React renders: the runtime config at once, the session
 * check as soon as the config is in (the API client waits for it), and on the dashboard with a
 * stored session its data beside the check. Each was a round trip after the one before (config,
 * then a render, then the check, then a render, then the data): a phone on a slow network waited
 * for all of them in a row.
 */
function startEarly(): EarlyStart {
  const config = startRuntimeConfig();
  const queryClient = createQueryClient();
  const session = restoreSession();
  if (hasAccessToken() && DASHBOARD_PATHS.has(window.location.pathname.replace(/\/+$/, '') || '/')) {
    const userId = readLastUser()?.id ?? null;
    void import('../features/saved-plans/api/saved-plans').then(({ prefetchDashboard }) =>
      prefetchDashboard(queryClient, userId),
    );
  }
  return { config, queryClient, session };
}

/** Tells the boot script the page is the app's now: it does what the visitor did before (boot.ts). */
function WhenHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    (window as unknown as Partial<Record<string, () => void>>)[APP_READY]?.();
  }, []);
  return children;
}

if (hydrate) {
  // A lazy page (/sales) hydrates once its module is here, so the first render is the page. As a
  // transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: the visible page stays responsive while React takes it over.
  void routerReady().then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <WhenHydrated>
            <AppProvider prerendered>
              <AppRouter />
            </AppProvider>
          </WhenHydrated>
        </StrictMode>,
      );
    }),
  );
} else {
  // Any other start: the start-up loading screen (index.html's, or the prerendered page's hidden
  // copy) stays in #root until React replaces it.
  const loading = document.getElementById('boot-loading');
  if (container.hasAttribute('data-prerendered')) {
    container.removeAttribute('data-prerendered');
    container.replaceChildren(...(loading ? [...loading.childNodes] : []));
  }
  loading?.remove();
  void startRouter();
  createRoot(container).render(
    <StrictMode>
      <AppProvider early={startEarly()}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

registerServiceWorker();
