import { startTransition, StrictMode, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/components.css';
import '../components/layout/layout.css';
import { registerServiceWorker } from '../features/pwa/register-service-worker';
import { APP_READY, BOOT_ATTRIBUTE } from './boot';
import { AppProvider } from './provider';
import { AppRouter, routerReady } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A prerendered public page this visitor may see as it is (app/boot.ts): React takes it over.
const hydrate =
  container.hasAttribute('data-prerendered') &&
  document.documentElement.getAttribute(BOOT_ATTRIBUTE) === 'hydrate';

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
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

registerServiceWorker();
