import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './provider';

export { APP_SCRIPTS_META } from './boot';
import { routes } from './route-table';

/**
 * The public pages the build renders to HTML (scripts/prerender.mjs; docs/decisions/0029): what a
 * visitor with nothing stored (no session, no store) on a desktop browser sees, painted before any
 * script runs and then hydrated (main.tsx). /sales is a lazy page: it hydrates once its module has
 * loaded (router.tsx routerReady).
 */
export const PRERENDERED_PATHS = [
  '/',
  '/features',
  '/how-it-works',
  '/pricing',
  '/login',
  '/signup',
  '/sales',
] as const;

/** The lazy pages' modules (route-table.tsx): their stylesheets go in the page's <head>. */
export const LAZY_PAGE_MODULES: Readonly<Partial<Record<(typeof PRERENDERED_PATHS)[number], string>>> = {
  '/sales': 'src/app/routes/sales.tsx',
};

/**
 * Signed-in pages a member opens first, by address: their HTML is the member's and is not rendered
 * at build time, but the shell sent for them names these modules' chunks (and stylesheets) so the
 * browser fetches them beside the entry instead of one level after another (docs/decisions/0029).
 */
const DASHBOARD_MODULES = ['src/app/routes/protected-route.tsx', 'src/app/routes/app/dashboard.tsx'];
export const SHELL_PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/app': DASHBOARD_MODULES,
  '/dashboard': DASHBOARD_MODULES,
};

/**
 * The page at `path`, as main.tsx's first render on the client will produce it. React's prerender
 * waits for lazy components (the header's menus), so the HTML is the whole page; the browser
 * hydrates each lazy part when its code has arrived.
 */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider prerendered>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
