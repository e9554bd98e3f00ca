import {
  errorEnvelopeSchema,
  HOUSEHOLD_AGE_BANDS,
  HOUSEHOLD_MESSAGES,
  householdResponseSchema,
  invitationResponseSchema,
  profileResponseSchema,
  type Household,
} from '@saverly/contracts';
import { AGE_BANDS } from '@saverly/kitchen';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { householdInvitations, householdPeople, households } from '../../db/schema.js';
import { bearer, createUser, login, nextIp, uniqueEmail } from '../../../test/factories.js';
import { buildTestApp, movableClock, TEST_NOW } from '../../../test/helpers.js';
import { startMailbox, tokenFromLink } from '../../../test/mailbox.js';
import { hashToken } from '../auth/tokens.js';

const DAY = 86_400_000;
const OTHER_UUID = '7d444840-9dc0-41a2-a3c8-1e6b4a7c1f2d';

let app: App;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
const clock = movableClock();

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await buildTestApp({ smtpUrl: mailbox.url, publicUrl: 'https://saverly.example' }, { clock });
});
afterAll(async () => {
  await app.close();
  await mailbox.close();
});
afterEach(() => {
  clock.t = TEST_NOW;
});

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const call = (method: Method, url: string, headers: Headers = {}, payload?: object) =>
  app.inject({ method, url, headers, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });

/** A signed-in member; `family` starts their Family trial (inviting adults needs it). */
async function member(options: { family?: boolean; email?: string; firstName?: string } = {}) {
  const { user, password } = await createUser(app, {
    ...(options.email ? { email: options.email } : {}),
    ...(options.firstName ? { firstName: options.firstName } : {}),
  });
  const headers = bearer((await login(app, user.email, password)).access_token);
  if (options.family) {
    const trial = await call('POST', '/api/billing/trial', headers, { plan: 'family' });
    expect(trial.statusCode, trial.body).toBe(201);
  }
  const m = {
    id: user.id,
    email: user.email,
    headers,
    /** Signs in again (after the clock moved past the access token's life). */
    async relogin() {
      m.headers = bearer((await login(app, user.email, password)).access_token);
    },
  };
  return m;
}
type Member = Awaited<ReturnType<typeof member>>;

async function household(m: Member): Promise<Household> {
  const res = await call('GET', '/api/household', m.headers);
  expect(res.statusCode).toBe(200);
  return householdResponseSchema.parse(res.json()).household;
}

