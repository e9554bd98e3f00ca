import {
  DEFAULT_SAVED_PREFERENCES,
  errorEnvelopeSchema,
  householdResponseSchema,
  preferencesResponseSchema,
  type SavedPreferencesInput,
} from '@saverly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { householdPeople } from '../../db/schema.js';
import { bearer, createUser, login } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/helpers.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function memberWithId() {
  const { user, password } = await createUser(app);
  return { id: user.id, headers: bearer((await login(app, user.email, password)).access_token) };
}
const member = async () => (await memberWithId()).headers;

const meatEaters: SavedPreferencesInput = {
  days: 5,
  family_size: 4,
  meal_types: ['dinner', 'lunch'],
  dietary_restrictions: [],
  cuisine_preferences: ['mexican', 'Italian'],
  cooking_time: 45,
  calorie_limit: null,
  budget_limit: 120.5,
};

const get = (headers?: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/preferences', ...(headers ? { headers } : {}) });
const put = (payload: unknown, headers?: Record<string, string>) =>
  app.inject({
    method: 'PUT',
    url: '/api/preferences',
    payload: payload as Record<string, unknown>,
    ...(headers ? { headers } : {}),
  });

describe('GET and PUT /api/preferences (issue #16)', () => {
  it("a first visit gets the spec's defaults, marked not saved (Vegetarian + Gluten-Free pre-ticked)", async () => {
    const res = await get(await member());
    expect(res.statusCode).toBe(200);
    const body = preferencesResponseSchema.parse(res.json());
    expect(body.saved).toBe(false);
    expect(body.updated_at).toBeNull();
    // A household of one: a plan for a number of people.
    expect(body.preferences).toEqual({ ...DEFAULT_SAVED_PREFERENCES, people: null });
    expect(body.preferences.dietary_restrictions).toEqual(['Vegetarian', 'Gluten-Free']);
  });

  it('remembers what a member saves, normalised, and gives it back on the next visit', async () => {
    const headers = await member();
    const saved = await put(meatEaters, headers);
    expect(saved.statusCode, saved.body).toBe(200);
    const again = preferencesResponseSchema.parse((await get(headers)).json());
    expect(again.saved).toBe(true);
    expect(again.preferences).toEqual({
      ...meatEaters,
      // Types in breakfast, lunch, dinner order; names onto the spec's spelling.
      meal_types: ['lunch', 'dinner'],
      cuisine_preferences: ['Mexican', 'Italian'],
      people: null,
    });
    // A second save replaces the first (one row per household).
    await put({ ...meatEaters, days: 7 }, headers);
    expect(preferencesResponseSchema.parse((await get(headers)).json()).preferences.days).toBe(7);
  });

  it("family_diets: the saved diets and every household person's needs (the Sales page's filter)", async () => {
    const headers = await member();
    // Nothing saved: not the spec's pre-ticked defaults, no diet at all.
    expect(preferencesResponseSchema.parse((await get(headers)).json()).family_diets).toEqual([]);
    const child = await app.inject({
      method: 'POST',
      url: '/api/household/people',
      headers,
      payload: { display_name: 'Sofia', age_band: 'child_4_8', dietary_restrictions: ['Nut-Free'] },
    });
    expect(child.statusCode, child.body).toBe(201);
    // Before anything is saved, the people's needs alone.
    expect(preferencesResponseSchema.parse((await get(headers)).json()).family_diets).toEqual(['Nut-Free']);
    // Saved Vegetarian: both, in the restrictions' order; the saved preferences keep only theirs.
    const saved = preferencesResponseSchema.parse(
      (await put({ ...meatEaters, dietary_restrictions: ['Vegetarian'] }, headers)).json(),
    );
    expect(saved.family_diets).toEqual(['Vegetarian', 'Nut-Free']);
    expect(saved.preferences.dietary_restrictions).toEqual(['Vegetarian']);
    expect(preferencesResponseSchema.parse((await get(headers)).json()).family_diets).toEqual([
      'Vegetarian',
      'Nut-Free',
    ]);
  });

  it('are the household’s: a member reads what another saved; one who leaves plans from their own again', async () => {
    const a = await memberWithId();
    const b = await memberWithId();
    const owner = await app.inject({ method: 'GET', url: '/api/household', headers: a.headers });
    await app.inject({ method: 'GET', url: '/api/household', headers: b.headers });
    await app.database.db
      .update(householdPeople)
      .set({ householdId: householdResponseSchema.parse(owner.json()).household.id, role: 'member' })
      .where(eq(householdPeople.userId, b.id));
    expect((await put(meatEaters, b.headers)).statusCode).toBe(200);
    expect(preferencesResponseSchema.parse((await get(a.headers)).json())).toMatchObject({
      saved: true,
      preferences: { days: 5, budget_limit: 120.5 },
    });
    expect(
      (await app.inject({ method: 'POST', url: '/api/household/leave', headers: b.headers })).statusCode,
    ).toBe(200);
    expect(preferencesResponseSchema.parse((await get(b.headers)).json()).saved).toBe(false);
    expect(preferencesResponseSchema.parse((await get(a.headers)).json()).saved).toBe(true);
  });

  it("are the caller's household's own: another household still gets the defaults", async () => {
    await put(meatEaters, await member());
    const other = preferencesResponseSchema.parse((await get(await member())).json());
    expect(other.saved).toBe(false);
  });

  it('refuses a bad body field by field with 400 and the error envelope', async () => {
    const headers = await member();
    for (const [field, value] of [
      ['days', 0],
      ['days', 8],
      ['family_size', 2.5],
      ['meal_types', []],
      ['meal_types', ['brunch']],
      ['dietary_restrictions', ['Carnivore']],
      ['cuisine_preferences', ['Martian']],
      ['cooking_time', '30'],
      ['calorie_limit', 10],
      ['budget_limit', -1],
      ['store_id', 'SV-1'],
      ['special_occasion', 'x'],
    ] as const) {
      const res = await put({ ...meatEaters, [field]: value }, headers);
      expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
      const envelope = errorEnvelopeSchema.parse(res.json());
      expect(envelope.error).toBe('validation');
      expect(JSON.stringify(envelope.details)).toContain(field);
    }
    const { days: _days, ...missing } = meatEaters;
    expect((await put(missing, headers)).statusCode).toBe(400);
    expect((await put([meatEaters], headers)).statusCode).toBe(400);
    // Nothing bad was stored.
    expect(preferencesResponseSchema.parse((await get(headers)).json()).saved).toBe(false);
  });

  it('remembers no choice of a household of one: people who join later are offered everyone', async () => {
    const headers = await member();
    expect((await put({ ...meatEaters, people: null }, headers)).statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/household/people',
      headers,
      payload: { display_name: 'Leo', age_band: 'child_4_8' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = preferencesResponseSchema.parse((await get(headers)).json());
    expect(body.saved).toBe(true);
    expect(body.preferences.people).toHaveLength(2);
  });

  it("remembers who's eating: everyone until the family chooses, then their choice as the household is now", async () => {
    const headers = await member();
    const addDependant = async (display_name: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/household/people',
        headers,
        payload: { display_name, age_band: 'child_9_13' },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await addDependant('Leo');
    await addDependant('Mia');
    const household = householdResponseSchema
      .parse((await app.inject({ method: 'GET', url: '/api/household', headers })).json())
      .household.people.map((person) => person.id);
    expect(household).toHaveLength(3);
    const people = async () =>
      preferencesResponseSchema.parse((await get(headers)).json()).preferences.people;
    // Never chosen (nothing saved, or saved without it): everyone, in the household's order.
    expect(await people()).toEqual(household);
    expect((await put(meatEaters, headers)).statusCode).toBe(200);
    expect(await people()).toEqual(household);
    // Chosen: kept, in the household's order.
    const [you, leo, mia] = household as [string, string, string];
    const saved = await put({ ...meatEaters, people: [mia, you] }, headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(preferencesResponseSchema.parse(saved.json()).preferences.people).toEqual([you, mia]);
    // A number of people instead.
    expect((await put({ ...meatEaters, people: null }, headers)).statusCode).toBe(200);
    expect(await people()).toBeNull();
    // Someone of another household, or no one, is refused, and the saved choice stays.
    const stranger = await memberWithId();
    const theirs = householdResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/household', headers: stranger.headers })).json(),
    ).household.people[0]!.id;
    for (const bad of [[you, theirs], [], [leo, leo], ['x'.repeat(65)]]) {
      const res = await put({ ...meatEaters, people: bad }, headers);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      const envelope = errorEnvelopeSchema.parse(res.json());
      expect(envelope.error).toBe('validation');
      expect(JSON.stringify(envelope.details)).toContain('people');
    }
    expect(await people()).toBeNull();
    // A chosen person who leaves the household drops out of the choice; when none is left, everyone.
    const remove = async (id: string) => {
      const res = await app.inject({ method: 'DELETE', url: `/api/household/people/${id}`, headers });
      expect(res.statusCode, res.body).toBe(200);
    };
    await put({ ...meatEaters, people: [leo, mia] }, headers);
    await remove(leo);
    expect(await people()).toEqual([mia]);
    await addDependant('Ada');
    await remove(mia);
    expect(await people()).toEqual([you, expect.any(String)]);
    expect((await people())![1]).not.toBe(mia);
  });

  it('is for members only (401)', async () => {
    expect((await get()).statusCode).toBe(401);
    const res = await put(meatEaters);
    expect(res.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(res.json()).error).toBe('authentication');
  });
});
