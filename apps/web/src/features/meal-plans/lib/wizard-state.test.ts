import { describe, expect, it } from 'vitest';
import type { MealPlan } from '@saverly/contracts';
import { REFRESH_FAILED_MESSAGE } from './errors';
import type { WizardError } from './errors';
import { defaultMealPlanForm } from './form';
import { replaceMeal } from './plan';
import { buildList, buildMeal, buildPlan, quota } from './test-data';
import {
  canGoBack,
  canGoNext,
  canGoToStep,
  canViewShoppingList,
  favorConflicts,
  initialWizardState,
  isBusy,
  parseStep,
  savedPlanShown,
  selectedCount,
  shuffleNotice,
  wizardReducer,
} from './wizard-state';
import { loadSnapshot, saveSnapshot } from './snapshot';
import type { WizardAction, WizardState } from './wizard-state';

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const error = (message = 'Boom'): WizardError => ({ source: 'generate', message, messageType: 'server' });

/** A wizard at step 4 showing a 3-day, 3-meal plan. */
function atPlan(): WizardState {
  return run(
    initialWizardState(),
    { type: 'next' },
    { type: 'next' },
    { type: 'generate_start' },
    { type: 'generate_success', plan: buildPlan(), quota },
  );
}

describe('initial state', () => {
  it('starts at step 1 with the spec defaults and nothing busy', () => {
    const state = initialWizardState(['chicken']);
    expect(state.step).toBe(1);
    expect(state.form).toEqual({
      numberOfDays: 3,
      familySize: 2,
      specialOccasion: '',
      selectedMeals: { breakfast: true, lunch: true, dinner: true },
      dietaryRestrictions: ['Vegetarian', 'Gluten-Free'],
      cuisinePreferences: ['Italian', 'Mediterranean', 'Asian'],
      cookingTime: '30',
      calorieTarget: '600',
      budget: '75',
      // The spec's family size, not a household plan.
      people: null,
      // The household's own recipes, when it has any (issue #19).
      includeOwnRecipes: true,
    });
    expect(state.favorProductIds).toEqual(['chicken']);
    expect(isBusy(state)).toBe(false);
  });
});

describe('next and previous', () => {
  it('Next goes 1 → 2 → 3 and no further on its own', () => {
    const state = initialWizardState();
    const two = wizardReducer(state, { type: 'next' });
    expect(two.step).toBe(2);
    const three = wizardReducer(two, { type: 'next' });
    expect(three.step).toBe(3);
    expect(wizardReducer(three, { type: 'next' })).toBe(three);
  });

  it('step 2 needs at least one meal type', () => {
    const two = run(
      initialWizardState(),
      { type: 'next' },
      {
        type: 'update_form',
        patch: { selectedMeals: { breakfast: false, lunch: false, dinner: false } },
      },
    );
    expect(canGoNext(two)).toBe(false);
    expect(wizardReducer(two, { type: 'next' }).step).toBe(2);
    const withLunch = wizardReducer(two, {
      type: 'update_form',
      patch: { selectedMeals: { breakfast: false, lunch: true, dinner: false } },
    });
    expect(canGoNext(withLunch)).toBe(true);
  });

  it('step 1 needs days and a family size', () => {
    const state = initialWizardState();
    expect(canGoNext(state)).toBe(true);
    expect(canGoNext(wizardReducer(state, { type: 'update_form', patch: { numberOfDays: 0 } }))).toBe(false);
    expect(canGoNext(wizardReducer(state, { type: 'update_form', patch: { familySize: 0 } }))).toBe(false);
  });

  it('Previous goes back one step, never below 1', () => {
    const three = run(initialWizardState(), { type: 'next' }, { type: 'next' });
    expect(wizardReducer(three, { type: 'previous' }).step).toBe(2);
    const one = initialWizardState();
    expect(canGoBack(one)).toBe(false);
    expect(wizardReducer(one, { type: 'previous' })).toBe(one);
  });

  it('Back is not allowed while anything is loading', () => {
    const generating = run(
      initialWizardState(),
      { type: 'next' },
      { type: 'next' },
      { type: 'generate_start' },
    );
    expect(canGoBack(generating)).toBe(false);
    expect(wizardReducer(generating, { type: 'previous' }).step).toBe(3);

    const refreshing = wizardReducer(atPlan(), { type: 'refresh_start', mealId: 'd1-lunch' });
    expect(canGoBack(refreshing)).toBe(false);
    const loading = wizardReducer(atPlan(), { type: 'list_start' });
    expect(canGoBack(loading)).toBe(false);
    expect(canGoBack(atPlan())).toBe(true);
  });
});

