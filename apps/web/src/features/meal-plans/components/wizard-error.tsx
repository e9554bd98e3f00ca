import type { Ref } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Message } from '../../../components/message';
import type { WizardError } from '../lib/errors';
import type { MealPlanForm } from '../lib/form';
import { capitalize } from '../lib/format';
import { formatMoney } from '../../../lib/money';

const REASONS: Record<string, string> = {
  not_enough_recipes: 'Not enough recipes match these preferences.',
  cooking_time_too_short: 'The cooking time is too short for enough recipes.',
  budget_too_low: 'The budget is too low for this many meals.',
  no_plan_found: 'No plan meets every preference.',
};

interface WizardErrorNoticeProps {
  ref?: Ref<HTMLDivElement>;
  error: WizardError;
  onDismiss: () => void;
  onShowClosestPlan: () => void;
  /** Plans with the budget or cooking time the answer says would work (put into step 3's form). */
  onUseSuggestion?: (change: Partial<Pick<MealPlanForm, 'budget' | 'cookingTime'>>) => void;
}

/** Generation, refresh and pricing errors, shown above the form (spec section 8). */
export function WizardErrorNotice({
  ref,
  error,
  onDismiss,
  onShowClosestPlan,
  onUseSuggestion,
}: WizardErrorNoticeProps) {
  const id = useId();
  const infeasible = error.infeasible;
  // Free members get the closest plan in brief (its cost and meals), premium members the plan.
  const summary = infeasible && !infeasible.nearest_plan ? (infeasible.nearest_plan_summary ?? null) : null;
  // The cheapest plan may leave the family's cuisines: what keeping them costs comes first (a
  // walk-through's "Use a $15.47 budget" for 3 Thai dinners gave 3 Indian ones).
  const keepsCuisines = infeasible?.cuisine_budget ?? null;
  // The suggested plan with its portions and sides: the answer names its price ("Full portions
  // and sides would bring it to $40.72"), and a walk-through's family had no way to plan with it.
  const fullPortions = infeasible?.full_portions_budget ?? null;
  const details = infeasible
    ? [
        REASONS[infeasible.reason] ?? null,
        infeasible.minimum_budget !== null
          ? keepsCuisines !== null
            ? `A budget of at least ${formatMoney(infeasible.minimum_budget)} would work with other cuisines; ${formatMoney(keepsCuisines)} keeps your cuisines.`
            : `A budget of at least ${formatMoney(infeasible.minimum_budget)} would work.`
          : null,
        infeasible.minimum_cooking_time !== null
          ? `A max cooking time of at least ${infeasible.minimum_cooking_time} minutes would work.`
          : null,
      ]
        // A figure the answer already says is not said twice (the budgets were, in one box).
        .filter(
          (line) =>
            line !== null &&
            line !== error.message &&
            !(
              line.startsWith('A budget') &&
              infeasible.minimum_budget !== null &&
              error.message.includes(formatMoney(infeasible.minimum_budget))
            ),
        )
        .join(' ')
    : undefined;

  // Its choices and the closest plan inside the answer's box (a walk-through at 1280 px found
  // them below it, the meals in three cramped columns).
  const byDay = new Map<number, { type: string; name: string }[]>();
  for (const meal of summary?.meals ?? [])
    byDay.set(meal.day, [...(byDay.get(meal.day) ?? []), { type: meal.type, name: meal.name }]);
  return (
    <div ref={ref} className="mp-error">
      <Message
        type={error.messageType}
        title={
          error.quotaExceeded
            ? 'Monthly plan limit reached'
            : infeasible
              ? // An answer about these choices, not a failure: "Error" read as if something broke.
                'No plan fits all your choices'
              : undefined
        }
        message={error.message}
        details={details || undefined}
        onDismiss={onDismiss}
      >
        {error.quotaExceeded ? (
          <p className="mp-error__extra">
            <Link to="/pricing" className="button button--primary button--sm">
              See plans with unlimited meal plans
            </Link>
          </p>
        ) : null}
        {onUseSuggestion &&
        infeasible &&
        (infeasible.minimum_budget !== null || infeasible.minimum_cooking_time !== null) ? (
          <p className="mp-error__extra mp-error__choices">
            {/* The cuisines' plan and its full portions together, then the cheapest plan (other
                cuisines): one column of equal buttons, at 1280 px as at 390 px. */}
            {keepsCuisines !== null ? (
              <button
                type="button"
                className="button button--primary button--sm"
                onClick={() => onUseSuggestion({ budget: keepsCuisines.toFixed(2) })}
              >
                Plan with a {formatMoney(keepsCuisines)} budget (your cuisines)
              </button>
            ) : null}
            {fullPortions !== null && keepsCuisines !== null ? (
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={() => onUseSuggestion({ budget: fullPortions.toFixed(2) })}
              >
                Plan with a {formatMoney(fullPortions)} budget (your cuisines, full portions)
              </button>
            ) : null}
            {infeasible.minimum_budget !== null ? (
              <button
                type="button"
                className={`button ${keepsCuisines !== null ? 'button--secondary' : 'button--primary'} button--sm`}
                onClick={() => onUseSuggestion({ budget: infeasible.minimum_budget!.toFixed(2) })}
              >
                Plan with a {formatMoney(infeasible.minimum_budget)} budget
                {keepsCuisines !== null ? ' (other cuisines)' : null}
              </button>
            ) : null}
            {fullPortions !== null && keepsCuisines === null ? (
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={() => onUseSuggestion({ budget: fullPortions.toFixed(2) })}
              >
                Plan with a {formatMoney(fullPortions)} budget (full portions)
              </button>
            ) : null}
            {infeasible.minimum_cooking_time !== null ? (
              <button
                type="button"
                className="button button--primary button--sm"
                onClick={() => onUseSuggestion({ cookingTime: String(infeasible.minimum_cooking_time) })}
              >
                Plan with {infeasible.minimum_cooking_time} minutes
              </button>
            ) : null}
          </p>
        ) : null}
        {summary && summary.meals.length > 0 ? (
          <section className="mp-error__extra mp-closest" aria-labelledby={`${id}-closest`}>
            <h3 id={`${id}-closest`} className="mp-closest__title">
              The closest plan would cost {formatMoney(summary.total_cost)}
            </h3>
            <ul className="mp-closest__days">
              {[...byDay].map(([day, meals]) => (
                <li key={day}>
                  <span className="mp-closest__day">Day {day}</span> —{' '}
                  {meals.map((meal) => `${capitalize(meal.type)}: ${meal.name}`).join('; ')}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {infeasible?.nearest_plan ? (
          <p className="mp-error__extra">
            <button type="button" className="button button--secondary button--sm" onClick={onShowClosestPlan}>
              Show the closest plan
            </button>
          </p>
        ) : null}
      </Message>
    </div>
  );
}
