import { HOUSEHOLD_MESSAGES } from '@saverly/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { buildDependant, buildHousehold, buildPerson } from '../test/household-factories';
import { json, stubServer, type Handler } from '../test/http';
import { stubScrollIntoView } from '../test/scroll';
import { renderApp } from './render-app';
import { loadAllRoutes } from './route-table';
import { JOIN_SIGN_IN_NOTICE } from './routes/app/household-join';

// The lazy pages' modules, loaded once up front (route-table.tsx).
beforeAll(() => loadAllRoutes(), 120_000);

const sent = (init?: RequestInit): unknown => JSON.parse(init?.body as string);

/** Ana's household as Rosa sees it once she has joined: Ana owns it, Sam is Ana's son. */
const joined = buildHousehold({
  your_role: 'member',
  can_invite: false,
  people: [
    buildPerson({ id: 'p-ana', display_name: 'Ana', is_you: false, can_edit: false }),
    buildPerson({ role: 'member' }),
    buildDependant({ dietary_restrictions: ['Nut-Free'], can_remove: false }),
  ],
});

const acceptRoute = (answer: Handler = () => json({ success: true, household: joined })) => ({
  'POST /api/household/invitations/accept': answer,
});

const login = {
  'POST /api/auth/login': () =>
    json({ access_token: 'access', refresh_token: 'refresh', user: buildUser({ first_name: 'Rosa' }) }),
};

async function logIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'rosa@example.com');
  await user.type(screen.getByLabelText('Password'), 'Tomato-Basil42!');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const accepts = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/household/invitations/accept');

describe('household invitation page (/household/join, the mail link)', () => {
  it('sends a signed-out visitor to log in, told why, then back to the link, and joins once', async () => {
    const fetchMock = stubServer({ ...login, ...acceptRoute() });
    const router = renderApp('/household/join?token=tok-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    const notice = (await screen.findByText(JOIN_SIGN_IN_NOTICE)).closest('[role]')!;
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain('Information');
    expect(accepts(fetchMock)).toHaveLength(0);

    await logIn();
    // Opening the link asks first: nothing is posted until the member says so.
    expect(await screen.findByRole('heading', { level: 1, name: 'Join this household?' })).not.toBeNull();
    expect(accepts(fetchMock)).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join household' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "You joined Ana's household" }),
    ).not.toBeNull();
    expect(router.state.location.pathname).toBe('/household/join');
    expect(router.state.location.search).toBe('?token=tok-123');
    const people = screen.getByRole('list', { name: 'People in the household' });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ana · 2,250 a day (estimated)',
      'Rosa (you) · 2,250 a day (estimated)',
      'Sam · 1,500 a day (estimated)',
    ]);
    expect(screen.getByRole('link', { name: 'See your household' }).getAttribute('href')).toBe(
      '/profile#household',
    );
    expect(accepts(fetchMock)).toHaveLength(1);
    expect(sent(accepts(fetchMock)[0]![1])).toEqual({ token: 'tok-123' });
  });

  it('a visitor without an account signs up first and still lands on the invitation', async () => {
    const fetchMock = stubServer({
      ...login,
      ...acceptRoute(),
      'POST /api/auth/register': () =>
        json(
          {
            user: { email: 'rosa@example.com', first_name: 'Rosa', last_name: 'Lopez' },
            message: 'Account created successfully! Please log in.',
          },
          201,
        ),
    });
    const router = renderApp('/household/join?token=tok-456');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    await user.type(await screen.findByLabelText('First name'), 'Rosa');
    await user.type(screen.getByLabelText('Last name'), 'Lopez');
    await user.type(screen.getByLabelText('Email'), 'rosa@example.com');
    await user.type(screen.getByLabelText('Password'), 'Tomato-Basil42!');
    await user.type(screen.getByLabelText('Confirm password'), 'Tomato-Basil42!');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Account created successfully! Please log in.')).not.toBeNull();

    await logIn();
    await user.click(await screen.findByRole('button', { name: 'Join household' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "You joined Ana's household" }),
    ).not.toBeNull();
    expect(sent(accepts(fetchMock)[0]![1])).toEqual({ token: 'tok-456' });
  });

  it('joining reads the member’s account again: the household’s Family plan now covers them', async () => {
    localStorage.setItem('access_token', 'access');
    let covered = false;
    stubServer({
      'GET /api/auth/profile': () =>
        json({
          user: covered
            ? buildUser({ is_premium: true, premium_plan: 'family', premium_shared_by: 'Ana' })
            : buildUser(),
        }),
      'GET /api/household': () => json({ success: true, household: joined }),
      ...acceptRoute(() => {
        covered = true;
        return json({ success: true, household: joined });
      }),
    });
    renderApp('/household/join?token=tok-321');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join household' }));
    await screen.findByRole('heading', { level: 1, name: "You joined Ana's household" });
    // The profile scrolls to #household.
    const { restore } = stubScrollIntoView();
    try {
      await user.click(screen.getByRole('link', { name: 'See your household' }));
      const status = await screen.findByText('Premium status', { selector: 'dt' });
      await waitFor(() =>
        expect(status.nextElementSibling?.textContent).toBe('Premium through Ana’s Family plan'),
      );
    } finally {
      restore();
    }
  });

  it("a signed-in member sees the server's reason when the invitation cannot be used", async () => {
    localStorage.setItem('access_token', 'access');
    const fetchMock = stubServer({
      'GET /api/auth/profile': () => json({ user: buildUser() }),
      ...acceptRoute(() =>
        json({ success: false, error: 'forbidden', message: HOUSEHOLD_MESSAGES.invitationWrongAccount }, 403),
      ),
    });
    renderApp('/household/join?token=tok-789');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join household' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Could not join the household' }),
    ).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(HOUSEHOLD_MESSAGES.invitationWrongAccount);
    expect(accepts(fetchMock)).toHaveLength(1);
  });

  it('a link without a token is invalid and posts nothing', async () => {
    localStorage.setItem('access_token', 'access');
    const fetchMock = stubServer({
      'GET /api/auth/profile': () => json({ user: buildUser() }),
      ...acceptRoute(),
    });
    renderApp('/household/join');
    expect((await screen.findByRole('alert')).textContent).toContain(HOUSEHOLD_MESSAGES.invitationInvalid);
    expect(accepts(fetchMock)).toHaveLength(0);
  });
});

describe('profile page', () => {
  it('shows the Household card first', async () => {
    localStorage.setItem('access_token', 'access');
    stubServer({
      'GET /api/auth/profile': () => json({ user: buildUser() }),
      'GET /api/household': () => json({ success: true, household: joined }),
    });
    renderApp('/profile');
    const card = await screen.findByRole('region', { name: /^Household/ });
    expect(await within(card).findByRole('listitem', { name: 'Sam' })).not.toBeNull();
    const regions = screen.getAllByRole('region');
    expect(regions.indexOf(card)).toBeLessThan(
      regions.indexOf(screen.getByRole('region', { name: 'Personal Information' })),
    );
  });
});
