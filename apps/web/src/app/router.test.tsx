import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The real router would match jsdom's location and start loading lazy pages; these tests are about
// when it is made, so it is a stand-in whose creations are counted.
const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-router', () => ({
  createBrowserRouter: () => {
    made.count += 1;
    return { state: { initialized: true }, subscribe: () => () => undefined };
  },
}));
vi.mock('react-router/dom', () => ({ RouterProvider: () => <p>routes</p> }));
vi.mock('./route-table', () => ({ routes: [] }));

afterEach(() => {
  made.count = 0;
  vi.resetModules();
});

describe('the app router (ADR 0029: made in a task of its own)', () => {
  it('is not made while the app’s modules evaluate, nor in the task that asks for it, but in the next', async () => {
    const { startRouter } = await import('./router');
    expect(made.count).toBe(0);
    const started = startRouter();
    expect(made.count).toBe(0);
    await Promise.resolve();
    expect(made.count).toBe(0);
    await started;
    expect(made.count).toBe(1);
  });

  it('is made once, whoever asks first (the render, the start or the hydration’s wait)', async () => {
    const { AppRouter, routerReady, startRouter } = await import('./router');
    const view = render(<AppRouter />);
    expect(view.getByText('routes')).toBeTruthy();
    expect(made.count).toBe(1);
    await startRouter();
    await routerReady();
    view.rerender(<AppRouter />);
    expect(made.count).toBe(1);
  });
});
