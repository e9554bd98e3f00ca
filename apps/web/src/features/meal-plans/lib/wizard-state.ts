import type { DietaryRestriction, GroceryList, Meal, MealPlan, MealPlanQuota } from '@saverly/contracts';
import type { WizardError } from './errors';
import { REFRESH_FAILED_MESSAGE } from './errors';
import { defaultMealPlanForm, parseBudget, parseInteger, selectedMealTypes } from './form';
import type { MealPlanForm } from './form';
import {
  countSelected,
  cuisineRegained,
  findMeal,
  mealsResized,
  replaceMeal,
  resizedText,
  selectAll,
  selectionOf,
} from './plan';
import type { ResizedMeal, Selection } from './plan';

export const STEP_NAMES = [
  'This Week',
  'Meals Needed',
  'Quick Tweaks',
  'Your Plan',
  'Shopping List',
] as const;
export const STEP_COUNT = STEP_NAMES.length;
export type Step = 1 | 2 | 3 | 4 | 5;

/** Spec section 4: the wizard's state, with its busy flags. */
export interface WizardState {
  step: Step;
  form: MealPlanForm;
  plan: MealPlan | null;
  /** Which meals go on the shopping list, by meal id. */
  selected: Selection;
  /** Which meal cards show their details, by meal id. */
  expanded: Selection;
  generating: boolean;
  loadingList: boolean;
  /** Meals being refreshed, by meal id. */
  refreshing: Selection;
  /** Step 4's Shuffle: another plan with the same preferences is on its way (or its Undo). */
  shuffling: boolean;
  /**
   * The last change was a shuffle within the plan's free hour (the same plan id): the server kept
   * the plan before it, which "Undo shuffle" puts back. Kept over a reload (the tab's snapshot); the
   * server answers 409 when it no longer holds that plan, and the button goes.
   */
  canUndoShuffle: boolean;
  groceryList: GroceryList | null;
  error: WizardError | null;
  /** The free-plan quota from the last answer that carried one. */
  quota: MealPlanQuota | null;
  /** The plan on step 4 is the nearest plan of an infeasible request, not one that meets everything. */
  /** `asked…`: what the form said when the family asked for the plan (the closest plan needs more). */
  closestPlan: {
    minimumBudget: number | null;
    minimumCookingTime: number | null;
    askedBudget?: number | null;
    askedCookingTime?: number | null;
  } | null;
  /** `?favor=` product ids still used (the member can drop the deal). */
  favorProductIds: string[];
  /** A polite announcement of the last change that moved no focus ("New meal: …"). */
  notice: string | null;
  /** The last refresh, which Undo puts back (the old meal, free: nothing is asked of the server). */
  /** `warnings`: the plan's notes before the refresh, which Undo puts back. */
  /** `resized`: other meals the refresh made smaller (a budget's room for the new one). */
  lastRefresh: {
    mealId: string;
    previous: Meal;
    name: string;
    warnings?: string[] | undefined;
    resized?: ResizedMeal[] | undefined;
    /**
     * The whole plan's cost before and after, in cents, when the server answered with the whole
     * plan: its shared packages are shared out again, so other meals' prices move too.
     */
    costCents?: { before: number; after: number } | undefined;
    /** The family's cuisine the new meal is of, in place of one from another (`cuisineRegained`). */
    cuisine?: string | undefined;
  } | null;
  /**
   * The plan as the family saved it (Save Recipe & List): the saved plan's id and name, and
   * `savedKey` of the plan and selection saved. Step 5 shows it saved while the plan and selection
   * are the same (a reload too): a walk-through reopened the planner after saving and found Save
   * offered again, a second save of the same week.
   */
  saved: { id: string; name: string; key: string } | null;
  /** Whether the family has saved preferences (null: not known yet). False: the spec's defaults. */
  preferencesSaved: boolean | null;
  /**
   * The fields the family changed on this visit: remembered preferences arriving late do not
   * overwrite them, and fill in every other field. (One flag for the whole form let a tap on "7
   * days" before they arrived drop the household: a walk-through's plan was made for "2 people".)
   */
  touchedFields: readonly (keyof MealPlanForm)[];
  /** The deal of `?favor=`, by name, and the diets that exclude it (null until known). */
  favor: { name: string; excludedBy: DietaryRestriction[] } | null;
  /** Generate was asked for while a ticked diet excludes the deal: the question shown. */
  favorConflict: DietaryRestriction[] | null;
  /** The latest plan is being fetched after a reload. */
  restoring: boolean;
}