describe('generate (step 3)', () => {
  it('success selects every meal, collapses them all and shows step 4', () => {
    const state = atPlan();
    expect(state.step).toBe(4);
    expect(state.generating).toBe(false);
    expect(selectedCount(state)).toBe(9);
    expect(Object.values(state.selected).every(Boolean)).toBe(true);
    expect(state.expanded).toEqual({});
    expect(state.quota).toEqual(quota);
  });

  it('is busy while generating; Next is not allowed on step 3 meanwhile', () => {
    const three = run(initialWizardState(), { type: 'next' }, { type: 'next' });
    expect(canGoNext(three)).toBe(true);
    const generating = wizardReducer(three, { type: 'generate_start' });
    expect(generating.generating).toBe(true);
    expect(canGoNext(generating)).toBe(false);
    expect(wizardReducer(generating, { type: 'generate_start' })).toBe(generating);
  });

  it('failure stays on step 3 with the error', () => {
    const state = run(
      initialWizardState(),
      { type: 'next' },
      { type: 'next' },
      { type: 'generate_start' },
      { type: 'generate_failure', error: error('No recipes') },
    );
    expect(state.step).toBe(3);
    expect(state.generating).toBe(false);
    expect(state.error?.message).toBe('No recipes');
  });

  it('ignores an answer when nothing was being generated', () => {
    const three = run(initialWizardState(), { type: 'next' }, { type: 'next' });
    expect(wizardReducer(three, { type: 'generate_success', plan: buildPlan(), quota })).toBe(three);
  });

  it('does not start without a meal type', () => {
    const state = wizardReducer(initialWizardState(), {
      type: 'update_form',
      patch: { selectedMeals: { breakfast: false, lunch: false, dinner: false } },
    });
    expect(wizardReducer(state, { type: 'generate_start' })).toBe(state);
  });

  it('a new plan replaces the old one, all selected and collapsed again', () => {
    const edited = run(
      atPlan(),
      { type: 'toggle_selected', mealId: 'd1-lunch' },
      { type: 'toggle_expanded', mealId: 'd2-dinner' },
      { type: 'edit_preferences' },
      { type: 'generate_start' },
      { type: 'generate_success', plan: buildPlan(2, ['dinner']), quota },
    );
    expect(edited.step).toBe(4);
    expect(edited.selected).toEqual({ 'd1-dinner': true, 'd2-dinner': true });
    expect(edited.expanded).toEqual({});
  });
});

describe('step 4', () => {
  it('toggles selection and expansion per meal', () => {
    const state = run(
      atPlan(),
      { type: 'toggle_selected', mealId: 'd1-lunch' },
      { type: 'toggle_expanded', mealId: 'd2-dinner' },
    );
    expect(state.selected['d1-lunch']).toBe(false);
    expect(selectedCount(state)).toBe(8);
    expect(state.expanded).toEqual({ 'd2-dinner': true });
    expect(wizardReducer(state, { type: 'toggle_selected', mealId: 'nope' })).toBe(state);
  });

  it('View Shopping List (and Next) needs a selected meal and no list loading', () => {
    let state = atPlan();
    expect(canViewShoppingList(state)).toBe(true);
    expect(canGoNext(state)).toBe(true);
    for (const mealId of Object.keys(state.selected)) {
      state = wizardReducer(state, { type: 'toggle_selected', mealId });
    }
    expect(selectedCount(state)).toBe(0);
    expect(canViewShoppingList(state)).toBe(false);
    expect(canGoNext(state)).toBe(false);
    expect(wizardReducer(state, { type: 'list_start' })).toBe(state);

    const loading = wizardReducer(atPlan(), { type: 'list_start' });
    expect(loading.loadingList).toBe(true);
    expect(canViewShoppingList(loading)).toBe(false);
    expect(canGoNext(loading)).toBe(false);
  });

  it('pricing success shows step 5; failure stays on 4 with the error', () => {
    const list = buildList([]);
    const five = run(atPlan(), { type: 'list_start' }, { type: 'list_success', list });
    expect(five.step).toBe(5);
    expect(five.groceryList).toBe(list);
    expect(canGoNext(five)).toBe(false);

    const failed = run(
      atPlan(),
      { type: 'list_start' },
      { type: 'list_failure', error: error('Pricing down') },
    );
    expect(failed.step).toBe(4);
    expect(failed.loadingList).toBe(false);
    expect(failed.error?.message).toBe('Pricing down');
  });

  it('Edit Preferences returns to step 3 with the plan kept', () => {
    const state = wizardReducer(atPlan(), { type: 'edit_preferences' });
    expect(state.step).toBe(3);
    expect(state.plan).not.toBeNull();
  });
});

