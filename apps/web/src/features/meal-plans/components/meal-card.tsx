import type { Meal } from '@saverly/contracts';
import { ChefHat, ChevronDown, Clock, Flame, RefreshCw, Tag } from 'lucide-react';
import { aheadSentence, aheadShort } from '../../../lib/make-ahead';
import { useId, type ReactNode } from 'react';
import { DietConflictNote } from '../../../components/diet-conflict';
import { DishPicture } from '../../../components/dish-picture';
import { Message } from '../../../components/message';
import { Spinner } from '../../../components/spinner';
import { StepsNote } from '../../../components/steps-note';
import { StepFoodWarnings } from '../../../components/step-food-warnings';
import type { WizardError } from '../lib/errors';
import { capitalize, stripStepNumber } from '../lib/format';
import { formatNumber } from '../../../lib/en-us';
import { shareDetail } from '../../../lib/meal-share';
import { ShareHeat } from '../../../components/share-heat';
import { formatMoney } from '../../../lib/money';
import { plural } from '../../../lib/plural';

interface MealCardProps {
  meal: Meal;
  selected: boolean;
  expanded: boolean;
  refreshing: boolean;
  /** Refreshing is not possible right now (the list is being priced). */
  refreshBlocked: boolean;
  onToggleSelected: () => void;
  onToggleExpanded: () => void;
  onRefresh: () => void;
  /** This meal's refresh failed: shown on the card, next to the button that was used. */
  error?: WizardError | null;
  onDismissError?: () => void;
  /** More actions on the meal (a favourite mark), composed by the route. */
  mealActions?: (meal: Meal) => ReactNode;
}

/**
 * One meal of step 4: selection, type, difficulty, prep time, calories per person, cost, its sides,
 * refresh and details (serving, ingredients, sides with amounts, instructions).
 */