export type WizardAction =
  | { type: 'update_form'; patch: Partial<MealPlanForm> }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'generate_start' }
  | {
      type: 'generate_success';
      plan: MealPlan;
      quota: MealPlanQuota | null;
      /** The plan took the place of the plan in hand, as a shuffle does (`generateReplaces`). */
      replaced?: boolean;
    }
  | { type: 'generate_failure'; error: WizardError }
  | { type: 'load_closest_plan' }
  | { type: 'toggle_selected'; mealId: string }
  | { type: 'toggle_expanded'; mealId: string }
  | { type: 'refresh_start'; mealId: string }
  | {
      type: 'refresh_success';
      mealId: string;
      meal: Meal | undefined;
      quota: MealPlanQuota | null;
      /** The answer's notes: for a stored plan, the whole plan's as it now is (ADR 0020). */
      warnings?: readonly string[];
      /** The stored plan as the server now has it (every meal, totals, list, notes). */
      plan?: MealPlan;
    }
  | { type: 'refresh_failure'; mealId: string; error: WizardError }
  | { type: 'undo_start' }
  /** `plan`: the server's plan as it was before the refresh (a stored plan); none: undone here. */
  | { type: 'undo_refresh'; plan?: MealPlan }
  /** `nothingToUndo`: the server has no refresh to undo (a 409): Undo goes away. */
  | { type: 'undo_failure'; error: WizardError; nothingToUndo: boolean }
  | { type: 'shuffle_start' }
  | { type: 'shuffle_success'; plan: MealPlan; quota: MealPlanQuota | null }
  | { type: 'shuffle_failure'; error: WizardError }
  | { type: 'unshuffle_start' }
  /** `plan`: the plan before the shuffle, as the server put it back. */
  | { type: 'unshuffle_success'; plan: MealPlan }
  /** `nothingToUndo`: the server has nothing to undo (a 409): Undo shuffle goes away. */
  | { type: 'unshuffle_failure'; error: WizardError; nothingToUndo: boolean }
  | { type: 'list_start' }
  | { type: 'list_success'; list: GroceryList }
  | { type: 'list_failure'; error: WizardError }
  | { type: 'edit_preferences' }
  | { type: 'back_to_plan' }
  | { type: 'create_new_plan' }
  | { type: 'dismiss_error' }
  | { type: 'drop_favor' }
  | { type: 'go_to_step'; step: Step }
  | { type: 'restore_start' }
  | {
      type: 'restore';
      plan: MealPlan;
      quota: MealPlanQuota | null;
      step: Step;
      selected?: Selection;
      groceryList?: GroceryList | null;
      /** The saved plan holding this plan as it is, and the meals it kept on the list. */
      savedPlan?: { id: string; name: string; mealIds: readonly string[] } | null;
      /** The choices that made the plan (`formFromPlan`): Back shows them, and who's eating. */
      form?: MealPlanForm;
      /** This tab's Undo and Undo shuffle, kept with the plan (its snapshot). */
      lastRefresh?: WizardState['lastRefresh'];
      canUndoShuffle?: boolean;
    }
  | { type: 'restore_none' }
  /**
   * The server's copy of the plan this tab kept: what it says now of the meals (a diet a person
   * of the household keeps since, ADR 0037), taken when the meals are the same.
   */
  | { type: 'server_notes'; plan: MealPlan }
  | { type: 'preferences_loaded'; form: MealPlanForm; saved: boolean }
  | { type: 'preferences_saved' }
  | { type: 'favor_loaded'; name: string; excludedBy: DietaryRestriction[] }
  | { type: 'favor_conflict'; diets: DietaryRestriction[] }
  | { type: 'dismiss_favor_conflict' }
  /** Save Recipe & List answered: the saved plan's id and name. */
  | { type: 'plan_saved'; id: string; name: string };