describe('refresh one meal', () => {
  const fresh = buildMeal(1, 'lunch', 'Spicy Chickpea Bowl', {
    estimated_cost_cents: 610,
    nutrition: { ...buildMeal(1, 'lunch', 'x').nutrition, energy_kcal: 700 },
    calories: 700,
  });

  it('replaces only that meal, keeping its id and selection', () => {
    const before = run(atPlan(), { type: 'toggle_selected', mealId: 'd2-lunch' });
    const refreshing = wizardReducer(before, { type: 'refresh_start', mealId: 'd2-lunch' });
    expect(refreshing.refreshing).toEqual({ 'd2-lunch': true });
    expect(isBusy(refreshing)).toBe(true);
    const after = wizardReducer(refreshing, {
      type: 'refresh_success',
      mealId: 'd2-lunch',
      meal: fresh,
      quota,
    });

    const day2 = after.plan!.days[1]!;
    expect(day2.meals.map((meal) => meal.name)).toEqual([
      'Berry Toast',
      'Spicy Chickpea Bowl',
      'Veggie Curry',
    ]);
    expect(day2.meals[1]!.id).toBe('d2-lunch');
    expect(after.selected['d2-lunch']).toBe(false);
    expect(after.plan!.days[0]).toBe(before.plan!.days[0]);
    expect(after.plan!.days[2]).toBe(before.plan!.days[2]);
    expect(day2.nutrition.energy_kcal).toBe(520 + 700 + 520);
    expect(day2.calories).toBe(520 + 700 + 520);
    expect(day2.cost_cents).toBe(450 + 610 + 450);
    expect(after.refreshing).toEqual({});
    expect(after.notice).toBe('New meal: Spicy Chickpea Bowl');
  });

  it('no meal in the answer leaves the meal and shows the exact error', () => {
    const state = run(
      atPlan(),
      { type: 'refresh_start', mealId: 'd1-dinner' },
      { type: 'refresh_success', mealId: 'd1-dinner', meal: undefined, quota },
    );
    expect(state.plan!.days[0]!.meals[2]!.name).toBe('Mushroom Risotto');
    expect(state.error?.message).toBe(REFRESH_FAILED_MESSAGE);
    expect(REFRESH_FAILED_MESSAGE).toBe('Failed to generate a new meal. Please try again.');
    expect(state.refreshing).toEqual({});
  });

  it('a failed refresh keeps the meal and shows the error', () => {
    const state = run(
      atPlan(),
      { type: 'refresh_start', mealId: 'd1-dinner' },
      { type: 'refresh_failure', mealId: 'd1-dinner', error: error('Server down') },
    );
    expect(state.plan!.days[0]!.meals[2]!.name).toBe('Mushroom Risotto');
    expect(state.error?.message).toBe('Server down');
  });

  it('cannot refresh while the list is priced, nor price while a meal refreshes', () => {
    const loading = wizardReducer(atPlan(), { type: 'list_start' });
    expect(wizardReducer(loading, { type: 'refresh_start', mealId: 'd1-dinner' })).toBe(loading);
    const refreshing = wizardReducer(atPlan(), { type: 'refresh_start', mealId: 'd1-dinner' });
    expect(wizardReducer(refreshing, { type: 'list_start' })).toBe(refreshing);
  });
});

describe('step 5', () => {
  const five = () => run(atPlan(), { type: 'list_start' }, { type: 'list_success', list: buildList([]) });

  it('Back to Meal Plan returns to step 4 with the selection kept', () => {
    const state = run(
      atPlan(),
      { type: 'toggle_selected', mealId: 'd1-lunch' },
      { type: 'list_start' },
      {
        type: 'list_success',
        list: buildList([]),
      },
    );
    const back = wizardReducer(state, { type: 'back_to_plan' });
    expect(back.step).toBe(4);
    expect(back.selected['d1-lunch']).toBe(false);
  });

  it('Previous from 5 goes to 4', () => {
    expect(wizardReducer(five(), { type: 'previous' }).step).toBe(4);
  });

  it('Create New Plan returns to step 1, dropping the plan and list but keeping the preferences', () => {
    const state = run(five(), { type: 'create_new_plan' });
    expect(state.step).toBe(1);
    expect(state.plan).toBeNull();
    expect(state.groceryList).toBeNull();
    expect(state.selected).toEqual({});
    expect(state.form.numberOfDays).toBe(3);
    expect(state.quota).toEqual(quota);
  });
});

