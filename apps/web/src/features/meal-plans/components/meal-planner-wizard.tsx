import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Meal, MealPlan } from '@saverly/contracts';
import { useSearchParams } from 'react-router';
import { useBreakpoint } from '../../../hooks/use-breakpoint';
import { planForTheForm, useMealPlanWizard } from '../hooks/use-meal-plan-wizard';
import { defaultDietsNotice, householdNeeds, type PlanningPerson } from '../lib/form';
import { findMeal } from '../lib/plan';
import {
  canGoBack,
  canGoNext,
  canGoToStep,
  canShuffle,
  canViewShoppingList,
  FREE_SHUFFLE_MS,
  generateReplaces,
  isBusy,
  parseStep,
  savedPlanShown,
  selectedCount,
  STEP_NAMES,
} from '../lib/wizard-state';
import type { Step, WizardState } from '../lib/wizard-state';
import { StepMealsNeeded } from './step-meals-needed';
import { StepNav } from './step-nav';
import { StepQuickTweaks, type OwnRecipesReady } from './step-quick-tweaks';
import { StepShoppingList } from './step-shopping-list';
import type { ListActionsSlotProps, WaitingDeals } from './step-shopping-list';
import { StepThisWeek } from './step-this-week';
import { StepYourPlan } from './step-your-plan';
import { WizardErrorNotice } from './wizard-error';
import { WizardProgress } from './wizard-progress';
import './meal-planner.css';

export interface MealPlannerWizardProps {
  /** The selected store's location_id; null lets the server use the member's default store. */
  storeId: string | null;
  storeName?: string | null;
  /**
   * Where a member chooses their store, composed by the route: with no store of their own, plans
   * are priced at a sample store, and steps 3 and 4 say so with a link here.
   */
  chooseStoreHref?: string | null;
  /** `?favor=<product id>` from the deals page's Generate Meal Plan. */
  favorProductId?: string | null;
  /** The signed-in member (the wizard's work is kept per member for a reload). */
  userId?: number | null;
  /** Print, share, CSV and Send to Kroger Cart under the shopping list: composed by the route. */
  listActions?: (props: ListActionsSlotProps) => ReactNode;
  /** Deals waiting on a list of their own, composed by the route: step 5 says saving takes them. */
  waitingDeals?: WaitingDeals | null;
  /** The member's household (issue #18), composed by the route: step 1 can plan for its people. */
  household?: readonly PlanningPerson[];
  /** The household's own recipes ready to plan (issue #19), composed by the route; null while unknown. */
  ownRecipes?: OwnRecipesReady | null;
  /** More actions on each meal of step 4 (the favourite mark, issue #19), composed by the route. */
  mealActions?: (meal: Meal) => ReactNode;
}

/** What the polite live region says while something is busy, or after a change that keeps focus. */
/** What steps 1 and 3 say of a plan not saved: when it was made, its meals and its cost. */
function unsavedSummary(plan: MealPlan, createdAt = plan.created_at) {
  return { createdAt, meals: plan.totals.meals, totalCost: plan.totals.total_cost };
}

function announcement(state: WizardState): string {
  if (state.restoring) return 'Loading your latest meal plan...';
  if (state.generating) return 'Generating your meal plan. This can take a minute.';
  if (state.loadingList) return 'Pricing your shopping list...';
  const refreshingId = Object.keys(state.refreshing).find((mealId) => state.refreshing[mealId]);
  if (refreshingId) return `Refreshing ${findMeal(state.plan, refreshingId)?.name ?? 'the meal'}...`;
  if (state.shuffling) return 'Shuffling: finding another plan with the same preferences...';
  return state.notice ?? '';
}