export function initialWizardState(favorProductIds: string[] = []): WizardState {
  return {
    step: 1,
    form: defaultMealPlanForm(),
    plan: null,
    selected: {},
    expanded: {},
    generating: false,
    loadingList: false,
    refreshing: {},
    shuffling: false,
    canUndoShuffle: false,
    groceryList: null,
    error: null,
    quota: null,
    closestPlan: null,
    favorProductIds,
    notice: null,
    lastRefresh: null,
    saved: null,
    preferencesSaved: null,
    touchedFields: [],
    favor: null,
    favorConflict: null,
    restoring: false,
  };
}

function isRefreshingAny(state: Pick<WizardState, 'refreshing'>): boolean {
  return Object.values(state.refreshing).some(Boolean);
}

/** What a save kept: each meal (slot, recipe, servings) and whether it is on the list. */
function savedKey(plan: MealPlan, selected: Selection): string {
  return JSON.stringify(
    plan.days.flatMap((day) =>
      day.meals.map((meal) => [meal.id, meal.recipe_id, meal.servings, selected[meal.id] !== false]),
    ),
  );
}

/** The saved plan when the plan and selection shown are the ones saved, else null. */
export function savedPlanShown(state: Pick<WizardState, 'plan' | 'selected' | 'saved'>) {
  return state.plan && state.saved && state.saved.key === savedKey(state.plan, state.selected)
    ? { id: state.saved.id, name: state.saved.name }
    : null;
}

/** Anything in flight: generating, pricing, shuffling or refreshing a meal. */
export function isBusy(state: WizardState): boolean {
  return (
    state.generating || state.loadingList || state.shuffling || state.restoring || isRefreshingAny(state)
  );
}

/**
 * Where Back and Forward (the browser's, or the phone's back gesture) may take the wizard: steps
 * 1–3 always, step 4 with a plan, step 5 with its priced list; nothing while a request is in flight.
 */
export function canGoToStep(state: WizardState, step: Step): boolean {
  if (isBusy(state)) return false;
  if (step <= 3) return true;
  if (step === 4) return state.plan !== null;
  return state.plan !== null && state.groceryList !== null;
}

export function parseStep(value: string | null | undefined): Step | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= STEP_COUNT ? (n as Step) : null;
}

/** The ticked diets that exclude the deal (the wizard asks before planning). */
export function favorConflicts(state: WizardState): DietaryRestriction[] {
  if (!state.favor || state.favorProductIds.length === 0) return [];
  return state.form.dietaryRestrictions.filter((diet) => state.favor!.excludedBy.includes(diet));
}

/** A plan's credit covers its shuffles for an hour from when it was made (ADR 0020). */
export const FREE_SHUFFLE_MS = 60 * 60_000;

/**
 * Generate with the choices of the plan in hand, a free member's plan within its free hour: the
 * new plan takes that plan's place as Shuffle's does, at no second free plan. A walk-through's
 * family pressed Generate again with the same choices and spent their last free plan on the same
 * ten recipes moved to other days.
 */
export function generateReplaces(state: WizardState, sameChoices: boolean, now = Date.now()): boolean {
  const plan = state.plan;
  if (!sameChoices || !plan || plan.id === null || state.quota === null || state.quota.limit === null)
    return false;
  return now < Date.parse(plan.created_at) + FREE_SHUFFLE_MS;
}

/** Step 4's Shuffle needs a stored plan (the closest plan of an infeasible answer has no id). */
export function canShuffle(state: WizardState): boolean {
  return state.step === 4 && state.plan?.id != null && !isBusy(state);
}

export function selectedCount(state: Pick<WizardState, 'plan' | 'selected'>): number {
  return countSelected(state.plan, state.selected);
}

/** Spec section 5: View Shopping List is disabled while loading or with no meal selected. */
export function canViewShoppingList(state: WizardState): boolean {
  return !state.loadingList && selectedCount(state) > 0;
}

/**
 * Spec section 4, the step bar's Next: step 1 needs days and a family size, step 2 a meal type,
 * step 3 not to be generating (Next generates), step 4 not to be loading and a selected meal (Next
 * prices the list). Step 5 is the last step.
 */
export function canGoNext(state: WizardState): boolean {
  switch (state.step) {
    case 1:
      return state.form.numberOfDays > 0 && state.form.familySize > 0;
    case 2:
      return selectedMealTypes(state.form).length > 0;
    case 3:
      return !state.generating;
    case 4:
      return canViewShoppingList(state);
    default:
      return false;
  }
}