describe('infeasible answers and errors', () => {
  it('loads the closest plan into step 4 with the minimum budget, which the form then says', () => {
    const built = buildPlan(2, ['dinner']);
    // The server plans the closest plan to what it needs: its preferences say the budget.
    const nearest = {
      ...built,
      preferences: { ...built.preferences, budget_limit: 42.5, meal_types: ['dinner' as const] },
    };
    const state = run(
      initialWizardState(),
      { type: 'next' },
      { type: 'next' },
      { type: 'generate_start' },
      {
        type: 'generate_failure',
        error: {
          ...error('No plan fits a $10 budget.'),
          infeasible: {
            reason: 'budget_too_low',
            minimum_budget: 42.5,
            minimum_cooking_time: null,
            nearest_plan: nearest,
          },
        },
      },
      { type: 'load_closest_plan' },
    );
    expect(state.step).toBe(4);
    expect(state.plan).toBe(nearest);
    expect(state.error).toBeNull();
    expect(state.closestPlan).toEqual({
      minimumBudget: 42.5,
      minimumCookingTime: null,
      askedBudget: 75,
      askedCookingTime: 30,
    });
    expect(selectedCount(state)).toBe(2);
    // A shuffle or refresh of it keeps to what it needs, and so does the form.
    expect(state.form.budget).toBe('42.50');
    expect(state.form.cookingTime).toBe('30');
    expect(state.form.selectedMeals).toEqual({ breakfast: false, lunch: false, dinner: true });
  });

  it('does nothing without a nearest plan; errors clear on dismiss and on moving', () => {
    const failed = run(
      initialWizardState(),
      { type: 'next' },
      { type: 'next' },
      { type: 'generate_start' },
      { type: 'generate_failure', error: error() },
    );
    expect(wizardReducer(failed, { type: 'load_closest_plan' })).toBe(failed);
    expect(wizardReducer(failed, { type: 'dismiss_error' }).error).toBeNull();
    expect(wizardReducer(failed, { type: 'previous' }).error).toBeNull();
  });

  it('drops the favoured deal on request', () => {
    expect(wizardReducer(initialWizardState(['x']), { type: 'drop_favor' }).favorProductIds).toEqual([]);
  });
});

