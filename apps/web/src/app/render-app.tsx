import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AuthProvider } from '../features/auth/auth-context';
import { testQueryClient } from '../test/query-client';
import { routes } from './route-table';

/**
 * For the page tests: the real route table in a memory router at `path`, with the real query and
 * auth providers (no runtime config: the API is same-origin). Returns the router.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}