/** Spec section 4: Back is allowed above step 1 while nothing is loading. */
export function canGoBack(state: WizardState): boolean {
  return state.step > 1 && !isBusy(state);
}

function withoutKey(record: Selection, key: string): Selection {
  const next = { ...record };
  delete next[key];
  return next;
}

/**
 * What a shuffle brought, said as it is: a walk-through's tight budget gave back the same 9 meals
 * and the page (and its screen-reader status) said "Here is another plan".
 */
export function shuffleNotice(before: MealPlan | null, after: MealPlan, canUndo = false): string {
  // A dish is new when the plan before did not have it on any day: the same dish moved to
  // another day is not another plan.
  const old = new Set((before?.days ?? []).flatMap((d) => d.meals.map((m) => m.name)));
  const meals = after.days.flatMap((d) => d.meals.map((m) => m.name));
  const fresh = meals.filter((name) => !old.has(name)).length;
  if (before === null || fresh === meals.length)
    return `Here is another plan with the same preferences.${shorterText(before, after, canUndo)}`;
  if (fresh === 0)
    return 'No other plan fits these preferences: this is the same plan. Change a preference, such as the budget, for different meals.';
  return `Here is another plan with the same preferences: ${fresh} of its ${meals.length} meals ${fresh === 1 ? 'is' : 'are'} new.${shorterText(before, after, canUndo)}`;
}

/** Meals where someone eats more than 15 % under their calories (the meal's or a share's miss). */
function mealsShort(plan: MealPlan): number {
  return plan.days
    .flatMap((d) => d.meals)
    .filter(
      (m) =>
        m.calorie_miss?.direction === 'under' || (m.people ?? []).some((s) => s.calorie_miss === 'under'),
    ).length;
}

/**
 * A shuffle under a tight budget can trade the plan's portions for new dishes: said, with the
 * way back (a walk-through's shuffle turned a week within its calories into 160 kcal breakfasts,
 * and the page said only "Here is another plan").
 */
function shorterText(before: MealPlan | null, after: MealPlan, canUndo: boolean): string {
  if (!before) return '';
  const was = mealsShort(before);
  const now = mealsShort(after);
  if (now <= was) return '';
  return ` ${now} of its meals ${now === 1 ? 'is' : 'are'} short of your calories (the plan before: ${was})${canUndo ? ': Undo shuffle brings that plan back.' : '.'}`;
}

function showPlan(state: WizardState, plan: MealPlan): WizardState {
  return {
    ...state,
    step: 4,
    plan,
    selected: selectAll(plan),
    expanded: {},
    refreshing: {},
    groceryList: null,
    error: null,
    lastRefresh: null,
    canUndoShuffle: false,
  };
}

function withFields(
  fields: readonly (keyof MealPlanForm)[],
  more: readonly (keyof MealPlanForm)[],
): readonly (keyof MealPlanForm)[] {
  const added = more.filter((field) => !fields.includes(field));
  return added.length === 0 ? fields : [...fields, ...added];
}

/**
 * Fields that say one thing together: who is eating is the household's people or a number of
 * people, so a family that tapped "3 people" keeps the number and no people arrive beside it.
 */
const TOGETHER: readonly (readonly (keyof MealPlanForm)[])[] = [['people', 'familySize']];

