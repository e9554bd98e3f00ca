import {
  checksResponseSchema,
  errorEnvelopeSchema,
  generateMealPlanResponseSchema,
  groceryListResponseSchema,
  pantryResponseSchema,
  savedPlanResponseSchema,
  savedPlansResponseSchema,
  savingsResponseSchema,
  type GroceryList,
  type MealPlan,
} from '@saverly/contracts';
import { pricedProducts } from '@saverly/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { bearer, createUser, login } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/helpers.js';
import { setDefaultStore, storesNear, waitForSync } from '../../../test/stores-helpers.js';

const store = storesNear('02139')[0]!;
const clock = { t: Date.UTC(2026, 10, 18, 15), now: () => new Date(clock.t) };
let app: App;
let token: string;
let plan: MealPlan;

async function member() {
  return (await memberWithLogin()).token;
}
async function memberWithLogin() {
  const { user, password } = await createUser(app);
  const relogin = async () => (await login(app, user.email, password)).access_token;
  return { token: await relogin(), relogin };
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  t = token,
) =>
  app.inject({
    method,
    url,
    headers: bearer(t),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The plan with only the first `n` meals of each day selected. */
const selecting = (p: MealPlan, n: number) => ({
  ...p,
  days: p.days.map((d) => ({ ...d, meals: d.meals.map((m, i) => ({ ...m, selected: i < n })) })),
});

async function priced(body: unknown, t = token): Promise<GroceryList> {
  const res = await call('POST', '/api/grocery-list', body, t);
  expect(res.statusCode, res.body).toBe(200);
  return groceryListResponseSchema.parse(res.json()).data;
}

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  token = await member();
  await setDefaultStore(app, token, store.locationId);
  await waitForSync(app, store.locationId);
  const res = await call('POST', '/api/generate-meal-plan-assistant', {
    preferences: {
      days: 3,
      family_size: 4,
      meal_types: ['breakfast', 'lunch', 'dinner'],
      dietary_restrictions: [],
      cuisine_preferences: ['Italian'],
      cooking_time: 45,
      calorie_limit: 600,
      budget_limit: null,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  plan = generateMealPlanResponseSchema.parse(res.json()).data;
});
afterAll(async () => {
  await app.close();
});

describe('POST /api/grocery-list', () => {
  it('prices only the selected meals, with totals that add up in cents and sales found', async () => {
    const all = await priced({ meal_plan: plan });
    const some = await priced({ meal_plan: selecting(plan, 1) });
    expect(all.summary.meals_priced).toBe(9);
    expect(some.summary.meals_priced).toBe(3);
    expect(some.summary.total_cost_cents).toBeLessThan(all.summary.total_cost_cents);
    for (const list of [all, some]) {
      const items = list.enhanced_grocery_list;
      const paid = items.reduce((sum, i) => sum + (i.price_cents ?? 0), 0);
      const regular = items.reduce((sum, i) => sum + (i.regular_price_cents ?? 0), 0);
      expect(list.summary.total_cost_cents).toBe(paid);
      expect(list.summary.regular_cost_cents).toBe(regular);
      expect(list.summary.total_savings_cents).toBe(regular - paid);
      expect(list.summary.on_sale_count).toBe(items.filter((i) => i.status === 'on_sale').length);
      expect(list.summary.matched_count).toBe(
        items.filter((i) => i.status === 'on_sale' || i.status === 'regular').length,
      );
      expect(list.store.location_id).toBe(store.locationId);
      for (const item of items) {
        if (item.status === 'on_sale') expect(item.savings_cents).toBeGreaterThan(0);
        if (item.status === 'pantry' || item.status === 'not_found') expect(item.price).toBeNull();
      }
    }
    // The sale prices are this week's sales at the store.
    const deals = new Map(
      pricedProducts(store, clock.now())
        .filter((p) => p.deal)
        .map((p) => [p.productId, p]),
    );
    const onSale = all.enhanced_grocery_list.flatMap((i) => i.purchases.filter((p) => p.on_sale));
    expect(onSale.length).toBeGreaterThan(0);
    for (const purchase of onSale) expect(deals.has(purchase.product_id)).toBe(true);
  });

  it('lists lines no food matches as not found, and staples as pantry', async () => {
    const list = await priced({
      meal_plan: {
        preferences: { family_size: 2 },
        days: [
          {
            day: 1,
            meals: [
              {
                name: 'Family recipe',
                ingredients: ['2 cups rice', '1 jar grandma’s zzyzx relish', '1 tsp salt'],
              },
            ],
          },
        ],
      },
    });
    const byStatus = (s: string) => list.enhanced_grocery_list.filter((i) => i.status === s);
    expect(byStatus('not_found').map((i) => i.original_ingredient)).toEqual(['1 jar grandma’s zzyzx relish']);
    expect(byStatus('pantry').map((i) => i.food_id)).toEqual(['salt']);
    expect(list.enhanced_grocery_list.find((i) => i.food_id?.includes('rice'))?.price_cents).toBeGreaterThan(
      0,
    );
  });

  it('follows the family’s pantry: salt taken out of the pantry is bought', async () => {
    const t = await member();
    const meal = {
      preferences: { family_size: 2 },
      days: [{ meals: [{ name: 'x', ingredients: ['1 tsp salt'] }] }],
    };
    expect((await priced({ meal_plan: meal }, t)).enhanced_grocery_list[0]!.status).toBe('pantry');
    const pantry = pantryResponseSchema.parse((await call('GET', '/api/pantry', undefined, t)).json()).data;
    expect(pantry.food_ids).toContain('salt');
    const put = await call(
      'PUT',
      '/api/pantry',
      { food_ids: pantry.food_ids.filter((id) => id !== 'salt') },
      t,
    );
    expect(pantryResponseSchema.parse(put.json()).data.food_ids).not.toContain('salt');
    const after = (await priced({ meal_plan: meal }, t)).enhanced_grocery_list[0]!;
    expect(['on_sale', 'regular']).toContain(after.status);
    expect(after.price_cents).toBeGreaterThan(0);
    expect((await call('PUT', '/api/pantry', { food_ids: ['no-such-food'] }, t)).statusCode).toBe(400);
  });

  it('refuses bad input with the envelope and is for members only', async () => {
    expect((await call('POST', '/api/grocery-list', { meal_plan: { days: 'x' } })).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/grocery-list',
      payload: { meal_plan: plan },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(anonymous.json()).error).toBe('authentication');
  });
});

describe('POST /api/grocery-list with the stored plan (plan_id)', () => {
  /** The plan as a client could send it: each meal's servings, portion and sides changed. */
  const tampered = (p: MealPlan) => ({
    ...p,
    days: p.days.map((d) => ({
      ...d,
      meals: d.meals.map((m) => ({ ...m, servings: 20, portion: 1, sides: [] })),
    })),
  });

  it('buys the plan’s portions and sides: the list’s total is the plan’s meal costs less the pantry', async () => {
    const sides = plan.days.flatMap((d) => d.meals.flatMap((m) => m.sides));
    expect(sides.length).toBeGreaterThan(0);
    const list = await priced({ meal_plan: plan, plan_id: plan.id });
    const byFood = new Map(list.enhanced_grocery_list.map((i) => [i.food_id, i]));
    for (const side of sides) expect(byFood.get(side.food_id), side.food_id).toBeDefined();
    // The plan charges pantry staples pro rata; the list does not buy them (ADR 0021).
    const meals = plan.days.flatMap((d) => d.meals).reduce((n, m) => n + m.estimated_cost_cents, 0);
    expect(meals).toBe(plan.totals.total_cost_cents);
    const pantry = plan.grocery_list.filter((i) => i.pantry);
    const pantryCents = pantry.reduce((n, i) => n + i.cost_cents, 0);
    expect(list.summary.total_cost_cents).toBe(meals - pantryCents);
    for (const item of plan.grocery_list) {
      const line = byFood.get(item.food_id);
      expect(line, item.food_id).toBeDefined();
      if (item.pantry) expect(line!.status).toBe('pantry');
      else expect(line!.price_cents, item.food_id).toBe(item.cost_cents);
    }
    expect(list.enhanced_grocery_list).toHaveLength(plan.grocery_list.length);
    // The server takes servings, portions and sides from its stored plan, never from the request.
    expect(await priced({ meal_plan: tampered(plan), plan_id: plan.id })).toEqual(list);
    // Only the selected meals are bought.
    const some = await priced({ meal_plan: selecting(plan, 1), plan_id: plan.id });
    expect(some.summary.meals_priced).toBe(3);
    expect(some.summary.total_cost_cents).toBeLessThan(list.summary.total_cost_cents);
  });

  it('without plan_id prices each recipe at the family’s servings as before (no portions, no sides)', async () => {
    const list = await priced({ meal_plan: plan });
    const stored = await priced({ meal_plan: plan, plan_id: plan.id });
    expect(list.summary.total_cost_cents).toBeLessThan(stored.summary.total_cost_cents);
    // Client-sent portions and sides are not read: the same list as the plan without them.
    const plain = {
      ...plan,
      days: plan.days.map((d) => ({ ...d, meals: d.meals.map((m) => ({ ...m, portion: 1, sides: [] })) })),
    };
    expect(await priced({ meal_plan: plain })).toEqual(list);
  });

  it('another member’s plan, an unknown or a malformed plan_id is 404 in the error shape', async () => {
    const other = await member();
    for (const [planId, t] of [
      [plan.id!, other],
      ['00000000-0000-4000-8000-000000000000', token],
      ['not-a-plan', token],
    ] as const) {
      for (const url of ['/api/grocery-list', '/api/saved-plans']) {
        const res = await call('POST', url, { meal_plan: plan, plan_id: planId }, t);
        expect(res.statusCode, `${url} ${planId}`).toBe(404);
        expect(errorEnvelopeSchema.parse(res.json()).error).toBe('not_found');
      }
    }
  });

  it('saving with plan_id keeps the plan’s list and total and each meal’s sides and portion', async () => {
    const res = await call('POST', '/api/saved-plans', { meal_plan: tampered(plan), plan_id: plan.id });
    expect(res.statusCode, res.body).toBe(201);
    const saved = savedPlanResponseSchema.parse(res.json()).data;
    const list = await priced({ meal_plan: plan, plan_id: plan.id });
    expect(saved.total_cost_cents).toBe(list.summary.total_cost_cents);
    const meals = saved.plan.days.flatMap((d) => d.meals as { sides: unknown; portion: unknown }[]);
    const planned = plan.days.flatMap((d) => d.meals);
    expect(meals.map((m) => m.sides)).toEqual(planned.map((m) => m.sides));
    expect(meals.map((m) => m.portion)).toEqual(planned.map((m) => m.portion));
  });
});

describe('saved plans, check-off and savings', () => {
  it('saves the plan with its list, lists and opens it, keeps the newest check per item, deletes', async () => {
    const t = await member();
    const res = await call('POST', '/api/saved-plans', { meal_plan: selecting(plan, 2) }, t);
    expect(res.statusCode, res.body).toBe(201);
    const saved = savedPlanResponseSchema.parse(res.json()).data;
    expect(saved.meals).toBe(6);
    expect(saved.total_cost_cents).toBe(saved.list.summary.total_cost_cents);
    expect(saved.name).toBe('Week of November 16');

    const listed = savedPlansResponseSchema.parse(
      (await call('GET', '/api/saved-plans', undefined, t)).json(),
    ).data;
    expect(listed.map((p) => p.id)).toEqual([saved.id]);
    // Another member can neither see nor change it.
    const other = await member();
    expect((await call('GET', `/api/saved-plans/${saved.id}`, undefined, other)).statusCode).toBe(404);

    const item = saved.list.enhanced_grocery_list[0]!.id;
    const patch = (checked: boolean, at: string) =>
      call(
        'PATCH',
        `/api/saved-plans/${saved.id}/checks`,
        { changes: [{ item_id: item, checked, changed_at: at }] },
        t,
      );
    await patch(true, '2026-11-18T16:00:00.000Z');
    // A change made earlier but replayed later (offline) does not undo the newer tick.
    const late = checksResponseSchema.parse((await patch(false, '2026-11-18T15:59:00.000Z')).json());
    expect(late.checks[item]).toEqual({ checked: true, changed_at: '2026-11-18T16:00:00.000Z' });
    expect((await patch(false, '2026-11-18T16:01:00.000Z')).json()).toMatchObject({
      checks: { [item]: { checked: false } },
    });
    const unknown = await call(
      'PATCH',
      `/api/saved-plans/${saved.id}/checks`,
      { changes: [{ item_id: 'nope', checked: true, changed_at: '2026-11-18T16:00:00Z' }] },
      t,
    );
    expect(unknown.statusCode).toBe(400);
    expect(
      (
        await call(
          'PATCH',
          `/api/saved-plans/${saved.id}/checks`,
          { changes: [{ item_id: item, checked: true, changed_at: '2026-11-18T16:05:00Z' }] },
          other,
        )
      ).statusCode,
    ).toBe(404);

    const opened = savedPlanResponseSchema.parse(
      (await call('GET', `/api/saved-plans/${saved.id}`, undefined, t)).json(),
    ).data;
    expect(opened.checks[item]?.checked).toBe(false);
    expect(opened.plan.days).toHaveLength(3);
    expect((await call('DELETE', `/api/saved-plans/${saved.id}`, undefined, t)).statusCode).toBe(204);
    expect((await call('GET', `/api/saved-plans/${saved.id}`, undefined, t)).statusCode).toBe(404);
  });

  it('adds a deal to the newest list (a new list when there is none)', async () => {
    const t = await member();
    await setDefaultStore(app, t, store.locationId);
    const deal = pricedProducts(store, clock.now()).find((p) => p.deal)!;
    const res = await call(
      'POST',
      '/api/saved-plans/current/items',
      { product_id: deal.productId, quantity: 2 },
      t,
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = savedPlanResponseSchema.parse(res.json()).data;
    const item = list.list.enhanced_grocery_list.find((i) => i.product_id === deal.productId)!;
    expect(item.status).toBe('on_sale');
    expect(item.packages).toBe(2);
    expect(list.total_cost_cents).toBe(item.price_cents);
    expect(list.total_savings_cents).toBe(item.savings_cents);
    expect(item.savings_cents).toBe(
      2 * (item.purchases[0]!.regular_unit_price_cents - item.purchases[0]!.unit_price_cents),
    );
    const again = savedPlanResponseSchema.parse(
      (await call('POST', '/api/saved-plans/current/items', { product_id: deal.productId }, t)).json(),
    ).data;
    expect(again.id).toBe(list.id);
    expect(again.list.enhanced_grocery_list.find((i) => i.product_id === deal.productId)!.packages).toBe(3);
    expect((await call('POST', '/api/saved-plans/current/items', { product_id: 'nope' }, t)).statusCode).toBe(
      404,
    );
  });

  it('adds up savings this month, all time and by week', async () => {
    const m = await memberWithLogin();
    const saved = clock.t;
    const save = async (at: number) => {
      clock.t = at;
      const res = await call('POST', '/api/saved-plans', { meal_plan: plan }, await m.relogin());
      expect(res.statusCode, res.body).toBe(201);
      return savedPlanResponseSchema.parse(res.json()).data;
    };
    try {
      const october = await save(Date.UTC(2026, 9, 28, 12));
      const first = await save(Date.UTC(2026, 10, 10, 12));
      const second = await save(Date.UTC(2026, 10, 18, 12));
      clock.t = Date.UTC(2026, 10, 20, 12);
      const s = savingsResponseSchema.parse(
        (await call('GET', '/api/savings', undefined, await m.relogin())).json(),
      ).data;
      expect(s.this_month_cents).toBe(first.total_savings_cents + second.total_savings_cents);
      expect(s.all_time_cents).toBe(october.total_savings_cents + s.this_month_cents);
      expect(s.lists_saved).toBe(3);
      expect(s.by_week).toHaveLength(12);
      expect(s.by_week.at(-1)).toMatchObject({
        week_start: '2026-11-16',
        savings_cents: second.total_savings_cents,
      });
      expect(s.by_week.at(-2)).toMatchObject({
        week_start: '2026-11-09',
        savings_cents: first.total_savings_cents,
      });
      expect(s.by_week.at(-4)).toMatchObject({
        week_start: '2026-10-26',
        savings_cents: october.total_savings_cents,
      });
      expect(s.by_week.reduce((n, w) => n + w.savings_cents, 0)).toBe(s.all_time_cents);
    } finally {
      clock.t = saved;
    }
  });
});
