import type { GroceryList, LatestMealPlanResponse, MealPlanQuota } from '@saverly/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { generateMealPlan } from '../api/generate-meal-plan';
import { getFavorProduct, getLatestPlan, getPreferences, savePreferences } from '../api/wizard-api';
import { priceGroceryList } from '../api/price-grocery-list';
import { shuffleMealPlan } from '../api/shuffle-meal-plan';
import { undoMealRefresh } from '../api/undo-meal-refresh';
import { toWizardError } from '../lib/errors';
import {
  buildPreferences,
  buildRefreshPreferences,
  formFromPlan,
  formFromPreferences,
  formMatchesPlan,
  savedPreferencesOf,
} from '../lib/form';
import type { MealPlanForm, RequestContext } from '../lib/form';
import { countSelected, findMeal, firstMeal, selectAll, selectionOf } from '../lib/plan';
import { loadSnapshot, saveSnapshot } from '../lib/snapshot';
import {
  canGoNext,
  canGoToStep,
  canShuffle,
  canViewShoppingList,
  favorConflicts,
  generateReplaces,
  initialWizardState,
  isBusy,
  wizardReducer,
} from '../lib/wizard-state';
import type { Step, WizardState } from '../lib/wizard-state';

export interface UseMealPlanWizardOptions {
  storeId: string | null;
  favorProductIds?: string[];
  /** The signed-in member: the wizard's work is kept per member (sessionStorage). */
  userId?: number | null;
  /** `?step=` of the page's address when it opened (a reload keeps it). */
  initialStep?: Step | null;
}

/**
 * The wizard holds a plan made from its form: a generated one, or the closest plan of an answer
 * (its preferences are put into the form, so Edit Preferences → Next with nothing changed goes
 * back to it; a walk-through's Next made a new plan and left the closest one).
 */
export function planForTheForm(state: WizardState, context: RequestContext): boolean {
  return state.plan !== null && formMatchesPlan(state.form, context, state.plan);
}

/** How long a plan left unsaved is offered back: a week's sales (its prices) are a week's. */
const UNSAVED_PLAN_DAYS = 7;

/** A plan made in the last week and not saved to the household's plans. */
function isRecentUnsaved(latest: Pick<LatestMealPlanResponse, 'created_at' | 'saved'>, now: number) {
  const made = Date.parse(latest.created_at);
  return !latest.saved && Number.isFinite(made) && now - made < UNSAVED_PLAN_DAYS * 24 * 60 * 60 * 1000;
}

/**
 * The first state: this member's snapshot of this tab (a reload or a discarded tab) at the address's
 * step when it can be shown, else at its own step; a new deal (`?favor=`) starts afresh.
 */
function startState(args: { favorProductIds: string[]; userId: number | null; initialStep: Step | null }) {
  const fresh = initialWizardState(args.favorProductIds);
  const snapshot = args.userId === null ? null : loadSnapshot(args.userId);
  const sameDeal =
    args.favorProductIds.length === 0 ||
    args.favorProductIds.join('|') === snapshot?.favorProductIds.join('|');
  // An address past step 1 with no plan in this tab is restored on arrival (the latest plan, or
  // the snapshot once the member is known): restoring from the first render, so the address is
  // not corrected to step 1 while the plan loads. That correction replaced the reloaded step-4
  // entry with step 1 and the restored plan pushed a new step 4: Back then went to step 1.
  if (!snapshot || !sameDeal) return { ...fresh, restoring: (args.initialStep ?? 1) >= 2 };
  const restored: WizardState = { ...fresh, ...snapshot };
  const step = args.initialStep ?? snapshot.step;
  return { ...restored, step: canGoToStep(restored, step) ? step : snapshot.step };
}

