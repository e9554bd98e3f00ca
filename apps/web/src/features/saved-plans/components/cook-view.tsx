import type { SavedMeal } from '@saverly/contracts';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DietConflictNote } from '../../../components/diet-conflict';
import { shareDetail } from '../../../lib/meal-share';
import { formatMoney } from '../../../lib/money';
import { mealFacts, stepText } from '../lib/plan-meals';
import { StepsNote } from '../../../components/steps-note';
import { aheadSentence } from '../../../lib/make-ahead';

interface CookViewProps {
  meal: SavedMeal;
  backHref: string;
}

/**
 * One meal to cook from: big readable text, the ingredients with amounts for the meal's servings
 * (each can be ticked as it goes in) and the numbered steps.
 */
export function CookView({ meal, backHref }: CookViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [meal.id]);
  return (
    <article className="cook-view" aria-labelledby="cook-title">
      <p className="saved-plan__back">
        <Link to={backHref} className="text-link">
          <ArrowLeft aria-hidden="true" /> Back to the meals
        </Link>
      </p>
      <h1 id="cook-title" className="cook-view__title" tabIndex={-1} ref={heading}>
        {meal.name}
      </h1>
      <p className="cook-view__facts">
        {meal.own_recipe ? <span className="saved-meal__own">Our recipe</span> : null}
        {mealFacts(meal, formatMoney)}
      </p>
      {meal.diet_conflict ? <DietConflictNote conflict={meal.diet_conflict} /> : null}
      {meal.make_ahead ? <p className="cook-view__ahead">{aheadSentence(meal.make_ahead)}</p> : null}
      <section aria-labelledby="cook-ingredients" className="cook-view__section">
        <h2 id="cook-ingredients" className="cook-view__heading">
          {/* People, not "servings": a meal's portion is often more than one recipe serving each
              ("1 1/2 recipe servings each"), and "for 4 servings" beside it read as less food. */}
          Ingredients for {meal.servings} {meal.servings === 1 ? 'person' : 'people'}
        </h2>
        {/* The facts above say how much of the recipe is cooked ("6 in all; the recipe serves 4"): whether to multiply
            again was the question a family asked. */}
        <p className="cook-view__note">Amounts are for the whole meal as planned: nothing to multiply.</p>
        <ul className="cook-view__ingredients">
          {meal.ingredients.map((line, index) => (
            <li key={index}>
              <label className="cook-view__ingredient">
                <input type="checkbox" className="cook-view__tick" />
                <span>{line}</span>
              </label>
            </li>
          ))}
          {meal.sides.map((side) => (
            <li key={side.food_id}>
              <label className="cook-view__ingredient">
                <input type="checkbox" className="cook-view__tick" />
                <span>{side.text} (served with it)</span>
              </label>
            </li>
          ))}
        </ul>
      </section>
      {meal.people && meal.people.length > 0 ? (
        <section aria-labelledby="cook-plates" className="cook-view__section">
          <h2 id="cook-plates" className="cook-view__heading">
            Serving each person
          </h2>
          <ul className="cook-view__plates">
            {meal.people.map((share) => (
              <li key={share.person_id ?? share.name}>
                <strong>{share.name}</strong> {shareDetail(share, meal.people ?? [])}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* How to make the sides, before the steps: rice is started first, toast made last. */}
      {meal.sides.some((side) => side.method) ? (
        <section aria-labelledby="cook-sides" className="cook-view__section">
          <h2 id="cook-sides" className="cook-view__heading">
            On the side
          </h2>
          <ul className="cook-view__sides">
            {meal.sides
              .filter((side) => side.method)
              .map((side) => (
                <li key={side.food_id}>
                  <strong>{side.text}.</strong> {side.method}
                </li>
              ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="cook-steps" className="cook-view__section">
        <h2 id="cook-steps" className="cook-view__heading">
          Steps
        </h2>
        <StepsNote className="cook-view__note" />
        <ol className="cook-view__steps">
          {meal.instructions.map((step, index) => (
            <li key={index} className="cook-view__step">
              <span className="cook-view__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="cook-view__step-text">
                <span className="visually-hidden">Step {index + 1}: </span>
                {stepText(step)}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
