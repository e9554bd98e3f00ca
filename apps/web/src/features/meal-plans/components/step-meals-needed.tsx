import { MEAL_TYPES } from '@saverly/contracts';
import type { MealType } from '@saverly/contracts';
import { Check, Coffee, Sandwich, UtensilsCrossed } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { capitalize } from '../lib/format';
import { plural } from '../../../lib/plural';
import { selectedMealTypes } from '../lib/form';
import type { MealPlanForm } from '../lib/form';

const ICONS: Record<MealType, LucideIcon> = {
  breakfast: Coffee,
  lunch: Sandwich,
  dinner: UtensilsCrossed,
};

interface StepMealsNeededProps {
  form: MealPlanForm;
  onChange: (patch: Partial<MealPlanForm>) => void;
}

/** Step 2, Meals Needed: breakfast, lunch and dinner toggle cards, each with its meal count. */
export function StepMealsNeeded({ form, onChange }: StepMealsNeededProps) {
  const types = selectedMealTypes(form);
  const total = types.length * form.numberOfDays;
  return (
    <div className="mp-step">
      <fieldset className="mp-group">
        <legend className="mp-group__legend">Which meals do you need?</legend>
        <div className="mp-choices mp-choices--meals">
          {MEAL_TYPES.map((type) => {
            const Icon = ICONS[type];
            return (
              <label key={type} className="mp-choice mp-choice--toggle mp-choice--meal">
                <input
                  type="checkbox"
                  className="mp-choice__input"
                  checked={form.selectedMeals[type]}
                  onChange={() =>
                    onChange({ selectedMeals: { ...form.selectedMeals, [type]: !form.selectedMeals[type] } })
                  }
                />
                <Icon className="mp-choice__icon" aria-hidden="true" />
                <span className="mp-choice__title">{capitalize(type)}</span>{' '}
                <span className="mp-choice__caption">{plural(form.numberOfDays, 'meal', 'meals')}</span>
                <Check className="mp-choice__check" aria-hidden="true" />
              </label>
            );
          })}
        </div>
      </fieldset>
      <p className={`mp-hint${types.length === 0 ? ' mp-hint--warning' : ''}`} aria-live="polite">
        {types.length === 0
          ? 'Choose at least one meal to continue.'
          : `${plural(total, 'meal', 'meals')} in all, for ${plural(form.familySize, 'person', 'people')}.`}
      </p>
    </div>
  );
}