describe('issue #16: steps from the address, Undo, remembered preferences, the deal', () => {
  it('goes to a step the address names only when it can be shown', () => {
    const fresh = initialWizardState();
    expect(canGoToStep(fresh, 3)).toBe(true);
    expect(canGoToStep(fresh, 4)).toBe(false);
    expect(wizardReducer(fresh, { type: 'go_to_step', step: 4 }).step).toBe(1);
    const plan = atPlan();
    expect(run(plan, { type: 'go_to_step', step: 3 }).step).toBe(3);
    expect(run(plan, { type: 'go_to_step', step: 3 }, { type: 'go_to_step', step: 4 }).step).toBe(4);
    // Step 5 needs its priced list.
    expect(canGoToStep(plan, 5)).toBe(false);
    expect(canGoToStep({ ...plan, generating: true }, 3)).toBe(false);
    expect(parseStep('4')).toBe(4);
    expect(parseStep('6')).toBeNull();
    expect(parseStep('2.5')).toBeNull();
    expect(parseStep(null)).toBeNull();
  });

  it('Undo puts the meal a refresh replaced back, once, with the plan’s notes', () => {
    const at = atPlan();
    const old = at.plan!.days[0]!.meals[1]!;
    const notes = [`From your last plans again: 1 lunch, “${old.name}”.`, 'A note on the whole plan.'];
    const before = { ...at, plan: { ...at.plan!, warnings: notes } };
    const refreshed = run(
      before,
      { type: 'refresh_start', mealId: old.id },
      { type: 'refresh_success', mealId: old.id, meal: buildMeal(1, 'lunch', 'Spicy Chickpea Bowl'), quota },
    );
    expect(refreshed.lastRefresh).toMatchObject({ mealId: old.id, name: 'Spicy Chickpea Bowl' });
    // The note naming the replaced meal no longer holds.
    expect(refreshed.plan!.warnings).toEqual(['A note on the whole plan.']);
    const undone = run(refreshed, { type: 'undo_refresh' });
    expect(undone.plan!.days[0]!.meals[1]!.name).toBe(old.name);
    expect(undone.plan!.warnings).toEqual(notes);
    expect(undone.lastRefresh).toBeNull();
    expect(run(undone, { type: 'undo_refresh' })).toBe(undone);
  });

  it('a stored plan takes the refresh answer’s notes; a plan without an id keeps its own, less the replaced meal’s', () => {
    const at = atPlan();
    const old = at.plan!.days[0]!.meals[1]!;
    const notes = [`From your last plans again: 1 lunch, “${old.name}”.`, '1 lunch is from other cuisines.'];
    const answer = ['2 lunches are from other cuisines.'];
    const refresh = (plan: typeof at.plan, whole?: MealPlan) =>
      run(
        { ...at, plan },
        { type: 'refresh_start', mealId: old.id },
        {
          type: 'refresh_success',
          mealId: old.id,
          meal: buildMeal(1, 'lunch', 'Spicy Chickpea Bowl'),
          quota,
          warnings: answer,
          ...(whole ? { plan: whole } : {}),
        },
      );
    expect(refresh({ ...at.plan!, warnings: notes }).plan!.warnings).toEqual(answer);
    // The whole stored plan, when the server sends it, is shown as it is (totals, other meals).
    const whole = {
      ...at.plan!,
      warnings: ['Whole.'],
      totals: { ...at.plan!.totals, calories_per_meal: 589 },
    };
    const taken = refresh(at.plan, whole);
    expect(taken.plan).toBe(whole);
    expect(taken.lastRefresh).toMatchObject({ mealId: old.id, name: 'Spicy Chickpea Bowl' });
    expect(refresh({ ...at.plan!, id: null, warnings: notes }).plan!.warnings).toEqual([
      '1 lunch is from other cuisines.',
    ]);
  });

  it('names the other meals a refresh made smaller to stay within the budget', () => {
    const at = atPlan();
    const old = at.plan!.days[0]!.meals[1]!;
    const fresh = { ...buildMeal(1, 'lunch', 'Spicy Chickpea Bowl'), id: old.id };
    // The server's plan: the new lunch, and day 2's dinner given up to one serving without sides.
    const whole: MealPlan = {
      ...at.plan!,
      totals: { ...at.plan!.totals, total_cost_cents: at.plan!.totals.total_cost_cents + 37 },
      days: at.plan!.days.map((day) => ({
        ...day,
        meals: day.meals.map((meal) =>
          meal.id === old.id
            ? fresh
            : meal.id === 'd2-dinner'
              ? { ...meal, portion: 1, sides: [], calories: meal.calories - 180 }
              : meal,
        ),
      })),
    };
    const dinner = whole.days[1]!.meals[2]!;
    const state = run(
      at,
      { type: 'refresh_start', mealId: old.id },
      { type: 'refresh_success', mealId: old.id, meal: fresh, quota, plan: whole },
    );
    const said = `1 other meal is now smaller so the new meal fits your budget: ${dinner.name} (${dinner.calories + 180} → ${dinner.calories} kcal a person)`;
    expect(state.lastRefresh?.resized).toEqual([
      { name: dinner.name, before: dinner.calories + 180, after: dinner.calories },
    ]);
    expect(state.notice).toBe(`New meal: Spicy Chickpea Bowl; ${said}`);
    // The whole plan's cost before and after: other meals' shares of the packages move too.
    expect(state.lastRefresh?.costCents).toEqual({
      before: at.plan!.totals.total_cost_cents,
      after: at.plan!.totals.total_cost_cents + 37,
    });
    // A refresh that changed no other meal says only the new meal.
    const alone = run(
      at,
      { type: 'refresh_start', mealId: old.id },
      {
        type: 'refresh_success',
        mealId: old.id,
        meal: fresh,
        quota,
        plan: replaceMeal(at.plan!, old.id, fresh),
      },
    );
    expect(alone.lastRefresh?.resized).toBeUndefined();
    expect(alone.notice).toBe('New meal: Spicy Chickpea Bowl');
    // A meal of the family's cuisines in place of one from another: the words say it was for that.
    const offCuisine = {
      ...at.plan!,
      days: at.plan!.days.map((day) => ({
        ...day,
        meals: day.meals.map((meal) => (meal.id === old.id ? { ...meal, cuisine: 'indian' } : meal)),
      })),
    };
    const regained = run(
      { ...at, plan: offCuisine },
      { type: 'refresh_start', mealId: old.id },
      { type: 'refresh_success', mealId: old.id, meal: { ...fresh, cuisine: 'asian' }, quota, plan: whole },
    );
    expect(regained.lastRefresh?.cuisine).toBe('Asian');
    expect(regained.notice).toBe(
      `New meal: Spicy Chickpea Bowl; 1 other meal is now smaller so this meal can be Asian, one of your cuisines, within your budget: ${dinner.name} (${dinner.calories + 180} → ${dinner.calories} kcal a person)`,
    );
  });

  it('Undo of a stored plan shows the plan the server put back; a failure keeps Undo unless nothing is left to undo', () => {
    const at = atPlan();
    const old = at.plan!.days[0]!.meals[1]!;
    const refreshed = run(
      at,
      { type: 'refresh_start', mealId: old.id },
      { type: 'refresh_success', mealId: old.id, meal: buildMeal(1, 'lunch', 'Spicy Chickpea Bowl'), quota },
    );
    const started = run(refreshed, { type: 'undo_start' });
    expect(started.refreshing[old.id]).toBe(true);
    // Busy: neither another Undo nor the list while the server puts the plan back.
    expect(run(started, { type: 'undo_start' })).toBe(started);
    expect(run(started, { type: 'list_start' })).toBe(started);
    const server = { ...at.plan!, warnings: ['From the server.'] };
    // Another plan's answer (the family moved on) changes nothing.
    expect(run(started, { type: 'undo_refresh', plan: { ...server, id: 'plan-2' } })).toBe(started);
    const undone = run(started, { type: 'undo_refresh', plan: server });
    expect(undone.plan).toBe(server);
    expect(undone.refreshing).toEqual({});
    expect(undone.lastRefresh).toBeNull();
    expect(undone.notice).toBe(`Back to ${old.name}`);
    expect(undone.selected).toEqual(refreshed.selected);

    const error = { source: 'refresh' as const, message: 'Network error', messageType: 'error' as const };
    const failed = run(started, { type: 'undo_failure', error, nothingToUndo: false });
    expect(failed.refreshing).toEqual({});
    expect(failed.lastRefresh).toEqual(refreshed.lastRefresh);
    expect(failed.error).toMatchObject({ message: 'Network error', mealId: old.id });
    expect(failed.plan).toBe(refreshed.plan);
    const gone = run(started, {
      type: 'undo_failure',
      error: { ...error, message: 'There is nothing to undo in this plan.' },
      nothingToUndo: true,
    });
    expect(gone.lastRefresh).toBeNull();
    expect(gone.plan).toBe(refreshed.plan);
  });

  it('remembered preferences fill the form, keeping each field the family already changed', () => {
    const saved = { ...defaultMealPlanForm(), numberOfDays: 5, dietaryRestrictions: [] };
    const loaded = run(initialWizardState(), { type: 'preferences_loaded', form: saved, saved: true });
    expect(loaded.form.numberOfDays).toBe(5);
    expect(loaded.preferencesSaved).toBe(true);
    const touched = run(
      initialWizardState(),
      { type: 'update_form', patch: { familySize: 4 } },
      { type: 'preferences_loaded', form: saved, saved: true },
    );
    expect(touched.form.familySize).toBe(4);
    // What the family did not touch is the remembered preference, not the spec's default.
    expect(touched.form.numberOfDays).toBe(5);
    expect(touched.form.dietaryRestrictions).toEqual([]);
  });

  it('a tap on the days before the preferences arrive keeps the household (a walk-through planned for "2 people")', () => {
    const household = {
      ...defaultMealPlanForm(),
      people: ['p-dana', 'p-mark', 'p-leo', 'p-mia'],
      familySize: 4,
      numberOfDays: 3,
    };
    const raced = run(
      initialWizardState(),
      { type: 'update_form', patch: { numberOfDays: 7 } },
      { type: 'preferences_loaded', form: household, saved: true },
    );
    expect(raced.form.people).toEqual(['p-dana', 'p-mark', 'p-leo', 'p-mia']);
    expect(raced.form.familySize).toBe(4);
    expect(raced.form.numberOfDays).toBe(7);
    expect(raced.touchedFields).toEqual(['numberOfDays']);
    // "3 people" tapped before them is a number of people: no household arrives beside it.
    const counted = run(
      initialWizardState(),
      { type: 'update_form', patch: { familySize: 3 } },
      { type: 'preferences_loaded', form: household, saved: true },
    );
    expect(counted.form.people).toBeNull();
    expect(counted.form.familySize).toBe(3);
    expect(counted.form.numberOfDays).toBe(3);
    // Kept across a reload of the tab, field by field.
    saveSnapshot(41, raced);
    expect(loadSnapshot(41)?.touchedFields).toEqual(['numberOfDays']);
  });

  it('knows which ticked diets exclude the deal', () => {
    const state = run(initialWizardState(['halibut']), {
      type: 'favor_loaded',
      name: 'Halibut',
      excludedBy: ['Vegetarian', 'Vegan'],
    });
    expect(favorConflicts(state)).toEqual(['Vegetarian']);
    expect(favorConflicts(run(state, { type: 'drop_favor' }))).toEqual([]);
  });
});