/** `loaded`, with the fields the family already changed kept as they made them. */
function keepTouched(
  loaded: MealPlanForm,
  current: MealPlanForm,
  touched: readonly (keyof MealPlanForm)[],
): MealPlanForm {
  const kept = new Set(touched);
  for (const group of TOGETHER) if (group.some((field) => kept.has(field))) group.forEach((f) => kept.add(f));
  const form = { ...loaded };
  for (const field of kept) (form as Record<keyof MealPlanForm, unknown>)[field] = current[field];
  return form;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'update_form':
      return {
        ...state,
        form: { ...state.form, ...action.patch },
        touchedFields: withFields(state.touchedFields, Object.keys(action.patch) as (keyof MealPlanForm)[]),
        favorConflict: null,
      };

    case 'next':
      // Only 1 → 2 and 2 → 3 move on their own; steps 3 and 4 move when their request succeeds.
      if ((state.step === 1 || state.step === 2) && canGoNext(state)) {
        return { ...state, step: (state.step + 1) as Step, error: null };
      }
      return state;

    case 'previous':
      return canGoBack(state) ? { ...state, step: (state.step - 1) as Step, error: null } : state;

    case 'generate_start':
      if (state.generating || selectedMealTypes(state.form).length === 0) return state;
      return { ...state, generating: true, error: null, notice: null, favorConflict: null };

    case 'generate_success':
      if (!state.generating) return state;
      return {
        ...showPlan({ ...state, generating: false }, action.plan),
        quota: action.quota ?? state.quota,
        closestPlan: null,
        // In the plan's place (the same choices within its free hour): said and undone as a shuffle.
        ...(action.replaced && action.plan.id !== null && action.plan.id === state.plan?.id
          ? { notice: shuffleNotice(state.plan, action.plan, true), canUndoShuffle: true }
          : {}),
      };

    case 'generate_failure':
      if (!state.generating) return state;
      return { ...state, generating: false, error: action.error };

    case 'load_closest_plan': {
      const details = state.error?.infeasible;
      if (!details?.nearest_plan || isBusy(state)) return state;
      // The closest plan is planned to what it needs (the least budget, the shortest cooking time,
      // the meal types it fills: its preferences), and a shuffle or a refresh of it keeps to
      // that: the form says so too, so the plan's "of your $37.67 budget" is the family's word
      // (a walk-through read "$37.67 of your $37.67 budget" while the form said $5.00).
      const needs = details.nearest_plan.preferences;
      return {
        ...showPlan(state, details.nearest_plan),
        form: {
          ...state.form,
          budget: needs.budget_limit === null ? state.form.budget : needs.budget_limit.toFixed(2),
          cookingTime: needs.cooking_time === null ? state.form.cookingTime : String(needs.cooking_time),
          selectedMeals: {
            breakfast: needs.meal_types.includes('breakfast'),
            lunch: needs.meal_types.includes('lunch'),
            dinner: needs.meal_types.includes('dinner'),
          },
        },
        closestPlan: {
          minimumBudget: details.minimum_budget,
          minimumCookingTime: details.minimum_cooking_time,
          askedBudget: parseBudget(state.form.budget),
          askedCookingTime: parseInteger(state.form.cookingTime),
        },
      };
    }

    case 'toggle_selected':
      if (!findMeal(state.plan, action.mealId)) return state;
      return {
        ...state,
        selected: { ...state.selected, [action.mealId]: !state.selected[action.mealId] },
      };

    case 'toggle_expanded':
      if (!findMeal(state.plan, action.mealId)) return state;
      return {
        ...state,
        expanded: { ...state.expanded, [action.mealId]: !state.expanded[action.mealId] },
      };

    case 'refresh_start':
      if (
        state.refreshing[action.mealId] ||
        state.loadingList ||
        state.shuffling ||
        !findMeal(state.plan, action.mealId)
      ) {
        return state;
      }
      return {
        ...state,
        refreshing: { ...state.refreshing, [action.mealId]: true },
        error: null,
        notice: null,
      };

    case 'refresh_success': {
      if (!state.refreshing[action.mealId]) return state;
      const refreshing = withoutKey(state.refreshing, action.mealId);
      const quota = action.quota ?? state.quota;
      if (!action.meal) {
        return {
          ...state,
          refreshing,
          quota,
          error: {
            source: 'refresh',
            message: REFRESH_FAILED_MESSAGE,
            messageType: 'error',
            mealId: action.mealId,
          },
        };
      }
      if (!state.plan || !findMeal(state.plan, action.mealId)) return { ...state, refreshing, quota };
      const whole =
        action.plan && action.plan.id === state.plan.id && findMeal(action.plan, action.mealId)
          ? action.plan
          : null;
      const resized = whole ? mealsResized(state.plan, whole, action.mealId) : [];
      const previous = findMeal(state.plan, action.mealId)!;
      const cuisine = resized.length > 0 ? cuisineRegained(state.plan, previous, action.meal) : undefined;
      return {
        ...state,
        // A stored plan comes whole from the server (a tight budget may have given other meals up
        // to one serving without sides to make room; the totals and notes are the new plan's).
        // Else its notes come from the answer, worked out again for the plan with the new meal; a
        // plan without an id keeps its notes less those that named the meal replaced.
        plan:
          whole ??
          replaceMeal(
            state.plan,
            action.mealId,
            action.meal,
            state.plan.id !== null ? action.warnings : undefined,
          ),
        refreshing,
        quota,
        // The list priced the old meal.
        groceryList: null,
        // The server's Undo now holds the plan before this refresh, not the one before a shuffle.
        canUndoShuffle: false,
        notice: `New meal: ${action.meal.name}${resized.length > 0 ? `; ${resizedText(resized, cuisine)}` : ''}`,
        lastRefresh: {
          mealId: action.mealId,
          previous,
          name: action.meal.name,
          warnings: state.plan.warnings,
          ...(resized.length > 0 ? { resized } : {}),
          ...(cuisine ? { cuisine } : {}),
          ...(whole
            ? {
                costCents: {
                  before: state.plan.totals.total_cost_cents,
                  after: whole.totals.total_cost_cents,
                },
              }
            : {}),
        },
      };
    }

    case 'refresh_failure':
      if (!state.refreshing[action.mealId]) return state;
      return {
        ...state,
        refreshing: withoutKey(state.refreshing, action.mealId),
        error: { ...action.error, mealId: action.mealId },
      };

    case 'shuffle_start':
      if (!canShuffle(state)) return state;
      return { ...state, shuffling: true, error: null, notice: null };

    case 'shuffle_success': {
      if (!state.shuffling) return state;
      // The same plan id: the shuffle took the plan's place within its free hour, and the server
      // kept the plan before it (a later shuffle is a new plan: nothing to undo).
      const inPlace = action.plan.id !== null && action.plan.id === state.plan?.id;
      return {
        ...showPlan({ ...state, shuffling: false }, action.plan),
        quota: action.quota ?? state.quota,
        closestPlan: null,
        notice: shuffleNotice(state.plan, action.plan, inPlace),
        canUndoShuffle: inPlace,
      };
    }

    case 'shuffle_failure':
      if (!state.shuffling) return state;
      return { ...state, shuffling: false, error: action.error };

    case 'unshuffle_start':
      if (!state.canUndoShuffle || state.step !== 4 || !state.plan || isBusy(state)) return state;
      return { ...state, shuffling: true, error: null, notice: null };

    case 'unshuffle_success':
      if (!state.shuffling || !state.canUndoShuffle || action.plan.id !== state.plan?.id) return state;
      return {
        ...showPlan({ ...state, shuffling: false }, action.plan),
        notice: 'Your plan from before the shuffle is back.',
      };

    case 'unshuffle_failure':
      if (!state.shuffling || !state.canUndoShuffle) return state;
      return {
        ...state,
        shuffling: false,
        error: action.error,
        canUndoShuffle: !action.nothingToUndo,
      };

    case 'list_start':
      if (state.step !== 4 || !canViewShoppingList(state) || isRefreshingAny(state) || state.shuffling)
        return state;
      return { ...state, loadingList: true, error: null, notice: null };

    case 'list_success':
      if (!state.loadingList) return state;
      return { ...state, loadingList: false, groceryList: action.list, step: 5 };

    case 'list_failure':
      if (!state.loadingList) return state;
      return { ...state, loadingList: false, error: action.error };

    case 'edit_preferences':
      if (isBusy(state)) return state;
      return { ...state, step: 3, error: null };

    case 'back_to_plan':
      if (isBusy(state) || !state.plan) return state;
      return { ...state, step: 4, error: null };

    case 'create_new_plan':
      // Back to step 1 with the same preferences to start from; the old plan and list are dropped.
      if (isBusy(state)) return state;
      return {
        ...state,
        step: 1,
        plan: null,
        selected: {},
        expanded: {},
        groceryList: null,
        error: null,
        closestPlan: null,
        lastRefresh: null,
        canUndoShuffle: false,
      };

    case 'dismiss_error':
      return { ...state, error: null };

    case 'drop_favor':
      return { ...state, favorProductIds: [], favorConflict: null };

    case 'go_to_step':
      if (state.step === action.step || !canGoToStep(state, action.step)) return state;
      return { ...state, step: action.step, error: null, favorConflict: null };

    case 'restore_start':
      return { ...state, restoring: true };

    case 'restore': {
      // A plan saved as it is comes back saved, with the meals the save kept (a new tab at step 5
      // shows "Saved", not Save Recipe & List a second time).
      const selected = action.savedPlan
        ? selectionOf(action.plan, action.savedPlan.mealIds)
        : (action.selected ?? selectAll(action.plan));
      const saved = action.savedPlan
        ? { id: action.savedPlan.id, name: action.savedPlan.name, key: savedKey(action.plan, selected) }
        : state.saved;
      return {
        ...state,
        restoring: false,
        step: action.step,
        plan: action.plan,
        ...(action.form ? { form: action.form } : {}),
        selected,
        saved,
        groceryList: action.groceryList ?? null,
        quota: action.quota ?? state.quota,
        expanded: {},
        refreshing: {},
        error: null,
        closestPlan: null,
        lastRefresh: action.lastRefresh ?? null,
        canUndoShuffle: action.canUndoShuffle ?? false,
      };
    }

    case 'server_notes': {
      const plan = state.plan;
      if (!plan || plan.id === null || plan.id !== action.plan.id || state.shuffling) return state;
      if (Object.values(state.refreshing).some(Boolean)) return state;
      const server = new Map(action.plan.days.flatMap((d) => d.meals.map((m) => [m.id, m])));
      const same = plan.days.every((d) => d.meals.every((m) => server.get(m.id)?.recipe_id === m.recipe_id));
      if (!same) return state;
      const days = plan.days.map((day) => ({
        ...day,
        meals: day.meals.map((meal) => {
          const { diet_conflict: _kept, ...rest } = meal;
          const conflict = server.get(meal.id)?.diet_conflict;
          return conflict ? { ...rest, diet_conflict: conflict } : rest;
        }),
      }));
      return { ...state, plan: { ...plan, days, warnings: action.plan.warnings } };
    }

    case 'restore_none':
      return { ...state, restoring: false, step: state.plan || state.step <= 3 ? state.step : 1 };

    case 'undo_start': {
      const last = state.lastRefresh;
      if (!last || !state.plan || isBusy(state) || !findMeal(state.plan, last.mealId)) return state;
      return {
        ...state,
        refreshing: { ...state.refreshing, [last.mealId]: true },
        error: null,
        notice: null,
      };
    }

    case 'undo_refresh': {
      const last = state.lastRefresh;
      if (!last || !state.plan || !findMeal(state.plan, last.mealId)) return state;
      const undone = { lastRefresh: null, groceryList: null, notice: `Back to ${last.previous.name}` };
      if (action.plan) {
        // The stored plan, as the server put it back (the same plan, started with `undo_start`).
        if (!state.refreshing[last.mealId] || action.plan.id !== state.plan.id) return state;
        return {
          ...state,
          ...undone,
          plan: action.plan,
          refreshing: withoutKey(state.refreshing, last.mealId),
        };
      }
      if (isBusy(state)) return state;
      return {
        ...state,
        ...undone,
        plan: replaceMeal(state.plan, last.mealId, last.previous, last.warnings),
      };
    }

    case 'undo_failure': {
      const last = state.lastRefresh;
      if (!last || !state.refreshing[last.mealId]) return state;
      return {
        ...state,
        refreshing: withoutKey(state.refreshing, last.mealId),
        error: { ...action.error, mealId: last.mealId },
        lastRefresh: action.nothingToUndo ? null : last,
      };
    }

    case 'preferences_loaded':
      // What the family already changed on this visit wins over preferences that arrive late.
      return {
        ...state,
        preferencesSaved: action.saved,
        form: keepTouched(action.form, state.form, state.touchedFields),
      };

    case 'preferences_saved':
      return { ...state, preferencesSaved: true };

    case 'favor_loaded':
      return { ...state, favor: { name: action.name, excludedBy: action.excludedBy } };

    case 'favor_conflict':
      return { ...state, favorConflict: action.diets };

    case 'dismiss_favor_conflict':
      return { ...state, favorConflict: null };
    case 'plan_saved':
      return state.plan
        ? { ...state, saved: { id: action.id, name: action.name, key: savedKey(state.plan, state.selected) } }
        : state;
  }
}
