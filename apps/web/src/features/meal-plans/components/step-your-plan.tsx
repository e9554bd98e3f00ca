import type { Meal, MealPlan, MealPlanQuota } from '@saverly/contracts';
import { ArrowLeft, Check, ShoppingCart, Shuffle, Store as StoreIcon, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Message } from '../../../components/message';
import { Spinner } from '../../../components/spinner';
import { formatCents, formatMoney } from '../../../lib/money';
import { plural } from '../../../lib/plural';
import { allMeals, resizedText } from '../lib/plan';
import type { WizardError } from '../lib/errors';
import type { Selection } from '../lib/plan';
import { FREE_SHUFFLE_MS, type WizardState } from '../lib/wizard-state';
import { MealCard } from './meal-card';
import { PlanCharts } from './plan-charts';
import { QuotaLine } from './quota-line';
import { formatClockTime, formatNumber } from '../../../lib/en-us';

interface StepYourPlanProps {
  /**
   * The day shown (null: every day), kept by the wizard so the list and back keep it (at 390 px
   * Next from step 5 came back to "Day 1" after the family chose "All days"); undefined: not
   * chosen yet (phones start on the first day). Without `onPickDay` the step keeps its own.
   */
  day?: number | null | undefined;
  onPickDay?: (day: number | null) => void;
  plan: MealPlan | null;
  selected: Selection;
  expanded: Selection;
  refreshing: Selection;
  loadingList: boolean;
  selectedCount: number;
  canViewList: boolean;
  closestPlan: WizardState['closestPlan'];
  quota: MealPlanQuota | null;
  onToggleSelected: (mealId: string) => void;
  onToggleExpanded: (mealId: string) => void;
  onRefresh: (mealId: string) => void;
  onEditPreferences: () => void;
  onViewShoppingList: () => void;
  /** A failed refresh, shown on its meal's card. */
  refreshError: WizardError | null;
  onDismissError: () => void;
  shuffling: boolean;
  canShuffle: boolean;
  onShuffle: () => void;
  /** The last change was a shuffle the server can put back ("Undo shuffle"). */
  canUndoShuffle?: boolean;
  /** What the shuffle brought ("… 4 of its meals are short of your calories …"), shown beside Undo shuffle. */
  shuffleNotice?: string | null;
  onUndoShuffle?: () => void;
  /** The last refresh, which Undo puts back (free). */
  lastRefresh?: WizardState['lastRefresh'];
  onUndoRefresh?: () => void;
  /** Phones show one day at a time (the day picker); wide screens every day. */
  isDesktop?: boolean;
  /** More actions on each meal (a favourite mark), composed by the route. */
  mealActions?: (meal: Meal) => ReactNode;
  /**
   * This plan and selection as saved (Save Recipe & List on step 5, or a new tab of a saved plan):
   * said here too, so a family back at the plan knows it is kept (a walk-through's new tab at
   * step 5 landed on step 4 with nothing to say so).
   */
  saved?: { id: string; name: string } | null;
  /** The member has no store: the plan's is a sample store, and this is where they choose theirs. */
  chooseStoreHref?: string | null;
}

/** What Shuffle costs a free member now; nothing to say for premium members or without a plan id. */
function shuffleHint(
  plan: Pick<MealPlan, 'id' | 'created_at'>,
  quota: MealPlanQuota | null,
  now = Date.now(),
): string | null {
  if (plan.id === null || quota === null || quota.limit === null) return null;
  const freeUntil = Date.parse(plan.created_at) + FREE_SHUFFLE_MS;
  // Said with what it costs afterwards: "free until 9:00 AM" alone left a walk-through's family
  // wondering what happens then.
  if (now < freeUntil)
    return `Shuffling is free until ${formatClockTime(new Date(freeUntil))}; after that it uses one of your free plans.`;
  return quota.remaining === 0
    ? 'Shuffling now would need another free plan, and none are left this month.'
    : `Shuffling now uses one of your free plans (${quota.remaining} left).`;
}

/** Step 4, Your Plan: the summary, the charts, each day's meals and the way on to the list. */
/**
 * What a person asked for at a meal: the plan's calorie target, or for a household plan the mean
 * of its people's (each share carries its person's), as `calories_per_meal` is a mean of theirs.
 */
