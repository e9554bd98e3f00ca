import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../test/factories';
import { loadAllRoutes } from './route-table';
import { renderApp } from './render-app';

// The lazy pages' modules, loaded once up front (route-table.tsx).
beforeAll(() => loadAllRoutes(), 120_000);

/** The API client calls fetch(url: string, init); answer from a handler. */
function stubFetch(handler: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => Promise.resolve(handler(url, init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body the client sent. */
const sentBody = (init?: RequestInit): unknown => JSON.parse(init?.body as string);

const envelope = (status: number, error: string, message: string) =>
  new Response(JSON.stringify({ success: false, error, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('routing', () => {
  it('shows the landing page at / to a signed-out desktop visitor', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI-powered savings for busy families' }),
    ).not.toBeNull();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getByRole('link', { name: /Get Started/ })
        .getAttribute('href'),
    ).toBe('/signup');
    expect(within(main).getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/features');
    expect(
      within(main)
        .getByRole('link', { name: /Start Your Free Trial/ })
        .getAttribute('href'),
    ).toBe('/signup');
  });

  it('sends /register to the sign-up page', async () => {
    const router = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('sends a signed-out visitor at / on a narrow screen to /login', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    '/app',
    '/app/dashboard',
    '/dashboard',
    '/meal-planner',
    '/app/meal-planner',
    '/app/sales',
    '/profile',
    '/app/profile',
  ])('redirects a signed-out visitor from %s to /login, remembering where they were going', async (path) => {
    const router = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the no-store state on the public /sales page at once, with a zip search for visitors', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/sales')
        ? new Response(
            JSON.stringify({
              success: false,
              action_required: 'set_default_store',
              message: 'Please select your store in the Profile page to see deals and sales.',
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          )
        : envelope(404, 'not_found', 'Not found'),
    );
    renderApp('/sales');
    expect(await screen.findByRole('heading', { name: 'Or find a store near you' })).not.toBeNull();
    // A visitor who has chosen no store has none to ask about (the page the build prerenders).
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/sales'))).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'No Store Selected' })).not.toBeNull();
    expect(
      screen.getByText('Please select your store in the Profile page to see deals and sales.'),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Profile' }).getAttribute('href')).toBe('/profile');
  });

  it('shows a 404 page with a link home for unknown routes', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('login', () => {
  it('asks for the email before calling the server', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts {email, password} to /api/auth/login and shows the server message through the message component', async () => {
    const fetchMock = stubFetch(() => envelope(401, 'authentication', 'Invalid email or password'));
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), ' Maria@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'Tomato-Basil42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid email or password');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(sentBody(init)).toEqual({
      email: 'maria@example.com',
      password: 'Tomato-Basil42',
    });
  });

  it('signs in on success and goes to /dashboard', async () => {
    stubFetch(
      () =>
        new Response(
          JSON.stringify({
            access_token: 'access',
            refresh_token: 'refresh',
            user: buildUser({ first_name: 'Maria', last_name: 'Lopez' }),
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const user = userEvent.setup();
    const router = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Password'), 'Tomato-Basil42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria' })).not.toBeNull();
    expect(localStorage.getItem('access_token')).toBe('access');
    expect(screen.getAllByRole('button', { name: /MARIA/ }).length).toBeGreaterThan(0);
  });
});

describe('logout', () => {
  it('from the user menu clears the session and lands on the home page', async () => {
    stubFetch((url) =>
      url === '/api/auth/logout'
        ? new Response(JSON.stringify({ success: true, message: 'Logged out' }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response(
            JSON.stringify({ access_token: 'access', refresh_token: 'refresh', user: buildUser() }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          ),
    );
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    const user = userEvent.setup();
    const router = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Password'), 'Tomato-Basil42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await user.click(screen.getAllByRole('button', { name: /MARIA/ })[0]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI-powered savings for busy families' }),
    ).not.toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('signup', () => {
  it('registers with the spec payload, then shows the success message on /login', async () => {
    const fetchMock = stubFetch(
      () =>
        new Response(
          JSON.stringify({
            user: { email: 'maria@example.com', first_name: 'Maria', last_name: 'Lopez' },
            message: 'Check your email to verify your address.',
          }),
          {
            status: 201,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    const user = userEvent.setup();
    const router = renderApp('/signup');
    await user.type(await screen.findByLabelText('First name'), ' Maria ');
    await user.type(screen.getByLabelText('Last name'), 'Lopez');
    await user.type(screen.getByLabelText('Email'), 'Maria@Example.com');
    await user.type(screen.getByLabelText('Password'), 'Tomato-Basil42');
    await user.type(screen.getByLabelText('Confirm password'), 'Tomato-Basil42');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const notice = await screen.findByText('Account created successfully! Please log in.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // The address just registered is filled in: only the password is left to type.
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('maria@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/register');
    expect(sentBody(init)).toEqual({
      email: 'maria@example.com',
      password: 'Tomato-Basil42',
      first_name: 'Maria',
      last_name: 'Lopez',
    });
  });

  it('clears a field error once the field is corrected', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.queryByText('Email is required')).not.toBeNull();
    await user.type(screen.getByLabelText('Email'), 'm');
    expect(screen.queryByText('Email is required')).toBeNull();
  });

  it('reports the first failing rule and does not call the server', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderApp('/signup');
    await user.type(await screen.findByLabelText('First name'), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Last name is required')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('password reset', () => {
  it('without a token shows the invalid-link screen', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Link' })).not.toBeNull();
    expect(screen.getByText('Invalid or missing reset token')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('explains an expired link', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ valid: false, error: 'Token expired' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderApp('/reset-password?token=abc');
    expect(
      await screen.findByText('This password reset link has expired. Please request a new one.'),
    ).not.toBeNull();
  });

  it('offers the new-password form for a valid link', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ valid: true, user: { email: 'maria@example.com' } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderApp('/reset-password?token=abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set a new password for maria@example.com' }),
    ).not.toBeNull();
  });

  it('forgot password shows the confirmation after a successful request', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ success: true, message: 'Sent' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).not.toBeNull();
    expect(
      screen.getByText(
        'If an account with that email exists, you will receive a reset link, valid for 1 hour.',
      ),
    ).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send another email' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).not.toBeNull();
  });
});
