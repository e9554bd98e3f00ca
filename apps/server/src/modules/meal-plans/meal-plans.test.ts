import {
  DEFAULT_MEAL_PLAN_FORM,
  errorEnvelopeSchema,
  generateMealPlanResponseSchema,
  infeasibleDetailsSchema,
  mealPlanQuotaResponseSchema,
  type GenerateMealPlanResponse,
  type MealPlanPreferencesInput,
} from '@saverly/contracts';
import { loadCatalogue, type DietId } from '@saverly/kitchen';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { mealPlans, users } from '../../db/schema.js';
import { bearer, createUser, login } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/helpers.js';
import { setDefaultStore, storesNear, waitForSync } from '../../../test/stores-helpers.js';

const catalogue = loadCatalogue();
const store = storesNear('02139')[0]!;
const clock = { t: Date.UTC(2026, 10, 18, 15), now: () => new Date(clock.t) };

let app: App;
let token: string;
let userId: number;

async function member() {
  const { user, password } = await createUser(app);
  const relogin = async () => (await login(app, user.email, password)).access_token;
  return { id: user.id, token: await relogin(), relogin };
}

const preferences = (extra: Partial<MealPlanPreferencesInput> = {}): MealPlanPreferencesInput => ({
  days: 3,
  family_size: 4,
  meal_types: ['breakfast', 'lunch', 'dinner'],
  dietary_restrictions: ['Vegetarian', 'Gluten-Free'],
  cuisine_preferences: ['Italian', 'Mediterranean', 'Asian'],
  cooking_time: 45,
  calorie_limit: 600,
  budget_limit: 75,
  store_id: null,
  special_occasion: null,
  ...extra,
});

function generate(body: unknown, authToken = token) {
  return app.inject({
    method: 'POST',
    url: '/api/generate-meal-plan-assistant',
    headers: bearer(authToken),
    payload: body as Record<string, unknown>,
  });
}

async function plan(body: unknown, authToken = token): Promise<GenerateMealPlanResponse> {
  const res = await generate(body, authToken);
  expect(res.statusCode, res.body).toBe(200);
  return generateMealPlanResponseSchema.parse(res.json());
}

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  const m = await member();
  token = m.token;
  userId = m.id;
  await app.database.db
    .update(users)
    .set({ subscriptionTier: 'premium', premiumStatus: 'active' })
    .where(eq(users.id, userId));
  await setDefaultStore(app, token, store.locationId);
  await waitForSync(app, store.locationId);
});
afterAll(async () => {
  await app.close();
});