/** The five-step meal planner wizard (spec sections 2, 4, 5, 7 and 8). */
export function MealPlannerWizard({
  storeId,
  storeName = null,
  chooseStoreHref = null,
  favorProductId = null,
  userId = null,
  listActions,
  household = [],
  ownRecipes = null,
  mealActions,
  waitingDeals = null,
}: MealPlannerWizardProps) {
  const id = useId();
  const { isDesktop } = useBreakpoint();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlStep = parseStep(searchParams.get('step'));
  const [initialStep] = useState(urlStep);
  const wizard = useMealPlanWizard({
    storeId,
    favorProductIds: favorProductId ? [favorProductId] : [],
    userId,
    initialStep,
  });
  const { state, dispatch, updateForm } = wizard;
  const { step } = state;
  /** Step 4's day picker, kept while the family goes to the list and back (per plan). */
  const [planDay, setPlanDay] = useState<{ planId: string | null | undefined; day: number | null } | null>(
    null,
  );
  /** Step 3 holds the plan these choices made: Next shows it again instead of a new plan. */
  const planReady = step === 3 && planForTheForm(state, { storeId, favorProductIds: state.favorProductIds });
  // A plan left unsaved in an earlier visit (offered at step 1), or this tab's plan while it is not
  // saved: generating again takes its place, and step 3 says so beside the button.
  const earlierUnsaved = wizard.unsavedPlan
    ? unsavedSummary(wizard.unsavedPlan.data, wizard.unsavedPlan.created_at)
    : null;
  const replaces =
    earlierUnsaved ?? (state.plan && savedPlanShown(state) === null ? unsavedSummary(state.plan) : null);

  // The step lives in the address (`?step=N`): each step the wizard moves to is a history entry, so
  // the browser's Back and Forward and the phone's back gesture move between steps. An address
  // whose step cannot be shown (no plan yet) is corrected in place. The router applies an address
  // change a little later, so the step asked for is `pending` until the address shows it.
  const sync = useRef<{ url: Step | null; step: Step; pending: Step | null }>({
    url: urlStep,
    step,
    pending: null,
  });
  useEffect(() => {
    const seen = sync.current;
    if (seen.pending !== null) {
      // Wait for the address asked for; a step taken meanwhile is compared once it arrives.
      if (urlStep !== seen.pending) return;
      seen.pending = null;
      seen.url = urlStep;
    }
    const urlMoved = urlStep !== seen.url;
    const stepMoved = step !== seen.step;
    seen.url = urlStep;
    seen.step = step;
    if (state.restoring) return;
    const showStep = (replace: boolean) => {
      seen.pending = step;
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set('step', String(step));
          return next;
        },
        { replace },
      );
    };
    if (stepMoved) {
      if (urlStep !== step) showStep(urlStep === null);
      return;
    }
    if (urlStep === step) return;
    if (urlMoved && urlStep !== null && canGoToStep(state, urlStep)) {
      dispatch({ type: 'go_to_step', step: urlStep });
      return;
    }
    if (urlMoved && isBusy(state)) return;
    showStep(true);
  }, [urlStep, step, state, dispatch, setSearchParams]);

  // A new step: back to the top and focus its heading, so keyboard and screen reader users start
  // there (not on the first render).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  // Errors show above the form: bring a new one into view (the buttons may be far below it), its
  // title first: centred, the no-plan answer (taller than a phone's screen with the closest plan)
  // began 109 px above the screen at 390 px. The page's scroll-padding keeps it below the header.
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.error && !state.error.mealId) errorRef.current?.scrollIntoView?.({ block: 'start' });
  }, [state.error]);

  const busy = isBusy(state);
  // Before a first plan, the spec's pre-ticked diets are said plainly (issue #16).
  const needs = householdNeeds(household, state.form.people);
  const dietsNotice =
    state.preferencesSaved === false
      ? defaultDietsNotice(
          state.form,
          needs.map((need) => need.diet),
        )
      : null;
  const nav = (
    <StepNav
      step={step}
      variant={isDesktop ? 'desktop' : 'bar'}
      canGoBack={canGoBack(state)}
      canGoNext={canGoNext(state)}
      onBack={() => dispatch({ type: 'previous' })}
      onNext={wizard.next}
      planReady={planReady}
    />
  );

  return (
    <div className={`container meal-planner${isDesktop ? '' : ' meal-planner--with-bar'}`}>
      <header className="meal-planner__head">
        <h1 className="meal-planner__title">Meal Planner</h1>
        <p className="meal-planner__lead">
          Meals for the days you plan, built around your budget and this week&apos;s sales.
        </p>
      </header>

      <WizardProgress step={step} />

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement(state)}
      </p>

      {state.error && !state.error.mealId ? (
        <WizardErrorNotice
          ref={errorRef}
          error={state.error}
          onDismiss={() => dispatch({ type: 'dismiss_error' })}
          onShowClosestPlan={() => dispatch({ type: 'load_closest_plan' })}
          onUseSuggestion={(change) => {
            // The answer's budget or time goes into step 3's form and plans with it at once: the
            // button says so ("Plan with a $89.69 budget"). A walk-through's family pressed "Use a
            // $89.69 budget" and was left on the form to press Generate again.
            updateForm(change);
            dispatch({ type: 'dismiss_error' });
            void wizard.generate({ change });
          }}
        />
      ) : null}

      <section className="card meal-planner__panel" aria-labelledby={`${id}-step`}>
        <h2 id={`${id}-step`} ref={headingRef} tabIndex={-1} className="meal-planner__step-title">
          <span className="visually-hidden">Step {step}: </span>
          {STEP_NAMES[step - 1]}
        </h2>

        {step === 1 ? (
          <StepThisWeek
            form={state.form}
            onChange={updateForm}
            favorProductIds={state.favorProductIds}
            favorName={state.favor?.name ?? null}
            onDropFavor={() => dispatch({ type: 'drop_favor' })}
            dietsNotice={dietsNotice}
            household={household}
            unsavedPlan={earlierUnsaved}
            onOpenUnsavedPlan={wizard.openUnsavedPlan}
          />
        ) : null}
        {step === 2 ? <StepMealsNeeded form={state.form} onChange={updateForm} /> : null}
        {step === 3 ? (
          <StepQuickTweaks
            form={state.form}
            onChange={updateForm}
            generating={state.generating}
            onGenerate={() => void wizard.generate()}
            planReady={planReady}
            replacesFreeUntil={
              generateReplaces(state, planReady) && state.plan
                ? new Date(Date.parse(state.plan.created_at) + FREE_SHUFFLE_MS)
                : null
            }
            storeName={storeName}
            chooseStoreHref={chooseStoreHref}
            quota={state.quota}
            ownRecipes={ownRecipes}
            dietsNotice={dietsNotice}
            needs={needs}
            eating={household
              .filter((person) => state.form.people?.includes(person.id) === true)
              .map((person) => ({
                name: person.name,
                caloriesPerMeal: Math.round(person.dailyCalories / 3),
              }))}
            favorConflict={
              state.favorConflict
                ? { productName: state.favor?.name ?? 'The deal', diets: state.favorConflict }
                : null
            }
            onUntickAndGenerate={() => wizard.resolveFavorConflict('untick')}
            onGenerateWithoutDeal={() => wizard.resolveFavorConflict('drop_deal')}
            onCancelConflict={() => dispatch({ type: 'dismiss_favor_conflict' })}
            replaces={replaces}
            onOpenReplaced={wizard.unsavedPlan ? wizard.openUnsavedPlan : null}
          />
        ) : null}
        {step === 4 ? (
          <StepYourPlan
            plan={state.plan}
            selected={state.selected}
            expanded={state.expanded}
            refreshing={state.refreshing}
            loadingList={state.loadingList}
            selectedCount={selectedCount(state)}
            canViewList={canViewShoppingList(state)}
            closestPlan={state.closestPlan}
            quota={state.quota}
            chooseStoreHref={storeName === null ? chooseStoreHref : null}
            onToggleSelected={(mealId) => dispatch({ type: 'toggle_selected', mealId })}
            onToggleExpanded={(mealId) => dispatch({ type: 'toggle_expanded', mealId })}
            onRefresh={(mealId) => void wizard.refreshMeal(mealId)}
            onEditPreferences={() => dispatch({ type: 'edit_preferences' })}
            onViewShoppingList={() => void wizard.viewShoppingList()}
            refreshError={state.error?.mealId ? state.error : null}
            onDismissError={() => dispatch({ type: 'dismiss_error' })}
            shuffling={state.shuffling}
            canShuffle={canShuffle(state)}
            onShuffle={() => void wizard.shuffle()}
            canUndoShuffle={state.canUndoShuffle}
            shuffleNotice={state.canUndoShuffle ? state.notice : null}
            onUndoShuffle={() => void wizard.undoShuffle()}
            lastRefresh={state.lastRefresh}
            onUndoRefresh={() => void wizard.undoRefresh()}
            isDesktop={isDesktop}
            mealActions={mealActions}
            day={planDay?.planId === state.plan?.id ? planDay?.day : undefined}
            onPickDay={(day) => setPlanDay({ planId: state.plan?.id, day })}
            saved={savedPlanShown(state)}
          />
        ) : null}
        {step === 5 ? (
          <StepShoppingList
            plan={state.plan}
            list={state.groceryList}
            busy={busy}
            onBackToPlan={() => dispatch({ type: 'back_to_plan' })}
            onCreateNewPlan={() => dispatch({ type: 'create_new_plan' })}
            selected={state.selected}
            stickyBar={!isDesktop}
            listActions={listActions}
            saved={savedPlanShown(state)}
            onSaved={(saved) => dispatch({ type: 'plan_saved', ...saved })}
            waitingDeals={waitingDeals}
          />
        ) : null}

        {isDesktop ? nav : null}
      </section>

      {isDesktop || step === 5 ? null : nav}
    </div>
  );
}
