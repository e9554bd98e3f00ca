import { createBrowserRouter } from 'react-router';
// The react-dom flavour of RouterProvider, so navigate(…, { flushSync: true }) can update synchronously.
import { RouterProvider } from 'react-router/dom';
import { routes } from './route-table';

type Router = ReturnType<typeof createBrowserRouter>;
let router: Router | undefined;

/** The app's one router, made on first use: it matches the location and starts the lazy pages' loads. */
function getRouter(): Router {
  router ??= createBrowserRouter(routes);
  return router;
}

let started: Promise<Router> | undefined;

/**
 * Makes the router in a task of its own, right after the one that evaluated the app's modules
 * (ADR 0029): on a phone, making it (matching, starting the lazy pages' loads and their preloads)
 * is ~100 ms of main thread that would otherwise lengthen the start's one long task.
 */
export function startRouter(): Promise<Router> {
  started ??= new Promise((resolve) => setTimeout(() => resolve(getRouter()), 0));
  return started;
}

/**
 * Resolves once the router has matched the first location and loaded its lazy route modules. A
 * prerendered page hydrates only then (main.tsx): before it, the router would render its hydrate
 * fallback where the page's HTML has the page.
 */
export async function routerReady(): Promise<void> {
  const made = await startRouter();
  if (made.state.initialized) return;
  await new Promise<void>((resolve) => {
    const unsubscribe = made.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter() {
  return <RouterProvider router={getRouter()} />;
}
