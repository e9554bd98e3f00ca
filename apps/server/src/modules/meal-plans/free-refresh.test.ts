// A free refresh of a stored plan writes the new meal back into that plan (issue 13): the stored
// plan is what Save and the grocery list price, so it must hold the meal the family now sees,
// with its portion, sides and the re-priced shopping list.
import {
  generateMealPlanResponseSchema,
  type GenerateMealPlanResponse,
  type MealPlanPreferencesInput,
} from '@saverly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { mealPlans, users } from '../../db/schema.js';
import { bearer, createUser, login } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/helpers.js';
import { setDefaultStore, storesNear, waitForSync } from '../../../test/stores-helpers.js';

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
});
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
    for (const line of dinner.ingredient_details) expect(listed, line.food_id).toContain(line.food_id);
    expect(after.days[1]!.calories).toBe(after.days[1]!.meals.reduce((sum, m) => sum + m.calories, 0));
    // The note that named the replaced dinner went with it; the other stays.
    expect(after.warnings).toEqual(['A note on the whole plan.']);
  });
});
