import { HOUSEHOLD_MESSAGES } from '@saverly/contracts';
import type { Household } from '@saverly/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, stubServer, type Handler } from '../../../test/http';
import {
  buildDependant,
  buildHousehold,
  buildInvitation,
  buildPerson,
} from '../../../test/household-factories';
import { testQueryClient } from '../../../test/query-client';
import { HouseholdCard } from './household-card';

const sent = (init?: RequestInit): unknown => JSON.parse(init?.body as string);
const envelope = (status: number, error: string, message: string) =>
  json({ success: false, error, message }, status);

/**
 * A server holding one household: GET answers it as it now is; `change` answers a change with the
 * household it leads to (and keeps it), as the API does.
 */
function serveHousehold(
  initial: Household,
  routes: (change: (next: Household) => Response) => Record<string, Handler> = () => ({}),
) {
  let current = initial;
  const change = (next: Household) => {
    current = next;
    return json({ success: true, household: next });
  };
  return stubServer({
    'GET /api/household': () => json({ success: true, household: current }),
    ...routes(change),
  });
}

function renderCard() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <HouseholdCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: /Household/ });
}

const person = (card: HTMLElement, name: string) => within(card).getByRole('listitem', { name });
const detail = (item: HTMLElement, term: string) =>
  within(item).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Household card', () => {
  it('says when an own figure is far under the guidelines’ estimate (per day, not per meal)', async () => {
    // A walk-through saved 800 kcal a day for a teen, a per-meal number typed as a day's.
    serveHousehold(
      buildHousehold({
        people: [
          buildPerson({
            calories_per_day: 2000,
            daily_calories: 2000,
            daily_calories_source: 'set',
            guideline_calories: 2250,
          }),
          buildDependant({
            display_name: 'Arjun',
            age_band: 'teen_14_18',
            calories_per_day: 800,
            daily_calories: 800,
            daily_calories_source: 'set',
            guideline_calories: 2400,
          }),
        ],
      }),
    );
    const card = renderCard();
    const arjun = await within(card).findByRole('listitem', { name: /^Arjun/ });
    expect(detail(arjun, 'Calories')).toBe(
      '800 a day (own figure) Far under the 2,400 a day usual at this age. The figure is for a whole day, not one meal.',
    );
    // An own figure near the estimate says nothing more.
    expect(detail(within(card).getByRole('listitem', { name: 'Rosa (you)' }), 'Calories')).toBe(
      '2,000 a day (own figure)',
    );
  });

  it('lists the people: name, role, age, calories per day (estimate or own figure) and dietary needs', async () => {
    serveHousehold(
      buildHousehold({
        people: [
          buildPerson({
            sex: 'female',
            activity_level: 'active',
            calories_per_day: 1800,
            daily_calories: 1800,
            daily_calories_source: 'set',
          }),
          buildDependant({ dietary_restrictions: ['Vegetarian', 'Nut-Free'] }),
          buildDependant({ id: 'p-david', display_name: 'David', age_band: 'adult', daily_calories: 2600 }),
        ],
      }),
    );
    const card = renderCard();
    const rosa = await within(card).findByRole('listitem', { name: 'Rosa (you)' });
    expect(within(rosa).getByText('Owner')).not.toBeNull();
    expect(detail(rosa, 'Age')).toBe('Adult · Female · Active');
    expect(detail(rosa, 'Calories')).toBe('1,800 a day (own figure)');
    expect(detail(rosa, 'Dietary needs')).toBe('None');
    expect(within(rosa).queryByRole('button', { name: 'Remove Rosa' })).toBeNull();

    const sam = person(card, 'Sam');
    expect(within(sam).getByText('Dependant')).not.toBeNull();
    // An adult added without an account is no one's dependant.
    const david = person(card, 'David');
    expect(within(david).getByText('No account')).not.toBeNull();
    expect(within(david).queryByText('Dependant')).toBeNull();
    expect(detail(sam, 'Age')).toBe('Child (4–8)');
    expect(detail(sam, 'Calories')).toBe('1,500 a day (estimated)');
    expect(detail(sam, 'Dietary needs')).toBe('Vegetarian, Nut-Free');
    expect(within(card).getByText('3 of 6 places')).not.toBeNull();
  });

  it('adds a dependant: checks the form first, posts name, age, optional fields and the ticked needs', async () => {
    const sam = buildDependant({ dietary_restrictions: ['Nut-Free'], sex: 'male', daily_calories: 1500 });
    const fetchMock = serveHousehold(buildHousehold(), (change) => ({
      'POST /api/household/people': () => change(buildHousehold({ people: [buildPerson(), sam] })),
    }));
    const card = renderCard();
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Add person' }));
    const form = within(card).getByRole('form', { name: 'Add person' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Name'));

    await user.click(within(form).getByRole('button', { name: 'Add person' }));
    expect(within(form).getByText('A name is required')).not.toBeNull();
    await user.type(within(form).getByLabelText('Name'), ' Sam ');
    await user.click(within(form).getByRole('button', { name: 'Add person' }));
    expect(within(form).getByText('An age is required')).not.toBeNull();
    expect(document.activeElement).toBe(within(form).getByLabelText('Age'));
    await user.selectOptions(within(form).getByLabelText('Age'), 'Child (4–8)');
    await user.selectOptions(within(form).getByLabelText('Sex (optional)'), 'Male');
    await user.type(within(form).getByLabelText('Calories per day (optional)'), '90');
    await user.click(within(form).getByRole('button', { name: 'Add person' }));
    expect(
      within(form).getByText(/Calories per day must be a whole number from 500 to 6,000/),
    ).not.toBeNull();
    await user.clear(within(form).getByLabelText('Calories per day (optional)'));
    const needs = within(form).getByRole('group', { name: 'Dietary needs' });
    expect(
      within(needs)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Paleo', 'Low-Carb', 'Nut-Free']);
    await user.click(within(needs).getByRole('checkbox', { name: 'Nut-Free' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Add person' }));

    // Sam comes with needs: the plans already made are checked against them.
    expect(
      await within(card).findByText(
        'Sam was added to your household. Plans already made are checked against it: a meal that no longer fits is marked in the Meal Planner and your saved plans.',
      ),
    ).not.toBeNull();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/household/people');
    expect(sent(post[1])).toEqual({
      display_name: 'Sam',
      age_band: 'child_4_8',
      sex: 'male',
      activity_level: null,
      calories_per_day: null,
      dietary_restrictions: ['Nut-Free'],
    });
    expect(detail(person(card, 'Sam'), 'Dietary needs')).toBe('Nut-Free');
    expect(within(card).queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Add person' }));
  });

  it("keeps the form open with the server's message when adding is refused", async () => {
    serveHousehold(buildHousehold(), () => ({
      'POST /api/household/people': () => envelope(409, 'conflict', HOUSEHOLD_MESSAGES.full),
    }));
    const card = renderCard();
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Add person' }));
    const form = within(card).getByRole('form', { name: 'Add person' });
    await user.type(within(form).getByLabelText('Name'), 'Grandpa Joe');
    await user.selectOptions(within(form).getByLabelText('Age'), 'Older adult (61+)');
    await user.click(within(form).getByRole('button', { name: 'Add person' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(HOUSEHOLD_MESSAGES.full);
    expect(within(form).getByLabelText<HTMLInputElement>('Name').value).toBe('Grandpa Joe');
  });

  it('edits a person with only what changed, and sends nothing when nothing did', async () => {
    const sam = buildDependant({ calories_per_day: null, dietary_restrictions: ['Vegan'] });
    const fetchMock = serveHousehold(buildHousehold({ people: [buildPerson(), sam] }), (change) => ({
      'PATCH /api/household/people/p-sam': () =>
        change(
          buildHousehold({
            people: [
              buildPerson(),
              {
                ...sam,
                display_name: 'Sammy',
                calories_per_day: 1600,
                daily_calories: 1600,
                daily_calories_source: 'set',
              },
            ],
          }),
        ),
    }));
    const card = renderCard();
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Edit Sam' }));
    let form = within(card).getByRole('form', { name: 'Edit Sam' });
    expect(within(form).getByLabelText<HTMLSelectElement>('Age').value).toBe('child_4_8');
    expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: 'Vegan' }).checked).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(card).queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Edit Sam' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Edit Sam' }));
    form = within(card).getByRole('form', { name: 'Edit Sam' });
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Sammy');
    await user.type(within(form).getByLabelText('Calories per day (optional)'), '1600');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText("Sammy's details were saved.")).not.toBeNull();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(sent(patch[1])).toEqual({ display_name: 'Sammy', calories_per_day: 1600 });
    expect(detail(person(card, 'Sammy'), 'Calories')).toBe('1,600 a day (own figure)');

    // A need added: the notice says the plans already made are checked against it.
    await user.click(within(card).getByRole('button', { name: 'Edit Sammy' }));
    form = within(card).getByRole('form', { name: 'Edit Sammy' });
    await user.click(within(form).getByRole('checkbox', { name: 'Gluten-Free' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(card).findByText(
        "Sammy's details were saved. Plans already made are checked against it: a meal that no longer fits is marked in the Meal Planner and your saved plans.",
      ),
    ).not.toBeNull();
  });

  it("removes a person only after asking; a refusal shows the server's message", async () => {
    let refuse = true;
    const fetchMock = serveHousehold(
      buildHousehold({ people: [buildPerson(), buildDependant()] }),
      (change) => ({
        'DELETE /api/household/people/p-sam': () =>
          refuse
            ? envelope(403, 'forbidden', HOUSEHOLD_MESSAGES.ownerOnly)
            : change(buildHousehold({ people: [buildPerson()] })),
      }),
    );
    const card = renderCard();
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Remove Sam' }));
    const question = within(card).getByRole('group', { name: 'Remove Sam from your household?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Yes, remove' }));
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByRole('group', { name: /Remove Sam/ })).toBeNull();
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Remove Sam' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Remove Sam' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, remove' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(HOUSEHOLD_MESSAGES.ownerOnly);

    refuse = false;
    await user.click(within(card).getByRole('button', { name: 'Yes, remove' }));
    expect(await within(card).findByText('Sam was removed from your household.')).not.toBeNull();
    expect(within(card).queryByRole('listitem', { name: 'Sam' })).toBeNull();
    expect(document.activeElement).toBe(within(card).getByRole('heading', { name: 'People' }));
  });

  it('the owner hands the household over to a member after asking', async () => {
    const ana = buildPerson({
      id: 'p-ana',
      role: 'member',
      is_you: false,
      display_name: 'Ana',
      can_edit: false,
      can_remove: true,
    });
    const fetchMock = serveHousehold(buildHousehold({ people: [buildPerson(), ana] }), (change) => ({
      'POST /api/household/owner': () =>
        change(
          buildHousehold({
            your_role: 'member',
            can_invite: false,
            people: [buildPerson({ role: 'member' }), { ...ana, role: 'owner', can_remove: false }],
          }),
        ),
    }));
    const card = renderCard();
    const user = userEvent.setup();
    const anaItem = await within(card).findByRole('listitem', { name: 'Ana' });
    expect(within(anaItem).queryByRole('button', { name: 'Edit Ana' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Make Rosa the owner' })).toBeNull();
    await user.click(within(anaItem).getByRole('button', { name: 'Make Ana the owner' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, make owner' }));
    expect(await within(card).findByText('Ana now owns the household. You are a member.')).not.toBeNull();
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/household/owner')!;
    expect(sent(post[1])).toEqual({ person_id: 'p-ana' });
    expect(within(person(card, 'Ana')).getByText('Owner')).not.toBeNull();
    expect(within(card).getByRole('button', { name: 'Leave household' })).not.toBeNull();
  });

  it('invites by email: the server says what happened (never whether the address has an account); pending invitations can be cancelled', async () => {
    const invitation = buildInvitation({ email: 'ana@example.com' });
    const fetchMock = serveHousehold(buildHousehold(), (change) => ({
      'POST /api/household/invitations': () => {
        change(buildHousehold({ invitations: [invitation] }));
        return json(
          {
            success: true,
            message: 'Invitation sent to ana@example.com. The link is valid for 7 days.',
            invitation,
          },
          201,
        );
      },
      'DELETE /api/household/invitations/inv-1': () => change(buildHousehold()),
    }));
    const card = renderCard();
    const user = userEvent.setup();
    const invite = await within(card).findByRole('region', { name: 'Invite by email' });
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(within(invite).getByText('Email is required')).not.toBeNull();
    await user.type(within(invite).getByLabelText('Their email'), 'not-an-address');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(within(invite).getByText('Please enter a valid email address')).not.toBeNull();
    await user.clear(within(invite).getByLabelText('Their email'));
    await user.type(within(invite).getByLabelText('Their email'), ' Ana@Example.com ');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));

    expect(
      await within(invite).findByText('Invitation sent to ana@example.com. The link is valid for 7 days.'),
    ).not.toBeNull();
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/household/invitations')!;
    expect(sent(post[1])).toEqual({ email: 'ana@example.com' });
    expect(within(invite).getByLabelText<HTMLInputElement>('Their email').value).toBe('');
    const pending = await within(invite).findByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getByText('ana@example.com')).not.toBeNull();
    expect(within(pending).getByText('Valid until November 25, 2026')).not.toBeNull();
    expect(within(card).getByText('2 of 6 places')).not.toBeNull();

    await user.click(
      within(pending).getByRole('button', { name: 'Cancel the invitation to ana@example.com' }),
    );
    await waitFor(() =>
      expect(within(invite).queryByRole('list', { name: 'Pending invitations' })).toBeNull(),
    );
  });

  it("shows the server's message when inviting is refused (the Family plan)", async () => {
    serveHousehold(buildHousehold(), () => ({
      'POST /api/household/invitations': () => envelope(403, 'forbidden', HOUSEHOLD_MESSAGES.needsFamilyPlan),
    }));
    const card = renderCard();
    const user = userEvent.setup();
    await user.type(await within(card).findByLabelText('Their email'), 'ana@example.com');
    await user.click(within(card).getByRole('button', { name: 'Send invitation' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(
      HOUSEHOLD_MESSAGES.needsFamilyPlan,
    );
  });

  it('an owner without the Family plan is told so, with the plans, instead of the invite form', async () => {
    serveHousehold(buildHousehold({ can_invite: false }));
    const card = renderCard();
    expect(await within(card).findByText(HOUSEHOLD_MESSAGES.needsFamilyPlan)).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'See Plans' }).getAttribute('href')).toBe('/pricing');
    expect(within(card).queryByLabelText('Their email')).toBeNull();
    // Dependants are for everyone.
    expect(within(card).getByRole('button', { name: 'Add person' })).not.toBeNull();
  });

  it('a full household offers neither adding nor inviting', async () => {
    serveHousehold(
      buildHousehold({
        people: [
          buildPerson(),
          ...[1, 2, 3, 4].map((n) => buildDependant({ id: `p-${n}`, display_name: `Kid ${n}` })),
        ],
        invitations: [buildInvitation()],
      }),
    );
    const card = renderCard();
    expect(await within(card).findByText(HOUSEHOLD_MESSAGES.full)).not.toBeNull();
    expect(within(card).getByText('6 of 6 places')).not.toBeNull();
    expect(within(card).queryByRole('button', { name: 'Add person' })).toBeNull();
    expect(within(card).queryByLabelText('Their email')).toBeNull();
  });

  it('a member leaves after asking and then sees the household of their own', async () => {
    const owner = buildPerson({ id: 'p-ana', display_name: 'Ana', is_you: false, can_edit: false });
    const me = buildPerson({ id: 'p-rosa', role: 'member' });
    let left = false;
    const fetchMock = stubServer({
      'GET /api/household': () =>
        json({
          success: true,
          household: left
            ? buildHousehold({ id: 'h-2', people: [buildPerson({ id: 'p-rosa' })] })
            : buildHousehold({ your_role: 'member', can_invite: false, people: [owner, me] }),
        }),
      'POST /api/household/leave': () => {
        left = true;
        return json({ success: true, message: HOUSEHOLD_MESSAGES.left });
      },
    });
    const card = renderCard();
    const user = userEvent.setup();
    await within(card).findByRole('listitem', { name: 'Ana' });
    expect(
      within(card).getByText('Ana owns this household and invites adults to it.', { exact: false }),
    ).not.toBeNull();
    expect(within(card).queryByLabelText('Their email')).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Remove/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Leave household' }));
    const question = within(card).getByRole('group', { name: /^Leave Ana's household\?/ });
    await user.click(within(question).getByRole('button', { name: 'Yes, leave' }));
    expect(await within(card).findByText(HOUSEHOLD_MESSAGES.left)).not.toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/household/leave')).toBe(true);
    await waitFor(() => expect(within(card).queryByRole('listitem', { name: 'Ana' })).toBeNull());
    expect(within(card).queryByRole('button', { name: 'Leave household' })).toBeNull();
  });

  it("a member's refused leave shows the server's message in the question", async () => {
    stubServer({
      'GET /api/household': () =>
        json({
          success: true,
          household: buildHousehold({
            your_role: 'member',
            people: [
              buildPerson({ id: 'p-ana', display_name: 'Ana', is_you: false }),
              buildPerson({ role: 'member' }),
            ],
          }),
        }),
      'POST /api/household/leave': () =>
        envelope(409, 'conflict', 'Your household changed while this was being done. Please try again.'),
    });
    const card = renderCard();
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Leave household' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, leave' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(
      'Your household changed while this was being done. Please try again.',
    );
  });

  it('says when the household cannot be loaded, with a way to try again', async () => {
    let fail = true;
    stubServer({
      'GET /api/household': () =>
        fail ? envelope(404, 'not_found', 'Not found') : json({ success: true, household: buildHousehold() }),
    });
    const card = renderCard();
    expect((await within(card).findByRole('alert')).textContent).toContain('Not found');
    fail = false;
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try Again' }));
    expect(await within(card).findByRole('listitem', { name: 'Rosa (you)' })).not.toBeNull();
  });
});
