import type { User } from '@saverly/contracts';
import { SECURITY_MESSAGES } from '@saverly/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../test/factories';
import { stubScrollIntoView } from '../test/scroll';
import { buildHousehold } from '../test/household-factories';
import { loadAllRoutes } from './route-table';
import { renderApp } from './render-app';
import { json, stubServer, type Handler } from '../test/http';

// The lazy pages' modules, loaded once up front (route-table.tsx).
beforeAll(() => loadAllRoutes(), 120_000);

const envelope = (status: number, error: string, message: string) =>
  json({ success: false, error, message }, status);

const sent = (init?: RequestInit): unknown => JSON.parse(init?.body as string);

/** Starts the app signed in as `user` (a stored token the profile call accepts) at `path`. */
function renderSignedIn(path: string, user: User, extra: Record<string, Handler> = {}) {
  localStorage.setItem('access_token', 'access');
  localStorage.setItem('refresh_token', 'refresh');
  const fetchMock = stubServer({
    'GET /api/auth/profile': () => json({ user }),
    // The profile page's Household card (issue #18).
    'GET /api/household': () => json({ success: true, household: buildHousehold() }),
    ...extra,
  });
  const router = renderAt(path);
  return { router, fetchMock };
}

function renderAt(path: string) {
  const router = renderApp(path);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('protected routes', () => {
  it("shows 'Verifying authentication...' while the token is checked, then the page", async () => {
    let answer: (response: Response) => void = () => undefined;
    localStorage.setItem('access_token', 'access');
    stubServer({ 'GET /api/auth/profile': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAt('/app/profile');
    expect(await screen.findByText('Verifying authentication...')).not.toBeNull();
    act(() => answer(json({ user: buildUser() })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' })).not.toBeNull();
  });

  it('sends a signed-in member at /signup or /register on to the dashboard, not to a new account', async () => {
    for (const path of ['/signup', '/register']) {
      const { router } = renderSignedIn(path, buildUser(), {
        'GET /api/meal-plans/quota': () => json({ success: true, data: null }),
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(screen.queryByRole('heading', { name: 'Create your account' })).toBeNull();
      cleanup();
      localStorage.clear();
    }
  });

  it('sends a signed-out visitor to /login (replace) and back to the requested page after login', async () => {
    stubServer({
      'POST /api/auth/login': () =>
        json({ access_token: 'access', refresh_token: 'refresh', user: buildUser({ first_name: 'Ines' }) }),
    });
    const router = renderAt('/app/profile?tab=details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ines@example.com');
    await user.type(screen.getByLabelText('Password'), 'Tomato-Basil42!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/profile'));
    expect(router.state.location.search).toBe('?tab=details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ines Lopez' })).not.toBeNull();
  });

  it('a rate-limited sign-in says the spec’s message and how long to wait', async () => {
    stubServer({
      'POST /api/auth/login': () =>
        new Response(
          JSON.stringify({
            success: false,
            error: 'rate_limit',
            message: 'Too many requests. Please wait before trying again.',
          }),
          {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '75' },
          },
        ),
    });
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ines@example.com');
    await user.type(screen.getByLabelText('Password'), 'Tomato-Basil42!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Too many requests. Please wait before trying again.')).not.toBeNull();
    expect(screen.getByText('You can try again in 75 seconds.')).not.toBeNull();
  });

  it('a signed-in visit to / goes to /app', async () => {
    const { router } = renderSignedIn('/', buildUser());
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria' })).not.toBeNull();
  });
});

describe('dashboard', () => {
  it('greets a free member with the plan, allowance, member-since month and the upgrade banner', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderSignedIn('/dashboard', buildUser({ email_verified: false, created_at: '2026-03-04T12:00:00Z' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria' })).not.toBeNull();
    const main = screen.getByRole('main');
    expect(within(main).getByText('maria@example.com')).not.toBeNull();
    expect(within(main).getByText('Free Member')).not.toBeNull();
    expect(within(main).getByRole('heading', { name: 'Upgrade to Premium' })).not.toBeNull();
    expect(within(main).getByRole('link', { name: 'See Plans' }).getAttribute('href')).toBe('/pricing');
    const tiles = within(main).getByRole('heading', { name: 'Account Overview' }).closest('section')!;
    const value = (term: string) => within(tiles).getByText(term).nextElementSibling?.textContent;
    expect(value('Meal Plans / Month')).toBe('3 or 5');
    expect(value('Member Since')).toBe('March 2026');
    expect(value('Email Verified')).toBe('No');
    expect(within(main).getByText('Secure Account')).not.toBeNull();
    expect(
      within(main)
        .getByRole('link', { name: /Generate Meal Plan/ })
        .getAttribute('href'),
    ).toBe('/meal-planner');
    expect(
      within(main)
        .getByRole('link', { name: /Current Sales/ })
        .getAttribute('href'),
    ).toBe('/sales');
    expect(
      within(main)
        .getByRole('link', { name: /Saved Meal Plans/ })
        .getAttribute('href'),
    ).toBe('/app/saved-plans');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows a premium member Unlimited plans and no upgrade banner', async () => {
    renderSignedIn('/app', buildUser({ premium_status: 'active', subscription_tier: 'premium' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria' });
    const main = screen.getByRole('main');
    expect(within(main).getByText('Premium Member')).not.toBeNull();
    expect(within(main).getByText('Unlimited')).not.toBeNull();
    expect(within(main).queryByText('Upgrade to Premium')).toBeNull();
    expect(within(main).getByText('Yes')).not.toBeNull();
  });

  it('a member covered by a household member’s Family plan sees whose plan it is and no upgrade banner', async () => {
    const covered = buildUser({
      subscription_tier: 'premium',
      is_premium: true,
      premium_plan: 'family',
      premium_shared_by: 'Ana',
    });
    renderSignedIn('/app', covered);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria' });
    const main = screen.getByRole('main');
    expect(within(main).getByText('Premium Member')).not.toBeNull();
    expect(within(main).getByRole('note').textContent).toBe(
      'Premium through Ana’s Family plan: unlimited meal plans for everyone in your household.',
    );
    expect(within(main).queryByText('Upgrade to Premium')).toBeNull();
  });

  it("Logout shows 'Logging out...', calls the server and lands on /", async () => {
    let finishLogout: (response: Response) => void = () => undefined;
    const { router, fetchMock } = renderSignedIn('/dashboard', buildUser(), {
      'POST /api/auth/logout': () => new Promise<Response>((resolve) => (finishLogout = resolve)),
    });
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maria' });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logging out...')).not.toBeNull();
    act(() => finishLogout(new Response(null, { status: 204 })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('profile', () => {
  it('shows the header badges, view mode and account details', async () => {
    renderSignedIn(
      '/profile',
      buildUser({ id: 42, last_name: '', email_verified: false, phone: null, updated_at: null }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria' })).not.toBeNull();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Free Member')).not.toBeNull();
    expect(within(main).getByText('Unverified')).not.toBeNull();
    const term = (name: string) => within(main).getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term('Last Name')?.textContent).toBe('Not provided');
    expect(term('Account ID')?.textContent).toBe('42');
    expect(term('Member since')?.textContent).toBe('January 15, 2026');
    expect(term('Last updated')?.textContent).toBe('Never');
    expect(term('Premium status')?.textContent).toBe('Free');
    expect(within(main).queryByText('Phone', { selector: 'dt' })).toBeNull();
    expect(within(main).getByRole('button', { name: 'Resend verification email' })).not.toBeNull();
    expect(within(main).queryByRole('button', { name: 'Force Inventory Sync' })).toBeNull();
  });

  it('a member covered by a household member’s Family plan reads it in Premium status', async () => {
    renderSignedIn(
      '/profile',
      buildUser({
        is_premium: true,
        premium_plan: 'family',
        premium_shared_by: 'Ana',
        subscription_tier: 'premium',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' });
    const main = screen.getByRole('main');
    expect(within(main).getByText('Premium Member')).not.toBeNull();
    const term = (name: string) => within(main).getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term('Premium status')?.textContent).toBe('Premium through Ana’s Family plan');
  });

  it('a verified premium member sees Premium and Verified and the phone, and no resend action', async () => {
    renderSignedIn(
      '/profile',
      buildUser({ premium_status: 'active', phone: '555-0100', updated_at: '2026-02-01T08:00:00Z' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' });
    const main = screen.getByRole('main');
    expect(within(main).getByText('Premium Member')).not.toBeNull();
    expect(within(main).getByText('Verified')).not.toBeNull();
    expect(within(main).getByText('555-0100')).not.toBeNull();
    expect(within(main).getByText('February 1, 2026')).not.toBeNull();
    expect(within(main).queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('Cancel resets the form; Save sends names and phone (not the email), replaces the user and the message clears after 3 s', async () => {
    let finishSave: (response: Response) => void = () => undefined;
    const { fetchMock } = renderSignedIn('/profile', buildUser(), {
      'PUT /api/auth/profile': () => new Promise<Response>((resolve) => (finishSave = resolve)),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Maria', { selector: 'dd' })).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Maria');

    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), ' Marisol ');
    await user.type(screen.getByLabelText('Phone'), '555-0199');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(sent(put[1])).toEqual({
      first_name: 'Marisol',
      last_name: 'Lopez',
      phone: '555-0199',
    });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() =>
      finishSave(
        json({
          user: buildUser({ first_name: 'Marisol', phone: '555-0199', updated_at: '2026-11-21T10:00:00Z' }),
        }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Marisol Lopez' })).not.toBeNull();
    const status = screen.getByText('Profile updated successfully.').closest('[role]')!;
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.getByText('November 21, 2026')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.queryByText('Profile updated successfully.')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Profile updated successfully.')).toBeNull();
  });

  it("a failed save shows 'Failed to update profile. Please try again.' as an error for 5 s", async () => {
    const scrolled: Element[] = [];
    // jsdom has no scrolling: the call is recorded (removed again below).
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderSignedIn('/profile', buildUser(), {
      'PUT /api/auth/profile': () => envelope(500, 'server', 'Internal server error'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to update profile. Please try again.');
    // Brought into view: on a phone it sits a screen above Save Changes.
    expect(scrolled).toContain(alert.closest('.account__message'));
    await act(() => vi.advanceTimersByTimeAsync(4_500));
    expect(screen.queryByText('Failed to update profile. Please try again.')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByText('Failed to update profile. Please try again.')).toBeNull();
    // The form stays in edit mode with what was typed.
    expect(screen.getByRole('button', { name: 'Save Changes' })).not.toBeNull();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('Select Your Store on the dashboard opens the Profile at its Store Preferences, not at the top', async () => {
    const { scrolled, restore } = stubScrollIntoView();
    renderSignedIn('/dashboard', buildUser());
    const user = userEvent.setup();
    const link = await screen.findByRole('link', { name: 'Select Your Store' });
    expect(link.getAttribute('href')).toBe('/profile#store');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Store Preferences' })).not.toBeNull();
    expect(document.getElementById('store')?.textContent).toContain('Store Preferences');
    // Scrolled once the section is laid out (an effect after it renders: under a loaded CI
    // machine the assertion ran before it).
    await waitFor(() => expect(scrolled).toContain('store'));
    restore();
  });

  it('edit mode shows the email read-only and points to Change email (ADR 0026)', async () => {
    renderSignedIn('/profile', buildUser());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('maria@example.com');
    // Names and phone stop at the server's bounds as they are typed, not only on Save.
    expect(screen.getByLabelText<HTMLInputElement>('First Name').maxLength).toBe(100);
    expect(screen.getByLabelText<HTMLInputElement>('Last Name').maxLength).toBe(100);
    expect(screen.getByLabelText<HTMLInputElement>('Phone').maxLength).toBe(40);
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('To change your email, use Change email below.')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Change email' })).not.toBeNull();
  });

  it('Resend verification email posts to the resend endpoint and shows its message', async () => {
    const { fetchMock } = renderSignedIn('/profile', buildUser({ email_verified: false }), {
      'POST /api/auth/verify-email/resend': () =>
        json({ success: true, message: 'We sent you a new confirmation link.' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('We sent you a new confirmation link.')).not.toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/verify-email/resend')!;
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer access');
  });

  it('admins get Force Inventory Sync and Force Image Sync with the spec payloads and messages', async () => {
    const { fetchMock } = renderSignedIn('/profile', buildUser({ role: 'admin' }), {
      'POST /api/full-inventory/start': () => envelope(404, 'not_found', 'Not found'),
      'POST /api/image-management/start': () => json({ started: true }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Force Inventory Sync' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to start inventory sync.');
    await user.click(screen.getByRole('button', { name: 'Force Image Sync' }));
    expect(await screen.findByText('Image sync started successfully.')).not.toBeNull();
    expect(screen.getByText('Image sync started successfully.').closest('[role]')?.getAttribute('role')).toBe(
      'status',
    );
    const body = (path: string) => sent(fetchMock.mock.calls.find(([url]) => url === path)![1]);
    expect(body('/api/full-inventory/start')).toEqual({
      max_api_calls: 4000,
      include_sale_focus: true,
      save_progress: true,
    });
    expect(body('/api/image-management/start')).toEqual({ max_api_calls: 1000, validate_existing: true });
  });
});

describe('verify email page', () => {
  it('posts the token once and shows success with a way to log in when signed out', async () => {
    const fetchMock = stubServer({
      'POST /api/auth/verify-email': () =>
        json({ success: true, message: 'Your email address is verified.' }),
    });
    renderAt('/verify-email?token=abc123');
    expect(await screen.findByText('Your email address is verified.')).not.toBeNull();
    // The link waits for the session check to end, which may come a moment after the answer.
    expect((await screen.findByRole('link', { name: 'Go to Login' })).getAttribute('href')).toBe('/login');
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify-email');
    expect(calls).toHaveLength(1);
    expect(sent(calls[0]![1])).toEqual({ token: 'abc123' });
  });

  it('signed in: success reloads the profile so the badge says Verified, with a link to the dashboard', async () => {
    let verified = false;
    stubServer({
      'GET /api/auth/profile': () => json({ user: buildUser({ email_verified: verified }) }),
      'POST /api/auth/verify-email': () => {
        verified = true;
        return json({ success: true, message: 'Your email address is verified.' });
      },
    });
    localStorage.setItem('access_token', 'access');
    const router = renderAt('/verify-email?token=abc123');
    expect(await screen.findByText('Your email address is verified.')).not.toBeNull();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const tiles = (await screen.findByRole('heading', { name: 'Account Overview' })).closest('section')!;
    expect(within(tiles).getByText('Email Verified').nextElementSibling?.textContent).toBe('Yes');
  });

  it('an invalid or expired link says so; a signed-in unverified member can resend', async () => {
    stubServer({
      'GET /api/auth/profile': () => json({ user: buildUser({ email_verified: false }) }),
      'POST /api/auth/verify-email': () =>
        envelope(400, 'validation', 'This verification link is invalid or has expired.'),
      'POST /api/auth/verify-email/resend': () =>
        json({ success: true, message: 'We sent you a new confirmation link.' }),
    });
    localStorage.setItem('access_token', 'access');
    renderAt('/verify-email?token=used');
    expect(await screen.findByText('This verification link is invalid or has expired.')).not.toBeNull();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('We sent you a new confirmation link.')).not.toBeNull();
  });

  it('without a token it shows the invalid-link message and calls nothing', async () => {
    const fetchMock = stubServer({});
    renderAt('/verify-email');
    expect(await screen.findByText('This verification link is invalid or has expired.')).not.toBeNull();
    expect(await screen.findByRole('link', { name: 'Go to Login' })).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('undo email change link (/verify-email?…&action=undo-email-change, ADR 0026)', () => {
  it('posts the token to the undo endpoint once and offers a password reset', async () => {
    const fetchMock = stubServer({
      'POST /api/auth/email-change/undo': () =>
        json({ success: true, message: SECURITY_MESSAGES.emailChangeUndone }),
    });
    renderAt('/verify-email?token=undo123&action=undo-email-change');
    expect(await screen.findByText(SECURITY_MESSAGES.emailChangeUndone)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/email-change/undo');
    expect(calls).toHaveLength(1);
    expect(sent(calls[0]![1])).toEqual({ token: 'undo123' });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/verify-email')).toBe(false);
  });
});