/** The wizard's state machine (lib/wizard-state) wired to the generate and pricing calls. */
export function useMealPlanWizard({
  storeId,
  favorProductIds = [],
  userId = null,
  initialStep = null,
}: UseMealPlanWizardOptions) {
  const [state, dispatch] = useReducer(wizardReducer, { favorProductIds, userId, initialStep }, startState);
  const queryClient = useQueryClient();
  /**
   * A generated, refreshed or shuffled plan may use a credit of the month's quota: the answer
   * carries the new quota, which the dashboard and the quota lines read from the cache at once.
   */
  const quotaChanged = useCallback(
    (quota: MealPlanQuota | null) => {
      // null: a refusal (the month's limit reached, perhaps in another tab): ask the server.
      if (quota) queryClient.setQueryData(queryKeys.mealPlans.quota, quota);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.mealPlans.quota });
    },
    [queryClient],
  );

  /** The member's last plan when it is recent and not saved (step 1 offers it back). */
  const [unsavedPlan, setUnsavedPlan] = useState<LatestMealPlanResponse | null>(null);

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

  // Kept for a reload or a discarded tab (this member's, this tab's).
  useEffect(() => {
    if (userId !== null && !state.restoring) saveSnapshot(userId, state);
  }, [userId, state]);

  /**
   * A plan this tab kept (its snapshot) is the plan as it was: the server's copy says what is true
   * of its meals now (a meal that no longer fits a diet the household keeps, ADR 0037).
   */
  const syncNotes = useCallback(
    (planId: string | null) => {
      if (planId === null) return;
      void run((signal) => getLatestPlan(signal)).then((result) => {
        if (result.ok && result.value && result.value.plan_id === planId)
          dispatch({ type: 'server_notes', plan: result.value.data });
      });
    },
    [run],
  );

  // Once on arrival: the family's remembered preferences, the deal by its name, and, for an
  // address at step 4 or 5 with no plan in this tab (a new tab, a cleared storage), the latest plan.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const first = latest.current;
    void run((signal) => getPreferences(signal)).then((result) => {
      if (result.ok)
        dispatch({
          type: 'preferences_loaded',
          form: formFromPreferences(result.value.preferences),
          saved: result.value.saved,
        });
    });
    const favorId = first.favorProductIds[0];
    if (favorId)
      void run((signal) => getFavorProduct(favorId, storeId, signal)).then((result) => {
        if (result.ok && result.value)
          dispatch({
            type: 'favor_loaded',
            name: result.value.product.name,
            excludedBy: result.value.excluded_by,
          });
      });
    if (first.plan) syncNotes(first.plan.id);
    // Step 1 in a tab with no plan (a new tab, another day): the member's last plan, offered back
    // when it is recent and not saved, so a plan made and left is not generated (and paid) twice.
    if (!first.plan && (initialStep === null || initialStep === 1))
      void run((signal) => getLatestPlan(signal)).then((result) => {
        if (result.ok && result.value && isRecentUnsaved(result.value, Date.now()))
          setUnsavedPlan(result.value);
      });
    // Steps 2–3 too: Back from a reloaded step 4 loads the earlier entry afresh, and Forward must
    // find the plan again.
    if (!first.plan && initialStep !== null && initialStep >= 2) {
      dispatch({ type: 'restore_start' });
      latest.current = { ...first, restoring: true };
      void run((signal) => getLatestPlan(signal)).then(async (result) => {
        if (!result.ok || !result.value || latest.current.plan) {
          dispatch({ type: 'restore_none' });
          return;
        }
        const { data: plan, quota, saved_plan: saved } = result.value;
        const savedPlan = saved ? { id: saved.id, name: saved.name, mealIds: saved.meal_ids } : null;
        // Step 5 in a tab without its list (a new tab, a phone's discarded tab): the list priced
        // again for the meals kept (the saved plan's, else all), as Next on step 4 would; step 4 if
        // that fails. A walk-through's reload of its shopping list landed on the plan.
        let groceryList: GroceryList | null = null;
        if (initialStep === 5) {
          const selected = savedPlan ? selectionOf(plan, savedPlan.mealIds) : selectAll(plan);
          if (countSelected(plan, selected) > 0) {
            const priced = await run((signal) => priceGroceryList(plan, selected, signal));
            if (priced.ok) groceryList = priced.value;
          }
        }
        if (latest.current.plan) return dispatch({ type: 'restore_none' });
        dispatch({
          type: 'restore',
          plan,
          quota,
          form: formFromPlan(plan.preferences),
          step: groceryList ? 5 : initialStep >= 4 ? 4 : initialStep,
          groceryList,
          savedPlan,
        });
      });
    }
  }, [initialStep, run, storeId, syncNotes]);

  // The member may be known only after the first render (the auth start-up): this tab's snapshot
  // is read then.
  const snapshotRead = useRef(userId !== null);
  useEffect(() => {
    if (snapshotRead.current || userId === null) return;
    snapshotRead.current = true;
    const current = latest.current;
    if (current.plan) return;
    const kept = startState({ favorProductIds: current.favorProductIds, userId, initialStep });
    if (kept.plan)
      dispatch({
        type: 'restore',
        plan: kept.plan,
        quota: kept.quota,
        step: kept.step,
        selected: kept.selected,
        groceryList: kept.groceryList,
        lastRefresh: kept.lastRefresh,
        canUndoShuffle: kept.canUndoShuffle,
      });
    if (kept.plan) syncNotes(kept.plan.id);
  }, [userId, initialStep, syncNotes]);

  /**
   * Generate (step 3's button or Next). When a ticked diet excludes the deal the family came with,
   * it asks first (`favorConflict`); `confirmed` generates anyway.
   */
  const generate = useCallback(
    async (
      options: {
        confirmed?: boolean;
        /** Form fields just changed in the same tick (an answer's "Plan with a $X budget"). */
        change?: Partial<MealPlanForm>;
      } = {},
    ) => {
      const current = options.change
        ? { ...latest.current, form: { ...latest.current.form, ...options.change } }
        : latest.current;
      if (current.generating) return;
      const conflicts = favorConflicts(current);
      if (conflicts.length > 0 && !options.confirmed) {
        dispatch({ type: 'favor_conflict', diets: conflicts });
        return;
      }
      const preferences = buildPreferences(current.form, context(current));
      if (preferences.meal_types.length === 0) return;
      const replaces = generateReplaces(current, planForTheForm(current, context(current)));
      const planId = current.plan?.id;
      // Mark it busy at once so a second click in the same tick does nothing.
      latest.current = { ...current, generating: true };
      dispatch({ type: 'generate_start' });
      const result = await run((signal) =>
        replaces && planId ? shuffleMealPlan(planId, signal) : generateMealPlan(preferences, signal),
      );
      if (result.ok) {
        dispatch({
          type: 'generate_success',
          plan: result.value.data,
          quota: result.value.quota,
          replaced: replaces,
        });
        quotaChanged(result.value.quota);
        // Remembered for the next visit (the wizard starts from them).
        const saved = await run((signal) => savePreferences(savedPreferencesOf(preferences), signal));
        if (saved.ok) {
          dispatch({ type: 'preferences_saved' });
          void queryClient.invalidateQueries({ queryKey: queryKeys.preferences.all });
        }
      } else if (!result.aborted) {
        dispatch({ type: 'generate_failure', error: toWizardError(result.error, 'generate') });
        quotaChanged(null);
      }
    },
    [context, queryClient, quotaChanged, run],
  );

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
          warnings: result.value.data.warnings,
          plan: result.value.plan,
        });
        quotaChanged(result.value.quota);
      } else if (!result.aborted) {
        dispatch({ type: 'refresh_failure', mealId, error: toWizardError(result.error, 'refresh') });
      }
    },
    [context, quotaChanged, run],
  );

  /** Step 4's Shuffle: another plan with the same preferences in place of this one. */
  const shuffle = useCallback(async () => {
    const current = latest.current;
    const planId = current.plan?.id;
    if (!canShuffle(current) || !planId) return;
    latest.current = { ...current, shuffling: true };
    dispatch({ type: 'shuffle_start' });
    const result = await run((signal) => shuffleMealPlan(planId, signal));
    if (result.ok) {
      dispatch({ type: 'shuffle_success', plan: result.value.data, quota: result.value.quota });
      quotaChanged(result.value.quota);
    } else if (!result.aborted)
      dispatch({ type: 'shuffle_failure', error: toWizardError(result.error, 'shuffle') });
  }, [quotaChanged, run]);

  /** Undo of a shuffle within the plan's free hour: the server puts the plan before it back. */
  const undoShuffle = useCallback(async () => {
    const current = latest.current;
    const planId = current.plan?.id;
    if (!current.canUndoShuffle || !planId || isBusy(current)) return;
    latest.current = { ...current, shuffling: true };
    dispatch({ type: 'unshuffle_start' });
    const result = await run((signal) => undoMealRefresh(planId, signal));
    if (result.ok) {
      dispatch({ type: 'unshuffle_success', plan: result.value.data });
      quotaChanged(result.value.quota);
    } else if (!result.aborted)
      dispatch({
        type: 'unshuffle_failure',
        error: toWizardError(result.error, 'shuffle'),
        nothingToUndo: isApiError(result.error) && result.error.status === 409,
      });
  }, [quotaChanged, run]);

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
    // Back to step 3 and Next with nothing changed: the plan again, not a new one (a free plan
    // spent on the same request). Generate Meal Plan still makes a new one.
    if (current.step === 3 && planForTheForm(current, context(current)))
      dispatch({ type: 'go_to_step', step: 4 });
    else if (current.step === 3) void generate();
    else if (current.step === 4) void viewShoppingList();
    else dispatch({ type: 'next' });
  }, [context, generate, viewShoppingList]);

  /** The answer to "this deal doesn't fit a ticked diet": untick those diets, or drop the deal; then generate. */
  const resolveFavorConflict = useCallback(
    (choice: 'untick' | 'drop_deal') => {
      const current = latest.current;
      const diets = current.favorConflict ?? [];
      if (choice === 'untick') {
        const patch = {
          dietaryRestrictions: current.form.dietaryRestrictions.filter((d) => !diets.includes(d)),
        };
        dispatch({ type: 'update_form', patch });
        latest.current = { ...current, form: { ...current.form, ...patch }, favorConflict: null };
      } else {
        dispatch({ type: 'drop_favor' });
        latest.current = { ...current, favorProductIds: [], favorConflict: null };
      }
      void generate({ confirmed: true });
    },
    [generate],
  );

  /**
   * Undo of the last refresh (free): a stored plan is put back by the server, which kept it, so
   * Save and the list price the meal shown again; a plan without an id is undone here.
   */
  const undoRefresh = useCallback(async () => {
    const current = latest.current;
    const last = current.lastRefresh;
    if (!last || !current.plan || isBusy(current)) return;
    const planId = current.plan.id;
    if (!planId) {
      dispatch({ type: 'undo_refresh' });
      return;
    }
    latest.current = { ...current, refreshing: { ...current.refreshing, [last.mealId]: true } };
    dispatch({ type: 'undo_start' });
    const result = await run((signal) => undoMealRefresh(planId, signal));
    if (result.ok) {
      dispatch({ type: 'undo_refresh', plan: result.value.data });
      quotaChanged(result.value.quota);
    } else if (!result.aborted)
      dispatch({
        type: 'undo_failure',
        error: toWizardError(result.error, 'refresh'),
        nothingToUndo: isApiError(result.error) && result.error.status === 409,
      });
  }, [quotaChanged, run]);

  /** Step 1's offer taken: the last plan at step 4, as a reload there would bring it back. */
  const openUnsavedPlan = useCallback(() => {
    if (!unsavedPlan || latest.current.plan || isBusy(latest.current)) return;
    dispatch({
      type: 'restore',
      plan: unsavedPlan.data,
      quota: unsavedPlan.quota,
      step: 4,
      form: formFromPlan(unsavedPlan.data.preferences),
    });
    setUnsavedPlan(null);
  }, [unsavedPlan]);

  return {
    state,
    /** Offered only while this tab has no plan of its own. */
    unsavedPlan: state.plan ? null : unsavedPlan,
    openUnsavedPlan,
    dispatch,
    updateForm,
    generate,
    refreshMeal,
    shuffle,
    undoShuffle,
    viewShoppingList,
    next,
    undoRefresh,
    resolveFavorConflict,
  };
}
