import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';
import { stubScrollIntoView } from '../../test/scroll';
import { RouteChangeEffects } from './route-change-effects';

function renderAt(path: string) {
  const page = (name: string) => (
    <>
      <RouteChangeEffects />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <h1>{name}</h1>
        <h2 id="faq">FAQ</h2>
      </main>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/features', element: page('Features') },
      { path: '/sales', element: page('Sales') },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteChangeEffects', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollY = 0;
  });

  it('leaves a page load where the browser (or the visitor) put it', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // The visitor scrolled the prerendered page before the app took it over.
    window.scrollY = 900;
    renderAt('/features');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('scrolls to the top and focuses the main content on each route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.scrollY = 900;
    const router = renderAt('/features');
    await act(() => router.navigate('/sales'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID);
  });

  it('scrolls to a #fragment on a load the browser could not place, and on a route change', async () => {
    const { scrolled, restore } = stubScrollIntoView();
    const router = renderAt('/features#faq');
    expect(scrolled).toEqual(['faq']);
    await act(() => router.navigate('/sales#faq'));
    expect(scrolled).toEqual(['faq', 'faq']);
    restore();
  });

  it('scrolls to a #fragment the page draws a moment after the route changed', async () => {
    // The Profile's Store Preferences (/profile#store) appeared after the effect had looked, on a
    // loaded CI machine: the page stayed at the top.
    const { scrolled, restore } = stubScrollIntoView();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderAt('/features');
    await act(() => router.navigate('/sales#later'));
    expect(scrolled).toEqual([]);
    const late = document.createElement('section');
    late.id = 'later';
    await act(async () => {
      document.querySelector('main')!.append(late);
      await Promise.resolve(); // the observer's turn
    });
    expect(scrolled).toEqual(['later']);
    restore();
  });
});