describe('a saved plan (Save Recipe & List)', () => {
  it('stays saved through a reload while the plan and selection are the ones saved', () => {
    const saved = run(atPlan(), { type: 'plan_saved', id: 'saved-1', name: 'Week of December 7' });
    expect(savedPlanShown(saved)).toEqual({ id: 'saved-1', name: 'Week of December 7' });
    // A reload: the tab's snapshot brings the saved plan back with the plan (a walk-through found
    // Save offered again on step 5, a second save of the same week).
    window.sessionStorage.clear();
    saveSnapshot(7, saved);
    expect(savedPlanShown({ ...initialWizardState(), ...loadSnapshot(7)! })).toEqual({
      id: 'saved-1',
      name: 'Week of December 7',
    });
  });

  it('is not the plan shown once a meal is taken off the list or another plan is made', () => {
    const saved = run(atPlan(), { type: 'plan_saved', id: 'saved-1', name: 'Week of December 7' });
    const mealId = saved.plan!.days[0]!.meals[0]!.id;
    expect(savedPlanShown(run(saved, { type: 'toggle_selected', mealId }))).toBeNull();
    expect(
      savedPlanShown(run(saved, { type: 'toggle_selected', mealId }, { type: 'toggle_selected', mealId })),
    ).toEqual({
      id: 'saved-1',
      name: 'Week of December 7',
    });
    const other = buildPlan(2);
    const shuffled = run(saved, { type: 'shuffle_start' }, { type: 'shuffle_success', plan: other, quota });
    expect(shuffled.plan).toBe(other);
    expect(savedPlanShown(shuffled)).toBeNull();
  });
});