export function MealCard({
  meal,
  selected,
  expanded,
  refreshing,
  refreshBlocked,
  onToggleSelected,
  onToggleExpanded,
  onRefresh,
  error,
  onDismissError,
  mealActions,
}: MealCardProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const detailsId = `${id}-details`;
  const refreshDisabled = refreshing || refreshBlocked;
  return (
    <article
      className={`mp-meal${selected ? '' : ' mp-meal--off'}${expanded ? ' mp-meal--open' : ''}`}
      aria-labelledby={nameId}
      aria-busy={refreshing || undefined}
    >
      <div className="mp-meal__head">
        <input
          id={`${id}-select`}
          type="checkbox"
          className="mp-meal__check"
          checked={selected}
          onChange={onToggleSelected}
        />
        <DishPicture src={meal.image_url} className="mp-meal__picture" />
        <div className="mp-meal__title">
          <label htmlFor={`${id}-select`} className="mp-meal__type">
            {capitalize(meal.type)}
            <span className="visually-hidden">: include {meal.name} in the shopping list</span>
          </label>
          <h4 id={nameId} className="mp-meal__name">
            {meal.name}
          </h4>
        </div>
        <p className="mp-meal__cost">
          <span className="visually-hidden">Estimated cost </span>
          {formatMoney(meal.estimated_cost)}
        </p>
      </div>

      <ul className="mp-meal__facts">
        <li>
          <ChefHat aria-hidden="true" />
          <span className="visually-hidden">Difficulty: </span>
          {capitalize(meal.difficulty)}
        </li>
        <li>
          <Clock aria-hidden="true" />
          <span className="visually-hidden">Prep time: </span>
          {meal.prep_time} min
          {meal.make_ahead ? (
            <>
              {' '}
              <span className="mp-meal__ahead">{aheadShort(meal.make_ahead)}</span>
            </>
          ) : null}
        </li>
        {/* A meal far off the family's calories is marked on its card: the plan's note names it,
            but a walk-through's family saw a 107 kcal breakfast look like any other. */}
        <li className={meal.calorie_miss ? 'mp-meal__kcal-miss' : undefined}>
          <Flame aria-hidden="true" />
          {/* One flex item: the list's gap put a space before the comma ("387 kcal , under …"). */}
          <span>
            {formatNumber(meal.calories)} kcal
            {/* A household meal's figure is its people's mean; each one's is in their share. */}
            <span className="visually-hidden">
              {meal.people && meal.people.length > 0 ? ' per person on average' : ' per person'}
            </span>
            {meal.calorie_miss ? missText(meal.calorie_miss) : null}
          </span>
        </li>
        {/* A family recipe of none of the eight cuisines says "Our recipe" only. */}
        {meal.cuisine && meal.cuisine !== 'other' ? <li>{capitalize(meal.cuisine)}</li> : null}
        {meal.own_recipe ? <li className="mp-meal__own">Our recipe</li> : null}
        {meal.on_sale_ingredients.length > 0 ? (
          <li className="mp-meal__sale">
            <Tag aria-hidden="true" />
            {/* Ingredients, not the list's items: "On Sale 7" on a saved list beside "6 on sale"
                on one meal read as numbers that disagree. */}
            {plural(meal.on_sale_ingredients.length, 'ingredient')} on sale
          </li>
        ) : null}
      </ul>

      {meal.diet_conflict ? <DietConflictNote conflict={meal.diet_conflict} /> : null}

      {meal.people && meal.people.length > 0 ? (
        <ul className="mp-meal__shares" aria-label="Each person's portion">
          {meal.people.map((share) => (
            <li key={share.person_id ?? share.name}>
              <span className="mp-meal__share-name">{share.name}</span>{' '}
              {shareDetail(share, meal.people ?? [])}
              <ShareHeat share={share} />
            </li>
          ))}
        </ul>
      ) : null}

      {meal.sides.length > 0 ? (
        <p className="mp-meal__sides">
          <span className="mp-meal__sides-label">With </span>
          {meal.sides.map((side) => side.name).join(', ')}
        </p>
      ) : null}

      {error ? (
        <Message
          type={error.messageType}
          message={error.message}
          onDismiss={onDismissError}
          className="mp-meal__error"
        />
      ) : null}

      <div className="mp-meal__actions">
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-disabled={refreshDisabled || undefined}
          aria-describedby={nameId}
          onClick={() => {
            if (!refreshDisabled) onRefresh();
          }}
        >
          {refreshing ? <Spinner size="sm" /> : <RefreshCw aria-hidden="true" />}
          {refreshing ? 'Refreshing...' : 'Refresh this meal'}
        </button>
        <button
          type="button"
          className="button button--ghost button--sm mp-meal__expand"
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-describedby={nameId}
          onClick={onToggleExpanded}
        >
          {expanded ? 'Hide details' : 'Show details'}
          <ChevronDown aria-hidden="true" className="mp-meal__chevron" />
        </button>
        {mealActions ? mealActions(meal) : null}
      </div>

      <div id={detailsId} className="mp-meal__details" hidden={!expanded}>
        {expanded ? (
          <>
            {meal.description ? <p className="mp-meal__description">{meal.description}</p> : null}
            {meal.make_ahead ? <p className="mp-meal__serving">{aheadSentence(meal.make_ahead)}</p> : null}
            <p className="mp-meal__serving">{meal.serving_info}</p>
            <h5 id={`${id}-ingredients`} className="mp-meal__subhead">
              Ingredients
            </h5>
            <ul className="mp-meal__ingredients" aria-labelledby={`${id}-ingredients`}>
              {meal.ingredients.map((line, index) => (
                <li key={`${index}-${line}`}>{line}</li>
              ))}
            </ul>
            {meal.sides.length > 0 ? (
              <>
                <h5 id={`${id}-sides`} className="mp-meal__subhead">
                  Sides
                </h5>
                <ul className="mp-meal__ingredients" aria-labelledby={`${id}-sides`}>
                  {meal.sides.map((side) => (
                    <li key={side.food_id}>
                      {side.text}{' '}
                      <span className="mp-meal__side-facts">
                        {/* A household's side is some people's, not everyone's: its kcal is in their
                            shares above ("34 kcal per person" was Alex's 100 over three). */}
                        {meal.people && meal.people.length > 0
                          ? `(${formatMoney(side.estimated_cost)})`
                          : `(${formatNumber(side.calories)} kcal per person · ${formatMoney(side.estimated_cost)})`}
                      </span>
                      {side.method ? <span className="mp-meal__side-method">{side.method}</span> : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <h5 id={`${id}-instructions`} className="mp-meal__subhead">
              Instructions
            </h5>
            <StepsNote className="mp-meal__steps-note" />
            <StepFoodWarnings warnings={meal.step_food_warnings} />
            <ol className="mp-meal__instructions" aria-labelledby={`${id}-instructions`}>
              {meal.instructions.map((step, index) => (
                <li key={`${index}-${step}`}>{stripStepNumber(step)}</li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </article>
  );
}

/**
 * A meal off the family's calories, and why, on its own card: the plan's note names three meals
 * and counts the rest ("and 10 more"), so each card says which it is and what kept it there.
 */
function missText(miss: NonNullable<Meal['calorie_miss']>): string {
  const off = `, ${miss.direction} your ${formatNumber(miss.target)}`;
  switch (miss.because) {
    case 'budget':
      return `${off}: one serving, to fit your budget`;
    case 'price':
      return `${off}: one serving, as more adds little for its price`;
    case 'dish':
      return miss.direction === 'under'
        ? `${off} even with a bigger portion`
        : `${off} even as a smaller portion`;
    default:
      return off;
  }
}
