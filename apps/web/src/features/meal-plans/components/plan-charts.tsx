import type { MealPlan } from '@saverly/contracts';
import { useId } from 'react';
import { formatWhole } from '../lib/format';
import { formatCents } from '../../../lib/money';
import type { Selection } from '../lib/plan';
import { barPercent, planStats } from '../lib/plan-stats';

const pct = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Step 4's charts: each day's calories and macros per person, and the selected meals' cost against
 * the budget. The bars are decoration (aria-hidden); the same numbers are in text and in a table
 * for screen readers.
 */
export function PlanCharts({ plan, selected }: { plan: MealPlan; selected: Selection }) {
  const id = useId();
  const stats = planStats(plan, selected);
  const target = stats.dailyCalorieTarget;
  const maxCalories = Math.max(target ?? 0, ...stats.days.map((day) => day.calories)) * 1.1;
  const budget = stats.budgetCents;
  const costMax = Math.max(budget ?? 0, stats.selectedCostCents) * (budget === null ? 1 : 1.1);
  const over = budget !== null && stats.selectedCostCents > budget;
  const difference = budget === null ? 0 : Math.abs(budget - stats.selectedCostCents);

  return (
    <div className="mp-charts">
      <figure className="mp-chart" aria-labelledby={`${id}-nutrition`}>
        <figcaption id={`${id}-nutrition`} className="mp-chart__title">
          Nutrition per person, by day
        </figcaption>
        <div className="mp-chart__legend" aria-hidden="true">
          <span>
            <i className="mp-swatch mp-swatch--calories" /> Calories
          </span>
          <span>
            <i className="mp-swatch mp-swatch--protein" /> Protein
          </span>
          <span>
            <i className="mp-swatch mp-swatch--carbs" /> Carbs
          </span>
          <span>
            <i className="mp-swatch mp-swatch--fat" /> Fat
          </span>
          {target !== null ? (
            <span>
              <i className="mp-swatch mp-swatch--target" /> Target {formatWhole(target)} kcal
            </span>
          ) : null}
        </div>
        <ul className="mp-days-chart" aria-hidden="true">
          {stats.days.map((day) => (
            <li key={day.day} className="mp-days-chart__row">
              <span className="mp-days-chart__label">Day {day.day}</span>
              <div className="mp-days-chart__bars">
                <div className="mp-bar">
                  <div
                    className="mp-bar__fill mp-bar__fill--calories"
                    style={{ width: `${barPercent(day.calories, maxCalories)}%` }}
                  />
                  {target !== null ? (
                    <div className="mp-bar__target" style={{ left: `${barPercent(target, maxCalories)}%` }} />
                  ) : null}
                </div>
                <div className="mp-bar mp-bar--thin mp-bar--stack">
                  <div className="mp-bar__fill--protein" style={{ width: pct(day.split.protein) }} />
                  <div className="mp-bar__fill--carbs" style={{ width: pct(day.split.carbs) }} />
                  <div className="mp-bar__fill--fat" style={{ width: pct(day.split.fat) }} />
                </div>
              </div>
              <span className="mp-days-chart__value">
                <strong>{formatWhole(day.calories)} kcal</strong>
                <small>
                  P {day.proteinG} g · C {day.carbsG} g · F {day.fatG} g
                </small>
              </span>
            </li>
          ))}
        </ul>
        {/* A table does not shrink to the 1px box itself: its wrapper is the hidden one. */}
        <div className="visually-hidden">
          <table>
            <caption>Nutrition per person, by day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Calories</th>
                <th scope="col">Protein</th>
                <th scope="col">Carbohydrate</th>
                <th scope="col">Fat</th>
              </tr>
            </thead>
            <tbody>
              {stats.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">Day {day.day}</th>
                  <td>
                    {formatWhole(day.calories)} kcal
                    {target !== null ? ` (target ${formatWhole(target)})` : ''}
                  </td>
                  <td>{day.proteinG} g</td>
                  <td>{day.carbsG} g</td>
                  <td>{day.fatG} g</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>

      <figure className="mp-chart" aria-labelledby={`${id}-cost`}>
        <figcaption id={`${id}-cost`} className="mp-chart__title">
          Cost against your budget
        </figcaption>
        <p className={`mp-cost__headline${over ? ' mp-cost__headline--over' : ''}`}>
          {budget === null ? (
            <>
              <strong>{formatCents(stats.selectedCostCents)}</strong> for the selected meals (no budget set)
            </>
          ) : (
            <>
              <strong>{formatCents(stats.selectedCostCents)}</strong> of your {formatCents(budget)} budget ·{' '}
              {over ? `${formatCents(difference)} over` : `${formatCents(difference)} left`}
            </>
          )}
        </p>
        <div className="mp-bar mp-bar--cost" aria-hidden="true">
          {stats.days.map((day, index) => (
            <div
              key={day.day}
              className={`mp-bar__segment mp-bar__segment--${index % 2 === 0 ? 'a' : 'b'}${over ? ' mp-bar__segment--over' : ''}`}
              style={{ width: `${barPercent(day.selectedCostCents, costMax)}%` }}
              title={`Day ${day.day}: ${formatCents(day.selectedCostCents)}`}
            />
          ))}
          {budget !== null ? (
            <div className="mp-bar__target" style={{ left: `${barPercent(budget, costMax)}%` }} />
          ) : null}
        </div>
        <ul className="mp-cost__days">
          {stats.days.map((day) => (
            <li key={day.day}>
              Day {day.day}: {formatCents(day.selectedCostCents)}
            </li>
          ))}
        </ul>
        {stats.planCostCents !== stats.selectedCostCents ? (
          <p className="mp-hint">All meals in the plan: {formatCents(stats.planCostCents)}</p>
        ) : null}
      </figure>
    </div>
  );
}