describe('POST /api/generate-meal-plan-assistant', () => {
  it("plans the wizard's defaults (spec section 3) for a family", async () => {
    const d = DEFAULT_MEAL_PLAN_FORM;
    const body = await plan({
      preferences: {
        days: d.numberOfDays,
        family_size: d.familySize,
        meal_types: ['breakfast', 'lunch', 'dinner'],
        dietary_restrictions: d.dietaryRestrictions,
        cuisine_preferences: d.cuisinePreferences,
        cooking_time: d.cookingTime,
        calorie_limit: d.calorieTarget,
        budget_limit: d.budget,
        store_id: null,
        special_occasion: null,
      },
    });
    expect(body.data.days).toHaveLength(d.numberOfDays);
    expect(body.data.totals.total_cost_cents).toBeLessThanOrEqual(d.budget * 100);
  });

  it('plans every slot within the diets, cooking time and budget, priced at the default store, and stores it', async () => {
    const body = await plan({ preferences: preferences() });
    const data = body.data;
    expect(data.store).toEqual({ location_id: store.locationId, name: store.name });
    expect(data.days.map((d) => d.day)).toEqual([1, 2, 3]);
    for (const day of data.days)
      expect(day.meals.map((m) => m.type)).toEqual(['breakfast', 'lunch', 'dinner']);
    const recipeIds = data.days.flatMap((d) => d.meals.map((m) => m.recipe_id));
    expect(new Set(recipeIds).size).toBe(9);
    for (const meal of data.days.flatMap((d) => d.meals)) {
      const recipe = catalogue.recipe(meal.recipe_id)!;
      for (const diet of ['vegetarian', 'gluten-free'] as DietId[]) expect(recipe.diets).toContain(diet);
      expect(meal.prep_time).toBeLessThanOrEqual(45);
      expect(meal.name).toBe(recipe.name);
      expect(meal.instructions[0]).toMatch(/^1\. /);
      expect(meal.ingredients.length).toBe(recipe.ingredients.length);
      expect(meal.estimated_cost).toBeCloseTo(meal.estimated_cost_cents / 100, 5);
      expect(meal.servings).toBe(4);
    }
    const mealCents = data.days.flatMap((d) => d.meals).reduce((s, m) => s + m.estimated_cost_cents, 0);
    expect(mealCents).toBe(data.totals.total_cost_cents);
    expect(data.totals.total_cost_cents).toBeLessThanOrEqual(7500);
    expect(data.totals.budget_cents).toBe(7500);
    expect(data.optimizer.gap).toBeGreaterThanOrEqual(0);
    expect(data.grocery_list.length).toBeGreaterThan(0);
    // Store products were used: at least one line is bought as one of the store's products.
    expect(data.grocery_list.some((i) => i.product_id !== null && !i.product_id.startsWith('ref:'))).toBe(
      true,
    );
    const [row] = await app.database.db
      .select()
      .from(mealPlans)
      .where(and(eq(mealPlans.id, data.id!), eq(mealPlans.userId, userId)));
    expect(row?.status).toBe('ready');
    expect(row?.totalCostCents).toBe(data.totals.total_cost_cents);
  });

  it('takes the preferences bare too, and defaults the optional fields', async () => {
    const body = await plan({ days: 1, family_size: 2, meal_types: ['dinner'] });
    expect(body.data.days).toHaveLength(1);
    expect(body.data.days[0]!.meals).toHaveLength(1);
    expect(body.data.preferences).toMatchObject({
      dietary_restrictions: [],
      budget_limit: null,
      cooking_time: null,
    });
  });

  it('refuses bad input with the error envelope and field paths', async () => {
    for (const bad of [
      { ...preferences(), days: 0 },
      { ...preferences(), days: 8 },
      { ...preferences(), meal_types: [] },
      { ...preferences(), meal_types: ['brunch'] },
      { ...preferences(), dietary_restrictions: ['Carnivore'] },
      { ...preferences(), family_size: 2.5 },
      { ...preferences(), budget_limit: -5 },
      { ...preferences(), cooking_time: '30' },
      'not json object',
    ]) {
      const res = await generate({ preferences: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      const envelope = errorEnvelopeSchema.parse(res.json());
      expect(envelope.error).toBe('validation');
    }
  });

  it('is for members only', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/generate-meal-plan-assistant',
      payload: { preferences: preferences() },
    });
    expect(res.statusCode).toBe(401);
  });

  it('explains an impossible budget with the minimum budget and the nearest plan, and does not count it', async () => {
    const free = await member();
    const res = await generate({ preferences: preferences({ days: 7, budget_limit: 5 }) }, free.token);
    expect(res.statusCode).toBe(422);
    const envelope = errorEnvelopeSchema.parse(res.json());
    expect(envelope.error).toBe('infeasible');
    expect(envelope.message).toMatch(/budget/i);
    const details = infeasibleDetailsSchema.parse(envelope.details);
    expect(details.reason).toBe('budget_too_low');
    expect(details.minimum_budget).toBeGreaterThan(5);
    // The minimum budget is the nearest plan's cost rounded up to a whole dollar.
    const nearest = details.nearest_plan!.totals.total_cost_cents;
    expect(details.minimum_budget! * 100).toBeGreaterThanOrEqual(nearest);
    expect(details.minimum_budget! * 100 - nearest).toBeLessThan(100);
    const quota = await app.inject({
      method: 'GET',
      url: '/api/meal-plans/quota',
      headers: bearer(free.token),
    });
    expect(mealPlanQuotaResponseSchema.parse(quota.json()).quota.used).toBe(0);
  });

  it('refreshes one meal: never one of the current meals, not counted', async () => {
    const base = await plan({ preferences: preferences({ days: 3 }) });
    const meals = base.data.days.flatMap((d) =>
      d.meals.map((m) => ({ name: m.name, type: m.type, day: d.day })),
    );
    const withSlot = await plan({
      preferences: {
        ...preferences({ days: 1, meal_types: ['dinner'] }),
        avoid_similar_to: meals,
        replace: { day: 2, type: 'dinner' },
      },
    });
    const spec = await plan({
      preferences: {
        ...preferences({ days: 1, meal_types: ['dinner'] }),
        avoid_similar_to: meals.map(({ name, type }) => ({ name, type })),
      },
    });
    const names = new Set(meals.map((m) => m.name));
    for (const answer of [withSlot, spec]) {
      const meal = answer.data.days[0]!.meals[0]!;
      expect(meal.type).toBe('dinner');
      expect(names.has(meal.name)).toBe(false);
      expect(catalogue.recipe(meal.recipe_id)!.diets).toEqual(
        expect.arrayContaining(['vegetarian', 'gluten-free']),
      );
    }
    expect(withSlot.data.days[0]!.meals[0]!.id).toBe('d2-dinner');
    // The replacement avoids the replaced dinner's main protein or cuisine where it can.
    const replaced = catalogue.recipe(base.data.days[1]!.meals.find((m) => m.type === 'dinner')!.recipe_id)!;
    const fresh = catalogue.recipe(withSlot.data.days[0]!.meals[0]!.recipe_id)!;
    expect(fresh.mainProtein !== replaced.mainProtein || fresh.cuisine !== replaced.cuisine).toBe(true);
  });
});

