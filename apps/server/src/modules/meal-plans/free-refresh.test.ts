// A free refresh of a stored plan writes the new meal back into that plan (issue 13): the stored
// plan is what Save and the grocery list price, so it must hold the meal the family now sees,
// with its portion, sides and the re-priced shopping list.
import {
  errorEnvelopeSchema,
  generateMealPlanResponseSchema,
  savedPlanResponseSchema,
  type GenerateMealPlanResponse,
  type MealPlanPreferencesInput,
} from '@saverly/contracts';
import { boughtAs, loadCatalogue } from '@saverly/kitchen';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { mealPlans, users } from '../../db/schema.js';
import { bearer, createUser, login } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/helpers.js';
import { setDefaultStore, storesNear, SYNC_TEST_MS, waitForSync } from '../../../test/stores-helpers.js';

const store = storesNear('02139')[0]!;
const clock = { t: Date.UTC(2026, 10, 18, 15), now: () => new Date(clock.t) };
let app: App;
let token: string;
let userId: number;

const preferences = (extra: Partial<MealPlanPreferencesInput> = {}): MealPlanPreferencesInput => ({
  days: 3,
  family_size: 4,
  meal_types: ['lunch', 'dinner'],
  dietary_restrictions: [],
  cuisine_preferences: [],
  cooking_time: 45,
  calorie_limit: 600,
  budget_limit: null,
  store_id: null,
  special_occasion: null,
  ...extra,
});

async function plan(body: unknown): Promise<GenerateMealPlanResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/generate-meal-plan-assistant',
    headers: bearer(token),
    payload: body as Record<string, unknown>,
  });
  expect(res.statusCode, res.body).toBe(200);
  return generateMealPlanResponseSchema.parse(res.json());
}

async function storedPlan(id: string): Promise<GenerateMealPlanResponse['data']> {
  const rows = await app.database.db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.id, id), eq(mealPlans.userId, userId)));
  return rows[0]!.plan as GenerateMealPlanResponse['data'];
}

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  const { user, password } = await createUser(app);
  userId = user.id;
  token = (await login(app, user.email, password)).access_token;
  await app.database.db.update(users).set({ premiumStatus: 'active' }).where(eq(users.id, userId));
  await setDefaultStore(app, token, store.locationId);
  await waitForSync(app, store.locationId);
}, SYNC_TEST_MS);
afterAll(async () => {
  await app.close();
});