/** Adds a dependant (Sam, 4–8, unless `body` says otherwise) and returns them as answered. */
async function addDependant(m: Member, body: object = {}) {
  const before = new Set((await household(m)).people.map((p) => p.id));
  const res = await call('POST', '/api/household/people', m.headers, {
    display_name: 'Sam',
    age_band: 'child_4_8',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return householdResponseSchema.parse(res.json()).household.people.find((p) => !before.has(p.id))!;
}

const invite = (m: Member, email: string) => call('POST', '/api/household/invitations', m.headers, { email });

/** The token of the newest household invitation mailed to `email`. */
async function invitationToken(email: string, after: number) {
  const mail = await mailbox.waitFor(
    email,
    (m) => mailbox.messages.indexOf(m) >= after && m.text.includes('/household/join'),
  );
  return tokenFromLink(mail, '/household/join');
}

/** Invites `email` and returns the token of the mailed link. */
async function invited(owner: Member, email: string) {
  const before = mailbox.messages.length;
  const res = await invite(owner, email);
  expect(res.statusCode, res.body).toBe(201);
  return invitationToken(email, before);
}

const accept = (m: Member, token: string) =>
  call('POST', '/api/household/invitations/accept', m.headers, { token });

function expectError(res: Awaited<ReturnType<typeof call>>, status: number, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorEnvelopeSchema.parse(res.json());
  if (message) expect(body.message).toBe(message);
  return body;
}

/** An owner on the Family trial with a member (`joined`) who accepted an invitation. */
async function familyOfTwo() {
  const owner = await member({ family: true, firstName: 'Ana' });
  const joined = await member({ firstName: 'Ben' });
  const res = await accept(joined, await invited(owner, joined.email));
  expect(res.statusCode, res.body).toBe(200);
  return { owner, joined };
}

describe('GET /api/household', () => {
  it('creates the caller’s household on first use, with them as its owner, an adult', async () => {
    const m = await member({ firstName: 'Maria' });
    const h = await household(m);
    expect(h).toMatchObject({ your_role: 'owner', max_people: 6, can_invite: false, invitations: [] });
    expect(h.people).toEqual([
      expect.objectContaining({
        role: 'owner',
        is_you: true,
        display_name: 'Maria',
        age_band: 'adult',
        sex: null,
        activity_level: null,
        calories_per_day: null,
        // Adults, both sexes' mean, moderately active (packages/kitchen energy-needs.ts).
        daily_calories: 2250,
        daily_calories_source: 'guidelines',
        dietary_restrictions: [],
        can_edit: true,
        can_remove: false,
        created_at: new Date(TEST_NOW).toISOString(),
      }),
    ]);
    expect((await household(m)).id).toBe(h.id);
  });

  it('two first requests at once make one household', async () => {
    const m = await member();
    const [a, b] = await Promise.all([household(m), household(m)]);
    expect(a.id).toBe(b.id);
    const rows = await app.database.db.select().from(householdPeople).where(eq(householdPeople.userId, m.id));
    expect(rows).toHaveLength(1);
  });

  it('says whether the owner can invite adults: the Family plan or its trial', async () => {
    expect((await household(await member({ family: true }))).can_invite).toBe(true);
    const pro = await member();
    await call('POST', '/api/billing/trial', pro.headers, { plan: 'pro' });
    expect((await household(pro)).can_invite).toBe(false);
  });
});

describe('anonymous callers', () => {
  it('get 401 from every household route', async () => {
    const routes: [Method, string, object?][] = [
      ['GET', '/api/household'],
      ['POST', '/api/household/people', { display_name: 'Sam', age_band: 'adult' }],
      ['PATCH', `/api/household/people/${OTHER_UUID}`, { display_name: 'Sam' }],
      ['DELETE', `/api/household/people/${OTHER_UUID}`],
      ['POST', '/api/household/leave'],
      ['POST', '/api/household/owner', { person_id: OTHER_UUID }],
      ['POST', '/api/household/invitations', { email: 'a@example.com' }],
      ['DELETE', `/api/household/invitations/${OTHER_UUID}`],
      ['POST', '/api/household/invitations/accept', { token: 'x'.repeat(43) }],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(method, url, {}, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: 'authentication' });
      const forged = await call(method, url, bearer('not-a-token'), body);
      expect(forged.statusCode, `${method} ${url} forged`).toBe(401);
    }
  });
});

describe('people', () => {
  it('anyone adds a dependant (any plan); calories come from the guidelines unless set', async () => {
    const m = await member();
    const sam = await addDependant(m, {
      display_name: ' Sam ',
      age_band: 'child_4_8',
      sex: 'female',
      activity_level: 'sedentary',
      dietary_restrictions: ['Nut-Free', 'Vegetarian'],
    });
    expect(sam).toMatchObject({
      role: 'dependant',
      is_you: false,
      display_name: 'Sam',
      sex: 'female',
      activity_level: 'sedentary',
      calories_per_day: null,
      daily_calories: 1250,
      daily_calories_source: 'guidelines',
      dietary_restrictions: ['Vegetarian', 'Nut-Free'],
      can_edit: true,
      can_remove: true,
    });
    const nana = await addDependant(m, {
      display_name: 'Nana',
      age_band: 'older_adult',
      calories_per_day: 1500,
    });
    expect(nana).toMatchObject({
      calories_per_day: 1500,
      daily_calories: 1500,
      daily_calories_source: 'set',
    });
    // The guidelines' estimate is said beside an own figure too (Sam's is her planning figure).
    expect(sam.guideline_calories).toBe(1250);
    expect(nana.guideline_calories).toBeGreaterThan(1500);
    expect((await household(m)).people.map((p) => p.display_name)).toHaveLength(3);
  });

  it('edits a dependant, clears their own figure back to the guidelines, and refuses bad input with 400', async () => {
    const m = await member();
    const kid = await addDependant(m, { calories_per_day: 1400 });
    const url = `/api/household/people/${kid.id}`;
    const edited = await call('PATCH', url, m.headers, {
      age_band: 'teen_14_18',
      sex: 'male',
      activity_level: 'active',
      calories_per_day: null,
      dietary_restrictions: ['Gluten-Free'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      householdResponseSchema.parse(edited.json()).household.people.find((p) => p.id === kid.id),
    ).toMatchObject({
      age_band: 'teen_14_18',
      calories_per_day: null,
      daily_calories: 3100,
      daily_calories_source: 'guidelines',
      dietary_restrictions: ['Gluten-Free'],
      display_name: 'Sam',
    });
    expect(expectError(await call('PATCH', url, m.headers, {}), 400).details).toEqual({
      fields: [{ path: 'body', message: HOUSEHOLD_MESSAGES.updateNothing }],
    });
    expectError(await call('PATCH', url, m.headers, { age_band: 'baby' }), 400);
    expectError(await call('PATCH', url, m.headers, { calories_per_day: 100 }), 400);
    expectError(await call('PATCH', url, m.headers, { role: 'owner' }), 400);
    expectError(await call('PATCH', url, m.headers, { dietary_restrictions: ['Carnivore'] }), 400);
    expectError(
      await call('POST', '/api/household/people', m.headers, { display_name: '', age_band: 'adult' }),
      400,
    );
  });

  it('the owner removes a dependant; nobody removes themselves', async () => {
    const m = await member();
    const kid = await addDependant(m);
    const res = await call('DELETE', `/api/household/people/${kid.id}`, m.headers);
    expect(res.statusCode).toBe(200);
    expect(householdResponseSchema.parse(res.json()).household.people).toHaveLength(1);
    expectError(await call('DELETE', `/api/household/people/${kid.id}`, m.headers), 404);
    const me = (await household(m)).people[0]!;
    expectError(
      await call('DELETE', `/api/household/people/${me.id}`, m.headers),
      409,
      HOUSEHOLD_MESSAGES.removeYourself,
    );
  });

  it('members edit themselves and the dependants; only the owner removes people', async () => {
    const { owner, joined } = await familyOfTwo();
    const kid = await addDependant(joined, { display_name: 'Kid' });
    const h = await household(joined);
    const ownerPerson = h.people.find((p) => p.role === 'owner')!;
    const me = h.people.find((p) => p.is_you)!;
    expect(ownerPerson).toMatchObject({ display_name: 'Ana', can_edit: false, can_remove: false });
    expect(me).toMatchObject({ role: 'member', display_name: 'Ben', can_edit: true, can_remove: false });
    expect(h.people.find((p) => p.id === kid.id)).toMatchObject({ can_edit: true, can_remove: false });

    expectError(
      await call('PATCH', `/api/household/people/${ownerPerson.id}`, joined.headers, { display_name: 'X' }),
      403,
      HOUSEHOLD_MESSAGES.editOwnOnly,
    );
    expect(
      (
        await call('PATCH', `/api/household/people/${me.id}`, joined.headers, {
          dietary_restrictions: ['Vegan'],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/household/people/${kid.id}`, joined.headers, { display_name: 'Kiddo' }))
        .statusCode,
    ).toBe(200);
    expectError(
      await call('DELETE', `/api/household/people/${kid.id}`, joined.headers),
      403,
      HOUSEHOLD_MESSAGES.ownerOnly,
    );
    // The owner may not edit a member's own details either, but removes them.
    expectError(
      await call('PATCH', `/api/household/people/${me.id}`, owner.headers, { age_band: 'teen_14_18' }),
      403,
      HOUSEHOLD_MESSAGES.editOwnOnly,
    );
    const ownerView = (await household(owner)).people.find((p) => p.id === me.id)!;
    expect(ownerView).toMatchObject({ dietary_restrictions: ['Vegan'], can_edit: false, can_remove: true });
  });
});

describe('access: another household, ex-members, ids that are not people of the household', () => {
  it('another household’s member gets 404 for every person and invitation of it', async () => {
    const owner = await member({ family: true });
    const kid = await addDependant(owner);
    await invited(owner, uniqueEmail('invitee'));
    const invitationId = (await household(owner)).invitations[0]!.id;
    const ownerPersonId = (await household(owner)).people[0]!.id;
    const stranger = await member();

    for (const id of [kid.id, ownerPersonId]) {
      expectError(
        await call('PATCH', `/api/household/people/${id}`, stranger.headers, { display_name: 'X' }),
        404,
      );
      expectError(await call('DELETE', `/api/household/people/${id}`, stranger.headers), 404);
    }
    expectError(
      await call('DELETE', `/api/household/invitations/${invitationId}`, stranger.headers),
      404,
      HOUSEHOLD_MESSAGES.invitationNotFound,
    );
    // The stranger (an owner of their own) cannot take over another household's member either.
    expectError(
      await call('POST', '/api/household/owner', stranger.headers, { person_id: ownerPersonId }),
      404,
    );
    const theirs = await household(stranger);
    expect(theirs.id).not.toBe((await household(owner)).id);
    expect(theirs.people.map((p) => p.id)).not.toContain(kid.id);
    // Nothing changed in the owner's household.
    expect((await household(owner)).people.find((p) => p.id === kid.id)).toMatchObject({
      display_name: 'Sam',
    });
    expect((await household(owner)).invitations).toHaveLength(1);
  });

  it('a removed member is out at once: the same token reads only a household of their own', async () => {
    const { owner, joined } = await familyOfTwo();
    const kid = await addDependant(owner);
    const before = await household(joined);
    const me = before.people.find((p) => p.is_you)!;
    await call('PATCH', `/api/household/people/${me.id}`, joined.headers, { dietary_restrictions: ['Keto'] });

    const removed = await call('DELETE', `/api/household/people/${me.id}`, owner.headers);
    expect(removed.statusCode).toBe(200);
    expect(householdResponseSchema.parse(removed.json()).household.people.map((p) => p.id)).not.toContain(
      me.id,
    );

    const after = await household(joined);
    expect(after.id).not.toBe(before.id);
    expect(after.people).toEqual([
      expect.objectContaining({
        id: me.id,
        role: 'owner',
        display_name: 'Ben',
        dietary_restrictions: ['Keto'],
      }),
    ]);
    expectError(
      await call('PATCH', `/api/household/people/${kid.id}`, joined.headers, { display_name: 'X' }),
      404,
      HOUSEHOLD_MESSAGES.notFound,
    );
    expectError(await call('DELETE', `/api/household/people/${kid.id}`, joined.headers), 404);
  });

  it('a dependant’s id where a member is expected, a user id or any other id is 404', async () => {
    const { owner, joined } = await familyOfTwo();
    const kid = await addDependant(owner);
    expectError(
      await call('POST', '/api/household/owner', owner.headers, { person_id: kid.id }),
      404,
      HOUSEHOLD_MESSAGES.notMember,
    );
    for (const id of [String(joined.id), String(owner.id), OTHER_UUID, 'x', '1 or 1=1'])
      expectError(
        await call('PATCH', `/api/household/people/${encodeURIComponent(id)}`, owner.headers, {
          display_name: 'X',
        }),
        404,
      );
    expectError(
      await call('POST', '/api/household/owner', owner.headers, { person_id: String(joined.id) }),
      404,
    );
    expectError(await call('DELETE', '/api/household/invitations/42', owner.headers), 404);
  });
});

describe('the Family plan covers the household (ADR 0039)', () => {
  const profile = async (m: Member) => {
    const res = await call('GET', '/api/auth/profile', m.headers);
    expect(res.statusCode, res.body).toBe(200);
    return profileResponseSchema.parse(res.json()).user;
  };

  it('a member is premium through the owner’s Family trial, named; not after leaving or once it ends', async () => {
    const { owner, joined } = await familyOfTwo();
    expect(await profile(joined)).toMatchObject({
      is_premium: true,
      subscription_tier: 'premium',
      premium_plan: 'family',
      premium_status: 'inactive',
      premium_shared_by: 'Ana',
    });
    expect(await profile(owner)).toMatchObject({
      is_premium: true,
      premium_plan: 'family',
      premium_shared_by: null,
    });

    clock.t = TEST_NOW + 15 * DAY;
    await joined.relogin();
    expect(await profile(joined)).toMatchObject({
      is_premium: false,
      subscription_tier: 'free',
      premium_shared_by: null,
    });
    clock.t = TEST_NOW;
    await joined.relogin();

    expect((await call('POST', '/api/household/leave', joined.headers)).statusCode).toBe(200);
    expect(await profile(joined)).toMatchObject({
      is_premium: false,
      premium_plan: null,
      premium_shared_by: null,
    });
  });

  it('a Pro plan covers only its own account; an account new to households is covered by nobody', async () => {
    const pro = await member({ firstName: 'Cy' });
    expect((await call('POST', '/api/billing/trial', pro.headers, { plan: 'pro' })).statusCode).toBe(201);
    expect(await profile(pro)).toMatchObject({
      is_premium: true,
      premium_plan: 'pro',
      premium_shared_by: null,
    });
    const fresh = await member();
    expect(await profile(fresh)).toMatchObject({ is_premium: false, premium_shared_by: null });
  });
});

describe('leaving and handing over', () => {
  it('a member leaves at once, into a household of their own; the owner’s no longer lists them', async () => {
    const { owner, joined } = await familyOfTwo();
    const shared = await household(owner);
    const res = await call('POST', '/api/household/leave', joined.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: HOUSEHOLD_MESSAGES.left });
    const own = await household(joined);
    expect(own.id).not.toBe(shared.id);
    expect(own.your_role).toBe('owner');
    expect((await household(owner)).people).toHaveLength(1);
  });

  it('the owner cannot leave: alone, or with members (hand over first)', async () => {
    const alone = await member();
    expectError(
      await call('POST', '/api/household/leave', alone.headers),
      409,
      HOUSEHOLD_MESSAGES.ownerCannotLeave,
    );
    const { owner } = await familyOfTwo();
    expectError(
      await call('POST', '/api/household/leave', owner.headers),
      409,
      HOUSEHOLD_MESSAGES.ownerCannotLeave,
    );
  });

  it('the owner hands over to a member, who then holds the owner’s powers', async () => {
    const { owner, joined } = await familyOfTwo();
    const kid = await addDependant(owner);
    const people = (await household(owner)).people;
    const ben = people.find((p) => p.display_name === 'Ben')!;
    const ana = people.find((p) => p.is_you)!;
    expectError(await call('POST', '/api/household/owner', joined.headers, { person_id: ben.id }), 403);
    expectError(
      await call('POST', '/api/household/owner', owner.headers, { person_id: ana.id }),
      409,
      HOUSEHOLD_MESSAGES.handOverToYourself,
    );

    const res = await call('POST', '/api/household/owner', owner.headers, { person_id: ben.id });
    expect(res.statusCode, res.body).toBe(200);
    const h = householdResponseSchema.parse(res.json()).household;
    expect(h.your_role).toBe('member');
    expect(h.people.map((p) => [p.display_name, p.role])).toEqual([
      ['Ben', 'owner'],
      ['Ana', 'member'],
      ['Sam', 'dependant'],
    ]);
    expectError(await call('DELETE', `/api/household/people/${kid.id}`, owner.headers), 403);
    expect((await call('DELETE', `/api/household/people/${kid.id}`, joined.headers)).statusCode).toBe(200);
    // Ana may leave now; Ben owns the household alone.
    expect((await call('POST', '/api/household/leave', owner.headers)).statusCode).toBe(200);
    expect((await household(joined)).people.map((p) => p.display_name)).toEqual(['Ben']);
  });
});

describe('invitations', () => {
  it('need the Family plan or its trial; dependants do not', async () => {
    const free = await member();
    expectError(await invite(free, uniqueEmail()), 403, HOUSEHOLD_MESSAGES.needsFamilyPlan);
    await addDependant(free);
    const { joined } = await familyOfTwo();
    expectError(await invite(joined, uniqueEmail()), 403, HOUSEHOLD_MESSAGES.ownerOnly);
  });

  it('answer the same whether or not the address has an account, mail a single-use link, store only its hash', async () => {
    const owner = await member({ family: true, firstName: 'Ana' });
    const known = await member();
    const unknown = uniqueEmail('nobody');
    const before = mailbox.messages.length;
    const a = await invite(owner, known.email);
    const b = await invite(owner, unknown.toUpperCase());
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    const bodyOf = (res: typeof a, email: string) => {
      const body = invitationResponseSchema.parse(res.json());
      return JSON.stringify(body).replaceAll(body.invitation.id, 'ID').replaceAll(email, 'EMAIL');
    };
    expect(bodyOf(a, known.email)).toBe(bodyOf(b, unknown));
    expect(invitationResponseSchema.parse(b.json()).invitation).toMatchObject({
      email: unknown,
      created_at: new Date(TEST_NOW).toISOString(),
      expires_at: new Date(TEST_NOW + 7 * DAY).toISOString(),
    });

    for (const email of [known.email, unknown]) {
      const mail = await mailbox.waitFor(email, (m) => mailbox.messages.indexOf(m) >= before);
      expect(mail.text).toContain('Ana invited you to join their household');
      expect(mail.text).toContain('https://saverly.example/household/join?token=');
      const token = tokenFromLink(mail, '/household/join');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await app.database.db
        .select()
        .from(householdInvitations)
        .where(eq(householdInvitations.email, email));
      expect(row!.tokenHash).toBe(hashToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
    }
    expect((await household(owner)).invitations.map((i) => i.email).sort()).toEqual(
      [known.email, unknown].sort(),
    );
  });

  it('inviting an address again replaces its pending invitation; the owner may cancel one', async () => {
    const owner = await member({ family: true });
    const email = uniqueEmail('again');
    const first = await invited(owner, email);
    clock.t += 60_000;
    const second = await invited(owner, email);
    const h = await household(owner);
    expect(h.invitations).toHaveLength(1);
    expect(h.invitations[0]!.expires_at).toBe(new Date(TEST_NOW + 60_000 + 7 * DAY).toISOString());
    const invitee = await member({ email });
    expectError(await accept(invitee, first), 409, HOUSEHOLD_MESSAGES.invitationCancelled);

    const cancelled = await call(
      'DELETE',
      `/api/household/invitations/${h.invitations[0]!.id}`,
      owner.headers,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(householdResponseSchema.parse(cancelled.json()).household.invitations).toEqual([]);
    expectError(await accept(invitee, second), 409, HOUSEHOLD_MESSAGES.invitationCancelled);
  });

  it('accepting joins the household; the joiner’s own household (only them) is left behind, their details kept', async () => {
    const owner = await member({ family: true, firstName: 'Ana' });
    const joiner = await member({ firstName: 'Ben' });
    const own = await household(joiner);
    const me = own.people[0]!;
    await call('PATCH', `/api/household/people/${me.id}`, joiner.headers, {
      sex: 'male',
      dietary_restrictions: ['Dairy-Free'],
    });
    const res = await accept(joiner, await invited(owner, joiner.email));
    expect(res.statusCode, res.body).toBe(200);
    const joined = householdResponseSchema.parse(res.json()).household;
    expect(joined.id).toBe((await household(owner)).id);
    expect(joined).toMatchObject({ your_role: 'member', invitations: [] });
    expect(joined.people.find((p) => p.is_you)).toMatchObject({
      id: me.id,
      role: 'member',
      sex: 'male',
      dietary_restrictions: ['Dairy-Free'],
    });
    expect(await app.database.db.select().from(households).where(eq(households.id, own.id))).toEqual([]);
    expectError(await accept(joiner, 'x'.repeat(43)), 400, HOUSEHOLD_MESSAGES.invitationInvalid);
  });

  it('a link works once', async () => {
    const owner = await member({ family: true });
    const joiner = await member();
    const token = await invited(owner, joiner.email);
    const [first, second] = await Promise.all([accept(joiner, token), accept(joiner, token)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expectError(await accept(joiner, token), 409, HOUSEHOLD_MESSAGES.invitationUsed);
    const other = await member();
    expectError(await accept(other, token), 409, HOUSEHOLD_MESSAGES.invitationUsed);
    expect((await household(owner)).people).toHaveLength(2);
  });

  it('a link expires 7 days after it was sent (the app’s clock)', async () => {
    const owner = await member({ family: true });
    const early = await member();
    const late = await member();
    const earlyToken = await invited(owner, early.email);
    const lateToken = await invited(owner, late.email);
    clock.t = TEST_NOW + 7 * DAY - 60_000;
    await early.relogin();
    expect((await accept(early, earlyToken)).statusCode).toBe(200);
    clock.t = TEST_NOW + 7 * DAY;
    await late.relogin();
    await owner.relogin();
    expectError(await accept(late, lateToken), 409, HOUSEHOLD_MESSAGES.invitationExpired);
    // An expired invitation no longer holds a place or shows as pending.
    expect((await household(owner)).invitations).toEqual([]);
  });

  it('only the account of the invited address may accept; the link still works for it afterwards', async () => {
    const owner = await member({ family: true });
    const invitee = await member();
    const intruder = await member();
    const token = await invited(owner, invitee.email);
    expectError(await accept(intruder, token), 403, HOUSEHOLD_MESSAGES.invitationWrongAccount);
    expect((await household(intruder)).people).toHaveLength(1);
    expect((await accept(invitee, token)).statusCode).toBe(200);
  });

  it('a member already in the household, or with other people in their own, is refused with the reason', async () => {
    const { owner, joined } = await familyOfTwo();
    expectError(
      await accept(joined, await invited(owner, joined.email)),
      409,
      HOUSEHOLD_MESSAGES.alreadyInHousehold,
    );
    const parent = await member();
    await addDependant(parent);
    const token = await invited(owner, parent.email);
    expectError(await accept(parent, token), 409, HOUSEHOLD_MESSAGES.leaveFirst);
    expect((await household(parent)).people).toHaveLength(2);
  });

  it('refuse a seventh person: pending invitations count, and accepting re-checks', async () => {
    const owner = await member({ family: true });
    for (const name of ['A', 'B', 'C', 'D']) await addDependant(owner, { display_name: name });
    const email = uniqueEmail('sixth');
    await invited(owner, email);
    expect((await household(owner)).people.length + (await household(owner)).invitations.length).toBe(6);

    const seventh = await call('POST', '/api/household/people', owner.headers, {
      display_name: 'G',
      age_band: 'adult',
    });
    expectError(seventh, 409, HOUSEHOLD_MESSAGES.full);
    expectError(await invite(owner, uniqueEmail('seventh')), 409, HOUSEHOLD_MESSAGES.full);
    // Inviting the same address again replaces its invitation: still six.
    const current = await invited(owner, email);

    // A place taken around the invitation (as a race would): accepting is refused, the link kept.
    const householdId = (await household(owner)).id;
    const [extra] = await app.database.db
      .insert(householdPeople)
      .values({ householdId, role: 'dependant', displayName: 'Raced', ageBand: 'adult' })
      .returning();
    const sixth = await member({ email });
    expectError(await accept(sixth, current), 409, HOUSEHOLD_MESSAGES.full);
    await call('DELETE', `/api/household/people/${extra!.id}`, owner.headers);
    expect((await accept(sixth, current)).statusCode).toBe(200);
    expect((await household(owner)).people).toHaveLength(6);
  });

  it('are rate-limited per address like every mail-sending route', async () => {
    const owner = await member({ family: true });
    const email = uniqueEmail('flood');
    for (let i = 0; i < 3; i += 1) expect((await invite(owner, email)).statusCode).toBe(201);
    const limited = expectError(await invite(owner, email), 429);
    expect(limited.error).toBe('rate_limit');
  });

  it('refuse bad input with 400 and the caller’s own address with 409', async () => {
    const owner = await member({ family: true });
    expectError(await invite(owner, 'not-an-email'), 400);
    expectError(
      await call('POST', '/api/household/invitations', owner.headers, { email: 'a@b.co', role: 'x' }),
      400,
    );
    expectError(await invite(owner, owner.email.toUpperCase()), 409, HOUSEHOLD_MESSAGES.inviteYourself);
    expectError(await call('POST', '/api/household/invitations/accept', owner.headers, { token: '' }), 400);
  });
});

describe('the data model', () => {
  it('contracts and kitchen name the same age bands', () => {
    expect([...HOUSEHOLD_AGE_BANDS]).toEqual([...AGE_BANDS]);
  });

  it('the database refuses what the rules forbid (PGlite and PostgreSQL alike)', async () => {
    const db = app.database.db;
    const m = await member();
    const h = await household(m);
    const base = { householdId: h.id, displayName: 'X', ageBand: 'adult' as const };
    await expect(
      db.insert(householdPeople).values({ ...base, role: 'owner', userId: (await member()).id }),
    ).rejects.toThrow();
    await expect(db.insert(householdPeople).values({ ...base, role: 'member' })).rejects.toThrow();
    await expect(
      db.insert(householdPeople).values({ ...base, role: 'dependant', userId: m.id }),
    ).rejects.toThrow();
    await expect(
      db.insert(householdPeople).values({ ...base, role: 'dependant', ageBand: 'baby' as 'adult' }),
    ).rejects.toThrow();
    await expect(
      db.insert(householdPeople).values({ ...base, role: 'dependant', dietaryRestrictions: ['Carnivore'] }),
    ).rejects.toThrow();
    await expect(
      db.insert(householdPeople).values({ ...base, role: 'dependant', caloriesPerDay: 50 }),
    ).rejects.toThrow();
    await expect(
      db.insert(householdInvitations).values({
        householdId: h.id,
        email: 'Upper@Example.com',
        tokenHash: hashToken('t'),
        expiresAt: new Date(TEST_NOW),
      }),
    ).rejects.toThrow();
    const ok = await db
      .insert(householdPeople)
      .values({ ...base, role: 'dependant', dietaryRestrictions: ['Vegan', 'Nut-Free'] })
      .returning();
    expect(ok[0]!.dietaryRestrictions).toEqual(['Vegan', 'Nut-Free']);
  });
});
