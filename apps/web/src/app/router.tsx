import { createBrowserRouter } from 'react-router';
// The react-dom flavour of RouterProvider, so navigate(…, { flushSync: true }) can update synchronously.
import { RouterProvider } from 'react-router/dom';
import { routes } from './route-table';

const router = createBrowserRouter(routes);

/**
 * Resolves once the router has matched the first location and loaded its lazy route modules. A
 * prerendered page hydrates only then (main.tsx): before it, the router would render its hydrate
 * fallback where the page's HTML has the page.
 */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