describe('the server’s notes on a plan this tab kept', () => {
  const conflict = { diets: ['Vegetarian'], people: ['Maya'] };
  const note =
    '1 meal no longer fits a diet your household keeps now: “x”. It is marked: refresh it for one that fits.';
  /** The server's copy: the first meal marked, the note above. */
  function serverCopy(plan: MealPlan): MealPlan {
    return {
      ...plan,
      warnings: [note, ...plan.warnings],
      days: plan.days.map((day, d) => ({
        ...day,
        meals: day.meals.map((meal, m) => (d === 0 && m === 0 ? { ...meal, diet_conflict: conflict } : meal)),
      })),
    };
  }

  it('takes the marks and notes of the same plan with the same meals', () => {
    const state = run(atPlan(), { type: 'toggle_selected', mealId: 'd2-lunch' });
    const plan = state.plan!;
    const after = run(state, { type: 'server_notes', plan: serverCopy(plan) });
    expect(after.plan!.days[0]!.meals[0]!.diet_conflict).toEqual(conflict);
    expect(after.plan!.days[0]!.meals[1]!.diet_conflict).toBeUndefined();
    expect(after.plan!.warnings[0]).toBe(note);
    // Nothing else moves: the step, the selection.
    expect(after.step).toBe(state.step);
    expect(after.selected).toEqual(state.selected);
    // A mark the server no longer gives goes.
    const cleared = run(after, { type: 'server_notes', plan });
    expect(cleared.plan!.days[0]!.meals[0]!.diet_conflict).toBeUndefined();
    expect(cleared.plan!.warnings).toEqual(plan.warnings);
  });

  it('leaves another plan, or the same plan with other meals, as it is', () => {
    const state = atPlan();
    const plan = state.plan!;
    const other = { ...serverCopy(plan), id: 'another-plan' };
    expect(run(state, { type: 'server_notes', plan: other })).toBe(state);
    const changed = serverCopy(
      replaceMeal(plan, plan.days[0]!.meals[0]!.id, buildMeal(1, 'breakfast', 'Other')),
    );
    expect(run(state, { type: 'server_notes', plan: changed })).toBe(state);
  });
});

