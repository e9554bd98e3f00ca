import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './provider';

export { APP_SCRIPTS_META } from './boot';
import { routes } from './route-table';

/**
 * The public pages the build renders to HTML (scripts/prerender.mjs; docs/decisions/0029): what a
 * signed-out visitor on a desktop browser sees, painted before any script runs and then hydrated
 * (main.tsx). Each is in the entry chunk (route-table.tsx), so hydration waits for no other file.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/features',
  '/how-it-works',
  '/pricing',
  '/login',
  '/signup',
] as const;

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
