import type { MealPlan } from '@saverly/contracts';
import { useId, useState } from 'react';
import { formatNumber } from '../../../lib/en-us';
import { formatCents } from '../../../lib/money';
import type { Selection } from '../lib/plan';
import { barPercent, peopleDays, planStats } from '../lib/plan-stats';

const pct = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Step 4's charts: each day's calories and macros per person (a household plan's: the people's
 * mean, or one person's own calories against their own target), and the selected meals' cost
 * against the budget. The bars are decoration (aria-hidden); the same numbers are in text and in a table
 * for screen readers.
 */
export function PlanCharts({ plan, selected }: { plan: MealPlan; selected: Selection }) {
  const id = useId();
  const stats = planStats(plan, selected);
  const people = peopleDays(plan);
  // A household plan's chart shows one person's days at a time (their portions, their target), or
  // the people's mean.
  const [whose, setWhose] = useState<number | null>(null);
  const person = whose === null ? undefined : people[whose];
  // The people's mean is read against their mean target (the plan's one calorie field is not
  // used for them: a walk-through's chart said "Target 1,800" for three people averaging 1,883).
  const meanTarget =
    people.length > 0
      ? Math.round(people.reduce((sum, p) => sum + p.dailyTarget, 0) / people.length)
      : stats.dailyCalorieTarget;
  const target = person ? person.dailyTarget : meanTarget;
  const dayCalories = (index: number) =>
    person ? person.days[index]!.calories : stats.days[index]!.calories;
  const maxCalories = Math.max(target ?? 0, ...stats.days.map((_, index) => dayCalories(index))) * 1.1;
  const title = person ? `Calories for ${person.name}, by day` : 'Nutrition per person, by day';
  const budget = stats.budgetCents;
  const costMax = Math.max(budget ?? 0, stats.selectedCostCents) * (budget === null ? 1 : 1.1);
  const over = budget !== null && stats.selectedCostCents > budget;
  const difference = budget === null ? 0 : Math.abs(budget - stats.selectedCostCents);

  return (
    <div className="mp-charts">
      <figure className="mp-chart" aria-labelledby={`${id}-nutrition`}>
        <figcaption id={`${id}-nutrition`} className="mp-chart__title">
          {title}
        </figcaption>
        {people.length > 0 ? (
          <fieldset className="mp-whose">
            <legend className="mp-whose__legend">Whose day?</legend>
            <div className="mp-whose__options">
              {[null, ...people.map((_, index) => index)].map((index) => (
                <label key={index ?? 'all'} className="mp-whose__option">
                  <input
                    type="radio"
                    name={`${id}-whose`}
                    checked={whose === index}
                    onChange={() => setWhose(index)}
                  />
                  {index === null ? 'Average' : people[index]!.name}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <div className="mp-chart__legend" aria-hidden="true">
          <span>
            <i className="mp-swatch mp-swatch--calories" /> Calories
          </span>
          {person ? null : (
            <>
              <span>
                <i className="mp-swatch mp-swatch--protein" /> Protein
              </span>
              <span>
                <i className="mp-swatch mp-swatch--carbs" /> Carbs
              </span>
              <span>
                <i className="mp-swatch mp-swatch--fat" /> Fat
              </span>
            </>
          )}
          {target !== null ? (
            <span>
              <i className="mp-swatch mp-swatch--target" /> Target {formatNumber(target)} kcal
            </span>
          ) : null}
        </div>
        <ul className="mp-days-chart" aria-hidden="true">
          {stats.days.map((day, index) => (
            <li key={day.day} className="mp-days-chart__row">
              <span className="mp-days-chart__label">Day {day.day}</span>
              <div className="mp-days-chart__bars">
                <div className="mp-bar">
                  <div
                    className="mp-bar__fill mp-bar__fill--calories"
                    style={{ width: `${barPercent(dayCalories(index), maxCalories)}%` }}
                  />
                  {target !== null ? (
                    <div className="mp-bar__target" style={{ left: `${barPercent(target, maxCalories)}%` }} />
                  ) : null}
                </div>
                {person ? null : (
                  <div className="mp-bar mp-bar--thin mp-bar--stack">
                    <div className="mp-bar__fill--protein" style={{ width: pct(day.split.protein) }} />
                    <div className="mp-bar__fill--carbs" style={{ width: pct(day.split.carbs) }} />
                    <div className="mp-bar__fill--fat" style={{ width: pct(day.split.fat) }} />
                  </div>
                )}
              </div>
              <span className="mp-days-chart__value">
                <strong>{formatNumber(dayCalories(index))} kcal</strong>
                {person ? (
                  <small>{pct(dayCalories(index) / person.dailyTarget)} of their target</small>
                ) : (
                  <small>
                    P {day.proteinG} g · C {day.carbsG} g
                    {stats.countsNetCarbs ? ` (net ${day.netCarbsG} g)` : ''} · F {day.fatG} g
                  </small>
                )}
              </span>
            </li>
          ))}
        </ul>
        {/* A table does not shrink to the 1px box itself: its wrapper is the hidden one. */}
        <div className="visually-hidden">
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Calories</th>
                {person ? null : (
                  <>
                    <th scope="col">Protein</th>
                    <th scope="col">Carbohydrate</th>
                    {stats.countsNetCarbs ? <th scope="col">Net carbohydrate</th> : null}
                    <th scope="col">Fat</th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {stats.days.map((day, index) => (
                <tr key={day.day}>
                  <th scope="row">Day {day.day}</th>
                  <td>
                    {formatNumber(dayCalories(index))} kcal
                    {target !== null ? ` (target ${formatNumber(target)})` : ''}
                  </td>
                  {person ? null : (
                    <>
                      <td>{day.proteinG} g</td>
                      <td>{day.carbsG} g</td>
                      {stats.countsNetCarbs ? <td>{day.netCarbsG} g</td> : null}
                      <td>{day.fatG} g</td>
                    </>
                  )}
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
