import type { SavedMeal } from '@saverly/contracts';
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';
import { DietConflictNote } from '../../../components/diet-conflict';
import { DishPicture } from '../../../components/dish-picture';
import { shareDetail } from '../../../lib/meal-share';
import { ShareHeat } from '../../../components/share-heat';
import { formatMoney } from '../../../lib/money';
import { mealFacts, planDays, stepText } from '../lib/plan-meals';
import { StepFoodWarnings } from '../../../components/step-food-warnings';

interface SavedMealsProps {
  meals: readonly SavedMeal[];
  /** The link that opens a meal's cook view. */
  cookHref: (mealId: string) => string;
}

/**
 * The recipe's nutrition for one serving, said as that: beside the meal's kcal per person (its
 * portion and sides), "Per serving: 670 kcal" read as a second figure for one meal.
 */
function NutritionLine({ meal }: { meal: SavedMeal }) {
  if (!meal.nutrition) return null;
  const n = meal.nutrition;
  return (
    <p className="saved-meal__nutrition">
      One recipe serving{meal.sides.length > 0 ? ', without sides' : ''}: {Math.round(n.energy_kcal)} kcal ·{' '}
      {Math.round(n.protein_g)} g protein · {Math.round(n.carbohydrate_g)} g carbs · {Math.round(n.fat_g)} g
      fat · {Math.round(n.fiber_g)} g fibre
    </p>
  );
}

/** The plan's meals by day: facts, sides, nutrition, ingredients and steps, and a cook view each. */
export function SavedMeals({ meals, cookHref }: SavedMealsProps) {
  const days = planDays(meals);
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
              <li key={meal.id}>
                <article className="saved-meal card" aria-labelledby={`meal-${meal.id}`}>
                  <div className="saved-meal__head">
                    <DishPicture src={meal.image_url} size="sm" />
                    <h4 id={`meal-${meal.id}`} className="saved-meal__name">
                      {meal.name}
                    </h4>
                  </div>
                  <p className="saved-meal__facts">
                    {meal.own_recipe ? <span className="saved-meal__own">Our recipe</span> : null}
                    {mealFacts(meal, formatMoney)}
                  </p>
                  {meal.diet_conflict ? <DietConflictNote conflict={meal.diet_conflict} /> : null}
                  {meal.sides.length > 0 ? (
                    <p className="saved-meal__sides">
                      Served with {meal.sides.map((s) => s.text).join(', ')}
                    </p>
                  ) : null}
                  {meal.people && meal.people.length > 0 ? (
                    <ul className="saved-meal__shares" aria-label="Each person's portion">
                      {meal.people.map((share) => (
                        <li key={share.person_id ?? share.name}>
                          <strong>{share.name}</strong> {shareDetail(share, meal.people ?? [])}
                          <ShareHeat share={share} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <NutritionLine meal={meal} />
                  {meal.instructions.length > 0 ? (
                    <Link
                      to={cookHref(meal.id)}
                      className="button button--primary button--sm saved-meal__cook"
                      aria-label={`Cook ${meal.name}`}
                    >
                      <ChefHat aria-hidden="true" /> Cook this
                    </Link>
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
                    <details className="saved-meal__details">
                      <summary>Instructions ({meal.instructions.length} steps)</summary>
                      <StepFoodWarnings warnings={meal.step_food_warnings} />
                      <ol>
                        {meal.instructions.map((line, index) => (
                          <li key={index}>{stepText(line)}</li>
                        ))}
                      </ol>
                    </details>
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