describe('free quota', () => {
  it('allows 3 plans a calendar month, refreshes free, then answers 403 with a clear message; a new month resets', async () => {
    const free = await member();
    const small = { preferences: preferences({ days: 1, meal_types: ['dinner'] }) };
    for (let i = 1; i <= 3; i += 1)
      expect((await plan(small, free.token)).quota).toMatchObject({ used: i, limit: 3, remaining: 3 - i });
    const refused = await generate(small, free.token);
    expect(refused.statusCode).toBe(403);
    const envelope = errorEnvelopeSchema.parse(refused.json());
    expect(envelope.error).toBe('quota_exceeded');
    expect(envelope.message).toBe(
      "You've used your 3 free meal plans this month. Upgrade to Premium for unlimited plans, or plan again on December 1.",
    );
    const refresh = await plan(
      { preferences: { ...small.preferences, avoid_similar_to: [{ name: 'Anything', type: 'dinner' }] } },
      free.token,
    );
    expect(refresh.quota.used).toBe(3);
    const saved = clock.t;
    clock.t = Date.UTC(2026, 11, 1, 0, 0, 1);
    try {
      expect((await plan(small, await free.relogin())).quota).toMatchObject({ used: 1, remaining: 2 });
    } finally {
      clock.t = saved;
    }
  });

  it('never lets simultaneous requests take more than the quota', async () => {
    const free = await member();
    const small = { preferences: preferences({ days: 1, meal_types: ['lunch'] }) };
    const answers = await Promise.all(Array.from({ length: 6 }, () => generate(small, free.token)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 403)).toHaveLength(3);
  });

  it('premium members are unlimited', async () => {
    const small = { preferences: preferences({ days: 1, meal_types: ['breakfast'] }) };
    for (let i = 0; i < 4; i += 1) expect((await plan(small)).quota.limit).toBeNull();
  });
});

describe('stores and the worker pool', () => {
  it('prices at the built-in default store when the member has none, through worker threads', async () => {
    const pooled = await buildTestApp({
      mealPlans: { freePerMonth: 3, workers: 1, timeoutSeconds: 60, perHour: 100 },
    });
    try {
      const { user, password } = await createUser(pooled);
      const t = (await login(pooled, user.email, password)).access_token;
      const res = await pooled.inject({
        method: 'POST',
        url: '/api/generate-meal-plan-assistant',
        headers: bearer(t),
        payload: { preferences: preferences({ days: 2 }) },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = generateMealPlanResponseSchema.parse(res.json());
      expect(body.data.store.location_id).toBe(storesNear('10001', 10)[0]!.locationId);
      expect(body.data.days).toHaveLength(2);
    } finally {
      await pooled.close();
    }
  });

  it('prices at the store named in store_id', async () => {
    const other = storesNear('60601')[0]!;
    const body = await plan({ preferences: preferences({ days: 1, store_id: other.locationId }) });
    expect(body.data.store.location_id).toBe(other.locationId);
    const res = await generate({ preferences: preferences({ store_id: 'no-such-store' }) });
    expect(res.statusCode).toBe(404);
  });
});
