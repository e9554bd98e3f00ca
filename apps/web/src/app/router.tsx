import { createBrowserRouter } from 'react-router';
// The react-dom flavour of RouterProvider, so navigate(…, { flushSync: true }) can update synchronously.
import { RouterProvider } from 'react-router/dom';
import { routes } from './route-table';

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
