import { LIMITS } from '@saverly/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { defaultMealPlanForm, buildPreferences } from '../lib/form';
import { buildList, buildPlan, generateBody } from '../lib/test-data';
import { generateMealPlan } from './generate-meal-plan';
import { priceGroceryList } from './price-grocery-list';

afterEach(() => vi.restoreAllMocks());

describe('generateMealPlan', () => {
  it('posts the wrapped preferences with the 180 s meal-plan timeout and the response schema', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(generateBody(buildPlan()));
    const preferences = buildPreferences(defaultMealPlanForm(), { storeId: null, favorProductIds: [] });
    const result = await generateMealPlan(preferences);
    expect(result.data.id).toBe('plan-1');
    const [path, body, options] = post.mock.calls[0]!;
    expect(path).toBe('/api/generate-meal-plan-assistant');
    expect(body).toEqual({ preferences });
    expect(options?.timeoutMs).toBe(LIMITS.mealPlanTimeoutMs);
    expect(options?.timeoutMs).toBe(180_000);
    expect(options?.schema).toBeDefined();
  });
});

describe('priceGroceryList', () => {
  it('posts {meal_plan} and returns the data', async () => {
    const list = buildList([]);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ success: true, data: list });
    const plan = buildPlan(1, ['dinner']);
    await expect(priceGroceryList(plan, { 'd1-dinner': true })).resolves.toBe(list);
    const [path, body] = post.mock.calls[0]!;
    expect(path).toBe('/api/grocery-list');
    expect(body).toMatchObject({
      plan_id: 'plan-1',
      meal_plan: { id: 'plan-1', days: [{ meals: [{ id: 'd1-dinner', selected: true }] }] },
    });
  });
});
