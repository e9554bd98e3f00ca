import type { SavedPlan } from '@saverly/contracts';
import { formatMoney } from '../lib/format';
import { planDays } from '../lib/plan-meals';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The plan's meals by day: details, sides, expandable ingredients and numbered instructions. */
export function SavedMeals({ plan }: { plan: SavedPlan['plan'] }) {
  const days = planDays(plan).filter((day) => day.meals.length > 0);
  if (days.length === 0) return <p className="panel__text">This plan has no meals.</p>;
  return (
    <div className="saved-meals">
      {days.map((day) => (
        <section key={day.day} className="saved-meals__day" aria-labelledby={`day-${day.day}`}>
          <h3 id={`day-${day.day}`} className="saved-meals__day-title">
            Day {day.day}
          </h3>
          <ul className="saved-meals__list">
            {day.meals.map((meal) => (
              <li key={meal.key}>
                <article className="saved-meal card" aria-label={meal.name}>
                  <h4 className="saved-meal__name">{meal.name}</h4>
                  <p className="saved-meal__facts">
                    {[
                      meal.type ? capitalise(meal.type) : null,
                      meal.difficulty,
                      meal.prepTime !== null ? `${meal.prepTime} min` : null,
                      meal.estimatedCost !== null ? `about ${formatMoney(meal.estimatedCost)}` : null,
                      meal.servingInfo,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {meal.sides.length > 0 ? (
                    <p className="saved-meal__sides">Served with {meal.sides.join(', ')}</p>
                  ) : null}
                  {meal.ingredients.length > 0 ? (
                    <details className="saved-meal__details">
                      <summary>Ingredients ({meal.ingredients.length})</summary>
                      <ul>
                        {meal.ingredients.map((line, index) => (
                          <li key={index}>{line}</li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                  {meal.instructions.length > 0 ? (
                    <div className="saved-meal__steps">
                      <h5>Instructions</h5>
                      <ol>
                        {meal.instructions.map((line, index) => (
                          <li key={index}>{line}</li>
                        ))}
                      </ol>
                    </div>
                  ) : null}
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
