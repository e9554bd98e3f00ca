import { useCallback, useEffect, useReducer, useRef } from 'react';
import { generateMealPlan } from '../api/generate-meal-plan';
import { priceGroceryList } from '../api/price-grocery-list';
import { shuffleMealPlan } from '../api/shuffle-meal-plan';
import { toWizardError } from '../lib/errors';
import { buildPreferences, buildRefreshPreferences } from '../lib/form';
import type { MealPlanForm, RequestContext } from '../lib/form';
import { findMeal, firstMeal } from '../lib/plan';
import {
  canGoNext,
  canShuffle,
  canViewShoppingList,
  initialWizardState,
  wizardReducer,
} from '../lib/wizard-state';
import type { WizardState } from '../lib/wizard-state';

export interface UseMealPlanWizardOptions {
  storeId: string | null;
  favorProductIds?: string[];
}

/** The wizard's state machine (lib/wizard-state) wired to the generate and pricing calls. */
export function useMealPlanWizard({ storeId, favorProductIds = [] }: UseMealPlanWizardOptions) {
  const [state, dispatch] = useReducer(wizardReducer, favorProductIds, initialWizardState);

  // The latest state for the async handlers, and the requests to cancel when the page goes away.
  const latest = useRef<WizardState>(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const inFlight = controllers.current;
    return () => {
      for (const controller of inFlight) controller.abort();
      inFlight.clear();
    };
  }, []);

  const run = useCallback(async <T>(task: (signal: AbortSignal) => Promise<T>) => {
    const controller = new AbortController();
    controllers.current.add(controller);
    try {
      return { ok: true as const, value: await task(controller.signal) };
    } catch (error) {
      return { ok: false as const, error, aborted: controller.signal.aborted };
    } finally {
      controllers.current.delete(controller);
    }
  }, []);

  const context = useCallback(
    (current: WizardState): RequestContext => ({ storeId, favorProductIds: current.favorProductIds }),
    [storeId],
  );

  const updateForm = useCallback((patch: Partial<MealPlanForm>) => {
    dispatch({ type: 'update_form', patch });
  }, []);

  const generate = useCallback(async () => {
    const current = latest.current;
    if (current.generating) return;
    const preferences = buildPreferences(current.form, context(current));
    if (preferences.meal_types.length === 0) return;
    // Mark it busy at once so a second click in the same tick does nothing.
    latest.current = { ...current, generating: true };
    dispatch({ type: 'generate_start' });
    const result = await run((signal) => generateMealPlan(preferences, signal));
    if (result.ok) {
      dispatch({ type: 'generate_success', plan: result.value.data, quota: result.value.quota });
    } else if (!result.aborted) {
      dispatch({ type: 'generate_failure', error: toWizardError(result.error, 'generate') });
    }
  }, [context, run]);

  const refreshMeal = useCallback(
    async (mealId: string) => {
      const current = latest.current;
      const meal = findMeal(current.plan, mealId);
      if (!meal || current.refreshing[mealId] || current.loadingList || current.shuffling) return;
      if (!current.plan) return;
      const preferences = buildRefreshPreferences(current.form, context(current), meal, current.plan);
      latest.current = { ...current, refreshing: { ...current.refreshing, [mealId]: true } };
      dispatch({ type: 'refresh_start', mealId });
      const result = await run((signal) => generateMealPlan(preferences, signal));
      if (result.ok) {
        dispatch({
          type: 'refresh_success',
          mealId,
          meal: firstMeal(result.value.data),
          quota: result.value.quota,
        });
      } else if (!result.aborted) {
        dispatch({ type: 'refresh_failure', mealId, error: toWizardError(result.error, 'refresh') });
      }
    },
    [context, run],
  );

  /** Step 4's Shuffle: another plan with the same preferences in place of this one. */
  const shuffle = useCallback(async () => {
    const current = latest.current;
    const planId = current.plan?.id;
    if (!canShuffle(current) || !planId) return;
    latest.current = { ...current, shuffling: true };
    dispatch({ type: 'shuffle_start' });
    const result = await run((signal) => shuffleMealPlan(planId, signal));
    if (result.ok) dispatch({ type: 'shuffle_success', plan: result.value.data, quota: result.value.quota });
    else if (!result.aborted)
      dispatch({ type: 'shuffle_failure', error: toWizardError(result.error, 'shuffle') });
  }, [run]);

  const viewShoppingList = useCallback(async () => {
    const current = latest.current;
    if (!current.plan || current.step !== 4 || !canViewShoppingList(current) || current.shuffling) return;
    const { plan, selected } = current;
    latest.current = { ...current, loadingList: true };
    dispatch({ type: 'list_start' });
    const result = await run((signal) => priceGroceryList(plan, selected, signal));
    if (result.ok) dispatch({ type: 'list_success', list: result.value });
    else if (!result.aborted)
      dispatch({ type: 'list_failure', error: toWizardError(result.error, 'pricing') });
  }, [run]);

  /** The step bar's Next: advance on steps 1–2, generate on step 3, price the list on step 4. */
  const next = useCallback(() => {
    const current = latest.current;
    if (!canGoNext(current)) return;
    if (current.step === 3) void generate();
    else if (current.step === 4) void viewShoppingList();
    else dispatch({ type: 'next' });
  }, [generate, viewShoppingList]);

  return { state, dispatch, updateForm, generate, refreshMeal, shuffle, viewShoppingList, next };
}