describe('Undo shuffle', () => {
  const error = {
    source: 'shuffle' as const,
    message: 'There is nothing to undo in this plan.',
    messageType: 'error' as const,
  };
  it('is offered after a shuffle that took the plan’s place (same id), until a refresh or another plan', () => {
    const start = atPlan();
    const same = { ...buildPlan(2), id: start.plan!.id };
    const shuffled = run(start, { type: 'shuffle_start' }, { type: 'shuffle_success', plan: same, quota });
    expect(shuffled.canUndoShuffle).toBe(true);
    // A shuffle after the free hour is a new plan (a new id): nothing for the server to put back.
    const other = { ...buildPlan(2), id: 'plan-2' };
    expect(
      run(start, { type: 'shuffle_start' }, { type: 'shuffle_success', plan: other, quota }).canUndoShuffle,
    ).toBe(false);
    // Back: the plan as the server put it, and no second undo.
    const busy = run(shuffled, { type: 'unshuffle_start' });
    expect(busy.shuffling).toBe(true);
    const back = run(busy, { type: 'unshuffle_success', plan: start.plan! });
    expect(back.plan).toBe(start.plan);
    expect(back.canUndoShuffle).toBe(false);
    expect(back.shuffling).toBe(false);
    expect(back.notice).toBe('Your plan from before the shuffle is back.');
    expect(run(back, { type: 'unshuffle_start' })).toBe(back);
    // Nothing to undo (409): the button goes; another error keeps it to try again.
    expect(run(busy, { type: 'unshuffle_failure', error, nothingToUndo: true }).canUndoShuffle).toBe(false);
    const kept = run(busy, { type: 'unshuffle_failure', error, nothingToUndo: false });
    expect(kept.canUndoShuffle).toBe(true);
    expect(kept.error).toEqual(error);
    // A refresh since: the server's Undo holds the plan before the refresh.
    const mealId = shuffled.plan!.days[0]!.meals[0]!.id;
    const refreshed = run(
      shuffled,
      { type: 'refresh_start', mealId },
      { type: 'refresh_success', mealId, meal: { ...shuffled.plan!.days[0]!.meals[0]!, name: 'New' }, quota },
    );
    expect(refreshed.canUndoShuffle).toBe(false);
  });
});

describe('shuffleNotice', () => {
  const plan = buildPlan(2, ['lunch', 'dinner']);
  const renamed = (names: Record<string, string>): MealPlan => ({
    ...plan,
    days: plan.days.map((d) => ({
      ...d,
      meals: d.meals.map((m) => ({ ...m, name: names[`${d.day} ${m.type}`] ?? m.name })),
    })),
  });
  it('says when a shuffle gave back the same plan (a tight budget), not "another plan"', () => {
    expect(shuffleNotice(plan, renamed({}))).toBe(
      'No other plan fits these preferences: this is the same plan. Change a preference, such as the budget, for different meals.',
    );
  });
  it('calls the same dishes on other days the same plan', () => {
    const moved: MealPlan = { ...plan, days: [...plan.days].reverse().map((d, i) => ({ ...d, day: i + 1 })) };
    expect(shuffleNotice(plan, moved)).toMatch(/^No other plan fits these preferences/);
  });
  it('counts the new meals when some come back', () => {
    expect(shuffleNotice(plan, renamed({ '1 lunch': 'Other Lunch' }))).toBe(
      'Here is another plan with the same preferences: 1 of its 4 meals is new.',
    );
    expect(shuffleNotice(plan, renamed({ '1 lunch': 'Other Lunch', '2 dinner': 'Other Dinner' }))).toBe(
      'Here is another plan with the same preferences: 2 of its 4 meals are new.',
    );
  });
  it('says another plan when every meal is new', () => {
    const all = renamed({ '1 lunch': 'A', '1 dinner': 'B', '2 lunch': 'C', '2 dinner': 'D' });
    expect(shuffleNotice(plan, all)).toBe('Here is another plan with the same preferences.');
  });
  it('says when the new plan has more meals short of the calories, and the way back', () => {
    // A walk-through's tight-budget shuffle turned a week within its calories into 160 kcal
    // breakfasts, and the page said only "Here is another plan".
    const short = (p: MealPlan, names: string[]): MealPlan => ({
      ...p,
      days: p.days.map((d) => ({
        ...d,
        meals: d.meals.map((m) =>
          names.includes(m.name)
            ? { ...m, calorie_miss: { target: 600, direction: 'under' as const, because: 'budget' as const } }
            : m,
        ),
      })),
    });
    const all = renamed({ '1 lunch': 'A', '1 dinner': 'B', '2 lunch': 'C', '2 dinner': 'D' });
    expect(shuffleNotice(plan, short(all, ['A', 'C']), true)).toBe(
      'Here is another plan with the same preferences. 2 of its meals are short of your calories (the plan before: 0): Undo shuffle brings that plan back.',
    );
    const one = renamed({ '1 lunch': 'A' });
    expect(shuffleNotice(short(plan, ['Caprese Wrap']), short(one, ['A', 'Caprese Wrap']), false)).toMatch(
      /: 1 of its 4 meals is new\. 2 of its meals are short of your calories \(the plan before: 1\)\.$/,
    );
    // No more short meals than before: nothing said of calories.
    expect(shuffleNotice(short(plan, ['Caprese Wrap']), short(all, ['A']), true)).toBe(
      'Here is another plan with the same preferences.',
    );
  });
});