function planCalorieTarget(
  plan: NonNullable<StepYourPlanProps['plan']>,
): { mean: number; least: number; most: number } | null {
  if (!plan.preferences.people?.length) {
    const target = plan.preferences.calorie_limit ?? null;
    return target === null ? null : { mean: target, least: target, most: target };
  }
  const shares = plan.days.flatMap((day) => day.meals).find((meal) => meal.people?.length)?.people;
  if (!shares) return null;
  const targets = shares.map((share) => share.target_calories);
  return {
    mean: Math.round(targets.reduce((sum, target) => sum + target, 0) / targets.length),
    least: Math.min(...targets),
    most: Math.max(...targets),
  };
}

export function StepYourPlan(props: StepYourPlanProps) {
  const { plan, selected, expanded, refreshing, loadingList, selectedCount, canViewList, shuffling } = props;
  const id = useId();
  // The day picker: null = every day. Phones start on the first day, so meals come first.
  const firstDay = props.isDesktop ? null : 1;
  const [ownDay, setOwnDay] = useState<number | null>(firstDay);
  const chosen = props.onPickDay ? (props.day === undefined ? firstDay : props.day) : ownDay;
  // A day the plan no longer has (a shorter plan since) shows every day.
  const pickedDay = chosen !== null && plan?.days.some((d) => d.day === chosen) ? chosen : null;
  const setPickedDay = props.onPickDay ?? setOwnDay;
  // A refresh's note and its Undo, in sight above a phone's step bar (its scroll-margin): the
  // note under the new meal ran on below the bar and hid Undo (a walk-through at 390 px).
  // Only a refresh made on this screen: a plan restored on a reload stays where the page opens.
  const undoRef = useRef<HTMLDivElement>(null);
  const lastRefresh = props.lastRefresh;
  const shownRefresh = useRef(lastRefresh);
  useEffect(() => {
    if (lastRefresh === shownRefresh.current) return;
    shownRefresh.current = lastRefresh;
    if (lastRefresh) undoRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastRefresh]);

  if (!plan || allMeals(plan).length === 0) {
    return (
      <div className="mp-empty">
        <h3>No Meal Plan Data</h3>
        <p>There is no plan to show yet. Go back to your preferences and generate one.</p>
        <button type="button" className="button button--primary" onClick={props.onEditPreferences}>
          <ArrowLeft aria-hidden="true" />
          Back to Preferences
        </button>
      </div>
    );
  }

  const { preferences, totals } = plan;
  const calorieTarget = planCalorieTarget(plan);
  const hint = shuffleHint(plan, props.quota);
  const refreshingAny = Object.values(refreshing).some(Boolean);
  // One meal a day: the days sit side by side on wide screens instead of one narrow card a row.
  const maxMealsPerDay = Math.max(...plan.days.map((day) => day.meals.length));
  return (
    <div className="mp-step">
      {props.closestPlan ? (
        <Message
          type="info"
          title="The closest plan we could find"
          message="It doesn't meet every preference you set."
          details={[
            props.closestPlan.minimumBudget !== null
              ? props.closestPlan.askedBudget != null
                ? `It is planned to a ${formatMoney(props.closestPlan.minimumBudget)} budget, the cheapest plan we found for your choices (you set ${formatMoney(props.closestPlan.askedBudget)}); your preferences now say so, for Shuffle and Refresh.`
                : `A budget of at least ${formatMoney(props.closestPlan.minimumBudget)} would work.`
              : null,
            props.closestPlan.minimumCookingTime !== null
              ? props.closestPlan.askedCookingTime != null
                ? `It allows ${props.closestPlan.minimumCookingTime} minutes of cooking, the least a plan of your choices needs (you set ${props.closestPlan.askedCookingTime}); your preferences now say so.`
                : `A max cooking time of at least ${props.closestPlan.minimumCookingTime} minutes would work.`
              : null,
          ]
            .filter(Boolean)
            .join(' ')}
        />
      ) : null}

      <section className="mp-plan-summary" aria-labelledby={`${id}-summary`}>
        <h3 id={`${id}-summary`} className="visually-hidden">
          Plan summary
        </h3>
        <dl className="mp-tiles">
          <div>
            <dt>Days</dt>
            <dd>{plan.days.length}</dd>
          </div>
          <div>
            <dt>People</dt>
            <dd>{preferences.people?.length || preferences.family_size}</dd>
          </div>
          <div>
            <dt>Meals per day</dt>
            <dd>{preferences.meal_types.length}</dd>
          </div>
          <div>
            <dt>Calories per meal</dt>
            <dd>
              {formatNumber(totals.calories_per_meal)}
              {/* Beside what the plan gives a person, what they asked for; a household's, the mean
                  of its people's (a walk-through's $120 week read "490" with nothing beside it
                  for people of 750, 850 and 500 kcal). */}
              {calorieTarget ? (
                <span className="mp-tiles__target">
                  {' '}
                  target {formatNumber(calorieTarget.mean)}
                  {/* A household's mean is nobody's own (a walk-through read "target 600" for
                      people of 667, 633 and 500): their range beside it. */}
                  {calorieTarget.least !== calorieTarget.most ? (
                    <>
                      {' ('}
                      <span className="mp-tiles__range">
                        {formatNumber(calorieTarget.least)}–{formatNumber(calorieTarget.most)}
                      </span>
                      {' by person)'}
                    </>
                  ) : null}
                </span>
              ) : null}
            </dd>
          </div>
        </dl>
        {/* The plan's cost where the family looks first (a walk-through found it only inside the
            collapsed charts); the same total as the charts' and the budget answer's. */}
        <p className="mp-plan-summary__cost">
          Plan cost: <strong>{formatCents(totals.total_cost_cents)}</strong>
          {totals.budget_cents !== null ? ` of your ${formatCents(totals.budget_cents)} budget` : null}
        </p>
        <p className="mp-plan-summary__store">
          <StoreIcon aria-hidden="true" />
          <span>
            Prices from {plan.store.name}
            {props.chooseStoreHref ? (
              <>
                , a sample store until you choose yours.{' '}
                <Link to={props.chooseStoreHref}>Choose your store</Link>
              </>
            ) : null}
          </span>
        </p>
        <QuotaLine quota={props.quota} />
        {props.saved ? (
          <p className="mp-plan-summary__saved">
            <Check aria-hidden="true" />
            <span>
              Saved as &ldquo;{props.saved.name}&rdquo;.{' '}
              <Link to={`/app/saved-plans/${props.saved.id}`}>Open your saved list</Link>
            </span>
          </p>
        ) : null}
        {plan.id !== null ? (
          <div className="mp-shuffle">
            <button
              type="button"
              className="button button--secondary button--sm"
              aria-disabled={!props.canShuffle || undefined}
              aria-describedby={hint ? `${id}-shuffle-hint` : undefined}
              aria-busy={shuffling || undefined}
              onClick={() => {
                if (props.canShuffle) props.onShuffle();
              }}
            >
              {shuffling ? <Spinner size="sm" /> : <Shuffle aria-hidden="true" />}
              {shuffling ? 'Shuffling...' : 'Shuffle'}
              <span className="visually-hidden"> for another plan with the same preferences</span>
            </button>
            {/* The plan before a shuffle, back (a walk-through's family lost a plan they liked). */}
            {props.canUndoShuffle && props.onUndoShuffle ? (
              <UndoButton busy={shuffling || refreshingAny || loadingList} onClick={props.onUndoShuffle}>
                Undo shuffle
              </UndoButton>
            ) : null}
            {props.canUndoShuffle && props.shuffleNotice ? (
              <p className="mp-shuffle__done">{props.shuffleNotice}</p>
            ) : null}
            {hint ? (
              <p id={`${id}-shuffle-hint`} className="mp-shuffle__hint">
                {hint}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>

      {plan.warnings.length > 0 ? (
        <section className="mp-warnings" aria-labelledby={`${id}-warnings`}>
          <h3 id={`${id}-warnings`} className="visually-hidden">
            Notes on this plan
          </h3>
          <ul>
            {plan.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {plan.days.length > 1 ? (
        <nav className="mp-daypicker" aria-label="Jump to a day">
          <ul>
            <li>
              <button
                type="button"
                className="mp-daypicker__day"
                aria-pressed={pickedDay === null}
                onClick={() => setPickedDay(null)}
              >
                {/* "All" beside "Day 1" … reads as every day; the name stays "All days". */}
                All <span className="visually-hidden">days</span>
              </button>
            </li>
            {plan.days.map((day) => (
              <li key={day.day}>
                <button
                  type="button"
                  className="mp-daypicker__day"
                  aria-pressed={pickedDay === day.day}
                  onClick={() => setPickedDay(day.day)}
                >
                  Day {day.day}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className={`mp-days${maxMealsPerDay === 1 ? ' mp-days--compact' : ''}`}>
        {plan.days
          .filter((day) => pickedDay === null || day.day === pickedDay || plan.days.length === 1)
          .map((day) => (
            <section key={day.day} className="mp-day" aria-labelledby={`${id}-day-${day.day}`}>
              <h3 id={`${id}-day-${day.day}`} className="mp-day__title">
                Day {day.day}
              </h3>
              <ul className="mp-day__meals">
                {day.meals.map((meal) => (
                  <li key={meal.id}>
                    <MealCard
                      meal={meal}
                      selected={selected[meal.id] === true}
                      expanded={expanded[meal.id] === true}
                      refreshing={refreshing[meal.id] === true}
                      refreshBlocked={loadingList}
                      onToggleSelected={() => props.onToggleSelected(meal.id)}
                      onToggleExpanded={() => props.onToggleExpanded(meal.id)}
                      onRefresh={() => props.onRefresh(meal.id)}
                      error={props.refreshError?.mealId === meal.id ? props.refreshError : null}
                      onDismissError={props.onDismissError}
                      mealActions={props.mealActions}
                    />
                    {/* Under the meal it replaced: the family pressed Refresh there, and a note at
                        the top of the plan was far off screen on a phone (a walk-through). */}
                    {/* Not a live region: the wizard's one status line says the same notice (a
                        screen reader heard it twice). */}
                    {props.lastRefresh?.mealId === meal.id ? (
                      <div className="mp-undo" ref={undoRef}>
                        <p>
                          New meal: <strong>{props.lastRefresh.name}</strong> in place of{' '}
                          {props.lastRefresh.previous.name}.
                          {props.lastRefresh.resized
                            ? ` ${resizedText(props.lastRefresh.resized, props.lastRefresh.cuisine)}.`
                            : null}
                          {/* Shared packages are shared out again: other meals' prices move too
                              (a walk-through saw 17–20 prices change with nothing said). */}
                          {props.lastRefresh.costCents &&
                          props.lastRefresh.costCents.after !== props.lastRefresh.costCents.before
                            ? ` The plan now costs ${formatCents(props.lastRefresh.costCents.after)} (was ${formatCents(props.lastRefresh.costCents.before)}); each meal's price is its share of what you buy.`
                            : null}
                        </p>
                        <UndoButton
                          busy={refreshingAny || loadingList || shuffling}
                          onClick={props.onUndoRefresh}
                        >
                          Undo
                        </UndoButton>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>

      <details className="mp-charts-toggle" open={props.isDesktop || undefined}>
        <summary>Nutrition and cost charts</summary>
        <PlanCharts plan={plan} selected={selected} />
      </details>

      <div className="mp-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={loadingList || refreshingAny}
          onClick={props.onEditPreferences}
        >
          <ArrowLeft aria-hidden="true" />
          Edit Preferences
        </button>
        <p className="mp-actions__count" aria-live="polite">
          {plural(selectedCount, 'meal', 'meals')} selected
        </p>
        <button
          type="button"
          className="button button--primary"
          disabled={!canViewList || refreshingAny}
          aria-busy={loadingList || undefined}
          onClick={props.onViewShoppingList}
        >
          {loadingList ? <Spinner size="sm" /> : <ShoppingCart aria-hidden="true" />}
          View Shopping List
        </button>
      </div>
    </div>
  );
}

/** Undo of a refresh or of a shuffle: the same button, off while anything else is under way. */
function UndoButton({
  busy,
  onClick,
  children,
}: {
  busy: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="button button--secondary button--sm" disabled={busy} onClick={onClick}>
      <Undo2 aria-hidden="true" />
      {children}
    </button>
  );
}
