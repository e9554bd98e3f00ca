import { describe, expect, it } from 'vitest';
import { buildSavedMeal, buildSavedPlan, buildSavedPlanSummary } from '../../../test/grocery-factories';
import { checkedMap, uncheckedFirst } from './checks';
import {
  MAX_LOCAL_PLANS,
  readLocalPlan,
  readLocalSummaries,
  removeLocalPlan,
  storeLocalChecks,
  storeLocalPlan,
  storeLocalSummaries,
} from './local-copy';
import { planDays } from './plan-meals';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 16, 12, 0, seconds)).toISOString();

describe("this phone's copy of saved plans", () => {
  it('is kept per user', () => {
    storeLocalPlan(7, buildSavedPlan({ id: 'p1' }));
    expect(readLocalPlan(7, 'p1')?.id).toBe('p1');
    expect(readLocalPlan(8, 'p1')).toBeNull();
    expect(localStorage.getItem('saverly_saved_plans:7')).not.toBeNull();
  });

  it('never lets an older answer undo a newer kept check', () => {
    storeLocalPlan(
      7,
      buildSavedPlan({ id: 'p1', checks: { broccoli: { checked: true, changed_at: at(9) } } }),
    );
    // E.g. the service worker answered with a copy from before the tick.
    const kept = storeLocalPlan(
      7,
      buildSavedPlan({ id: 'p1', checks: { broccoli: { checked: false, changed_at: at(1) } } }),
    );
    expect(kept.checks.broccoli?.checked).toBe(true);
    storeLocalChecks(7, 'p1', { broccoli: { checked: false, changed_at: at(12) } });
    expect(readLocalPlan(7, 'p1')?.checks.broccoli?.checked).toBe(false);
  });

  it(`keeps the ${MAX_LOCAL_PLANS} most recently opened plans, and the summaries`, () => {
    for (let index = 0; index <= MAX_LOCAL_PLANS; index += 1)
      storeLocalPlan(7, buildSavedPlan({ id: `p${index}` }));
    expect(readLocalPlan(7, 'p0')).toBeNull();
    expect(readLocalPlan(7, `p${MAX_LOCAL_PLANS}`)).not.toBeNull();
    storeLocalSummaries(7, [buildSavedPlanSummary({ id: 'p1' }), buildSavedPlanSummary({ id: 'p2' })]);
    removeLocalPlan(7, 'p1');
    expect(readLocalSummaries(7)?.map((summary) => summary.id)).toEqual(['p2']);
    expect(readLocalPlan(7, 'p1')).toBeNull();
  });
});

describe('list helpers', () => {
  it('moves checked items to the bottom, keeping the list order otherwise', () => {
    const plan = buildSavedPlan();
    const items = plan.list.enhanced_grocery_list;
    const checked = checkedMap({ 'chicken-thigh': { checked: true, changed_at: at(1) } });
    expect(uncheckedFirst(items, checked).map((item) => item.id)).toEqual([
      'broccoli',
      'text:sumac',
      'salt',
      'chicken-thigh',
    ]);
  });

  it('lists the kept meals by day, breakfast to dinner, and leaves out the ones not kept', () => {
    const days = planDays([
      buildSavedMeal({ id: 'd2-dinner', day: 2, name: 'Later' }),
      buildSavedMeal({ id: 'd1-dinner', day: 1, type: 'dinner', name: 'Dinner' }),
      buildSavedMeal({ id: 'd1-lunch', day: 1, type: 'lunch', name: 'Skipped', selected: false }),
      buildSavedMeal({ id: 'd1-breakfast', day: 1, type: 'breakfast', name: 'Breakfast' }),
    ]);
    expect(days.map((d) => [d.day, d.meals.map((m) => m.name)])).toEqual([
      [1, ['Breakfast', 'Dinner']],
      [2, ['Later']],
    ]);
  });
});