describe('a free refresh of a stored plan', () => {
  it('writes the new meal, its portion and sides, the totals and the list back into the stored plan', async () => {
    const base = await plan({ preferences: preferences() });
    const id = base.data.id!;
    const stored = await storedPlan(id);
    const oldDinner = stored.days[1]!.meals.find((m) => m.type === 'dinner')!;
    // Notes as the planner writes them: one names the dinner about to be replaced.
    const notes = [`From your last plans again: 1 dinner, “${oldDinner.name}”.`, 'A note on the whole plan.'];
    const before = { ...stored, warnings: notes };
    await app.database.db
      .update(mealPlans)
      .set({ plan: before })
      .where(and(eq(mealPlans.id, id), eq(mealPlans.userId, userId)));
    const refreshed = await plan({
      preferences: {
        ...preferences({ days: 1, meal_types: ['dinner'] }),
        avoid_similar_to: base.data.days.flatMap((d) =>
          d.meals.map((m) => ({ name: m.name, type: m.type, day: d.day })),
        ),
        replace: { day: 2, type: 'dinner' },
        plan_id: id,
      },
    });
    const fresh = refreshed.data.days[0]!.meals[0]!;
    expect(fresh.recipe_id).not.toBe(oldDinner.recipe_id);

    const after = await storedPlan(id);
    // Same plan, same days and slots; only day 2's dinner changed.
    expect(after.id).toBe(id);
    expect(after.days.map((d) => d.meals.map((m) => m.id))).toEqual(
      before.days.map((d) => d.meals.map((m) => m.id)),
    );
    const dinner = after.days[1]!.meals.find((m) => m.type === 'dinner')!;
    expect(dinner).toMatchObject({
      id: 'd2-dinner',
      recipe_id: fresh.recipe_id,
      name: fresh.name,
      portion: fresh.portion,
      calories: fresh.calories,
    });
    expect(dinner.sides.map((s) => s.food_id)).toEqual(fresh.sides.map((s) => s.food_id));
    for (const [d, day] of after.days.entries())
      for (const [k, meal] of day.meals.entries())
        if (meal.id !== 'd2-dinner') expect(meal.recipe_id).toBe(before.days[d]!.meals[k]!.recipe_id);
    // The totals are the refreshed plan's, and the list buys the new dinner's foods.
    expect(after.totals.total_cost_cents).toBe(refreshed.data.totals.total_cost_cents);
    const listed = new Set(after.grocery_list.map((item) => item.food_id));
    // Each line as it is bought (lemon juice as lemons, cooked rice as rice: kitchen `boughtAs`).
    const catalogue = loadCatalogue();
    for (const line of dinner.ingredient_details) {
      const food = catalogue.food(line.food_id)!;
      expect(listed, line.food_id).toContain(boughtAs(food, 1, (id) => catalogue.food(id)).food.id);
    }
    expect(after.days[1]!.calories).toBe(after.days[1]!.meals.reduce((sum, m) => sum + m.calories, 0));
    // The notes are worked out again for the plan as it now is (not kept from before), and the
    // answer carries them for the page to show.
    expect(after.warnings).toEqual(refreshed.data.warnings);
    for (const note of notes) expect(after.warnings).not.toContain(note);
    // And the answer carries the whole stored plan, for the page to show what Save will keep.
    expect(refreshed.plan).toEqual(after);
  });

  it('a shuffle after refreshes keeps the refreshed-out meals out', async () => {
    // Three dinners for four in 30 minutes, no cuisine: each refresh takes out the best dinner
    // left, which a shuffle (weighing only the plan as it is now) brought back.
    const dinners = preferences({ days: 3, meal_types: ['dinner'], cooking_time: 30 });
    const base = await plan({ preferences: dinners });
    const id = base.data.id!;
    const out: string[] = [];
    for (const day of [1, 2, 3]) {
      const current = await storedPlan(id);
      out.push(current.days[day - 1]!.meals[0]!.recipe_id);
      await plan({
        preferences: {
          ...preferences({ days: 1, meal_types: ['dinner'], cooking_time: 30 }),
          avoid_similar_to: current.days.flatMap((d) =>
            d.meals.map((m) => ({ name: m.name, type: m.type, day: d.day })),
          ),
          replace: { day, type: 'dinner' },
          plan_id: id,
        },
      });
    }
    const res = await app.inject({
      method: 'POST',
      url: `/api/meal-plans/${id}/shuffle`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const shuffled = generateMealPlanResponseSchema.parse(res.json()).data;
    const now = shuffled.days.flatMap((d) => d.meals.map((m) => m.recipe_id));
    expect(now).toHaveLength(3);
    expect(now.filter((recipe) => out.includes(recipe))).toEqual([]);
  });

  it('says which dishes are back from the plans before it, counted anew after the refresh', async () => {
    const thai = preferences({
      days: 5,
      family_size: 2,
      meal_types: ['dinner'],
      dietary_restrictions: ['vegan'],
      cuisine_preferences: ['thai'],
      cooking_time: 20,
    });
    const week1 = await plan({ preferences: thai });
    const recent = new Set(week1.data.days.map((d) => d.meals[0]!.recipe_id));
    clock.t += 60_000;
    const week2 = await plan({ preferences: thai });
    const back = (p: GenerateMealPlanResponse['data']) =>
      p.days.flatMap((d) => d.meals).filter((m) => recent.has(m.recipe_id));
    const said = (p: GenerateMealPlanResponse['data']) =>
      p.warnings.find((w) => w.startsWith('From your last plans again:'));
    // Only the plans before it count: week 2 is itself the member's latest plan.
    expect(back(week2.data).length).toBeGreaterThan(0);
    expect(said(week2.data)).toMatch(
      new RegExp(`^From your last plans again: ${back(week2.data).length} dinner`),
    );
    // A dinner new this week refreshed: its replacement is one of week 1's or of another cuisine.
    const day = week2.data.days.find((d) => !recent.has(d.meals[0]!.recipe_id))!;
    const refreshed = await plan({
      preferences: {
        ...thai,
        days: 1,
        avoid_similar_to: week2.data.days.map((d) => ({
          name: d.meals[0]!.name,
          type: 'dinner',
          day: d.day,
        })),
        replace: { day: day.day, type: 'dinner' },
        plan_id: week2.data.id,
      },
    });
    const after = await storedPlan(week2.data.id!);
    expect(refreshed.data.warnings).toEqual(after.warnings);
    const meals = after.days.flatMap((d) => d.meals);
    const other = meals.filter((m) => m.cuisine !== 'thai');
    expect(back(after).length + other.length).toBe(back(week2.data).length + 1);
    const note = said(after);
    expect(note).toMatch(new RegExp(`^From your last plans again: ${back(after).length} dinners, `));
    for (const m of back(after)) expect(note).toContain(`“${m.name}”`);
    expect(after.warnings.join(' ')).not.toContain(day.meals[0]!.name);
    if (other.length > 0)
      expect(after.warnings).toContain(
        `${other.length === 1 ? '1 dinner is' : `${other.length} dinners are`} from other cuisines.`,
      );
  });

  it('Undo puts the plan before the refresh back, once, so Save keeps the meal the family sees', async () => {
    const base = await plan({ preferences: preferences() });
    const id = base.data.id!;
    const before = await storedPlan(id);
    const oldDinner = before.days[0]!.meals.find((m) => m.type === 'dinner')!;
    const refreshBody = {
      preferences: {
        ...preferences({ days: 1, meal_types: ['dinner'] }),
        avoid_similar_to: base.data.days.flatMap((d) =>
          d.meals.map((m) => ({ name: m.name, type: m.type, day: d.day })),
        ),
        replace: { day: 1, type: 'dinner' },
        plan_id: id,
      },
    };
    const fresh = (await plan(refreshBody)).data.days[0]!.meals[0]!;
    expect(fresh.recipe_id).not.toBe(oldDinner.recipe_id);
    const undo = (planId: string, t = token) =>
      app.inject({ method: 'POST', url: `/api/meal-plans/${planId}/undo-refresh`, headers: bearer(t) });

    // Someone else's plan, or none: not found, and nothing changes.
    const other = await createUser(app);
    const otherToken = (await login(app, other.user.email, other.password)).access_token;
    for (const [planId, t] of [
      [id, otherToken],
      ['00000000-0000-4000-8000-000000000000', token],
      ['not-a-plan', token],
    ] as const) {
      const res = await undo(planId, t);
      expect(res.statusCode, planId).toBe(404);
      expect(errorEnvelopeSchema.parse(res.json()).error).toBe('not_found');
    }
    expect((await storedPlan(id)).days[0]!.meals.find((m) => m.type === 'dinner')!.recipe_id).toBe(
      fresh.recipe_id,
    );

    const res = await undo(id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = generateMealPlanResponseSchema.parse(res.json()).data;
    // The plan as it was: meals, portions, sides, list, totals and notes.
    expect(await storedPlan(id)).toEqual(before);
    expect(answer).toEqual({ ...before, id });
    const rows = await app.database.db.select().from(mealPlans).where(eq(mealPlans.id, id));
    expect(rows[0]!.totalCostCents).toBe(before.totals.total_cost_cents);
    // Once: a second Undo has nothing to undo.
    const again = await undo(id);
    expect(again.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(again.json()).message).toBe('There is nothing to undo in this plan.');

    // Save keeps the dinner the family sees again, not the one they undid.
    const saved = await app.inject({
      method: 'POST',
      url: '/api/saved-plans',
      headers: bearer(token),
      payload: { plan_id: id },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const names = savedPlanResponseSchema.parse(saved.json()).data.meals.map((m) => m.recipe_id);
    expect(names).toContain(oldDinner.recipe_id);
    expect(names).not.toContain(fresh.recipe_id);

    // A shuffle within the hour replaces the whole plan: Undo then puts back the plan before the
    // shuffle (the refresh in it stays), once.
    await plan(refreshBody);
    const beforeShuffle = await storedPlan(id);
    const shuffled = await app.inject({
      method: 'POST',
      url: `/api/meal-plans/${id}/shuffle`,
      headers: bearer(token),
    });
    expect(shuffled.statusCode, shuffled.body).toBe(200);
    const shuffledPlan = generateMealPlanResponseSchema.parse(shuffled.json()).data;
    expect(shuffledPlan.id).toBe(id);
    expect(shuffledPlan).not.toEqual(beforeShuffle);
    expect((await undo(id, otherToken)).statusCode).toBe(404);
    const unshuffled = await undo(id);
    expect(unshuffled.statusCode, unshuffled.body).toBe(200);
    expect(generateMealPlanResponseSchema.parse(unshuffled.json()).data).toEqual({ ...beforeShuffle, id });
    expect(await storedPlan(id)).toEqual(beforeShuffle);
    const twice = await undo(id);
    expect(twice.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(twice.json()).message).toBe('There is nothing to undo in this plan.');
  });

  it('a refresh does not bring back a meal refreshed out of the plan, nor one the family undid', async () => {
    const base = await plan({ preferences: preferences() });
    const id = base.data.id!;
    const dinnerOf = async () =>
      (await storedPlan(id)).days[0]!.meals.find((m) => m.type === 'dinner')!.recipe_id;
    const refresh = async () => {
      const now = await storedPlan(id);
      const body = {
        preferences: {
          ...preferences({ days: 1, meal_types: ['dinner'] }),
          avoid_similar_to: now.days.flatMap((d) =>
            d.meals.map((m) => ({ name: m.name, type: m.type, day: d.day })),
          ),
          replace: { day: 1, type: 'dinner' as const },
          plan_id: id,
        },
      };
      return (await plan(body)).data.days[0]!.meals[0]!.recipe_id;
    };
    const replacedIds = async () =>
      (await app.database.db.select().from(mealPlans).where(eq(mealPlans.id, id)))[0]!.replacedRecipeIds;

    const first = await dinnerOf();
    const second = await refresh();
    // The dinner refreshed out is the best for the slot beside the rest: without the plan's list of
    // recipes refreshed out, the next refresh of the slot brought it straight back.
    const third = await refresh();
    expect([first, second]).not.toContain(third);
    expect(await replacedIds()).toEqual([first, second]);

    // Undo brings the second back; the third, undone, is not offered again.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/meal-plans/${id}/undo-refresh`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
    expect(await dinnerOf()).toBe(second);
    expect(await replacedIds()).toEqual([first, third]);
    const fourth = await refresh();
    expect([first, second, third]).not.toContain(fourth);

    // A shuffle makes a new plan: nothing refreshed out of it yet.
    const shuffled = await app.inject({
      method: 'POST',
      url: `/api/meal-plans/${id}/shuffle`,
      headers: bearer(token),
    });
    expect(shuffled.statusCode, shuffled.body).toBe(200);
    expect(await replacedIds()).toEqual([]);
  });
});
