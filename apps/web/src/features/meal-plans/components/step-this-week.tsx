import { DAY_OPTIONS, FAMILY_SIZES, MAX_FAMILY_SIZE, MEAL_PLAN_LIMITS } from '@saverly/contracts';
import { Info, Tag } from 'lucide-react';
import { useId } from 'react';
import { TextField } from '../../../components/form-field';
import type { MealPlanForm } from '../lib/form';

interface StepThisWeekProps {
  form: MealPlanForm;
  onChange: (patch: Partial<MealPlanForm>) => void;
  favorProductIds: string[];
  /** The deal's name, once the server named it. */
  favorName?: string | null;
  onDropFavor: () => void;
  /** The spec's pre-ticked diets, said plainly before a first plan (null: nothing to say). */
  dietsNotice?: string | null;
}

export const familySizeLabel = (size: number) =>
  size >= MAX_FAMILY_SIZE ? `${MAX_FAMILY_SIZE}+` : String(size);

/** Step 1, This Week: how many days, how many people, and an optional special occasion. */
export function StepThisWeek({
  form,
  onChange,
  favorProductIds,
  favorName = null,
  onDropFavor,
  dietsNotice = null,
}: StepThisWeekProps) {
  const id = useId();
  return (
    <div className="mp-step">
      {dietsNotice ? <DietsNotice text={dietsNotice} where="You can change them in step 3." /> : null}
      {favorProductIds.length > 0 ? (
        <div className="mp-note" role="note">
          <Tag aria-hidden="true" className="mp-note__icon" />
          <p>
            We&apos;ll build the plan around the deal you picked
            {favorName ? (
              <>
                : <strong>{favorName}</strong>
              </>
            ) : null}
            .
          </p>
          <button type="button" className="text-link mp-note__action" onClick={onDropFavor}>
            Don&apos;t use this deal
          </button>
        </div>
      ) : null}

      <fieldset className="mp-group">
        <legend className="mp-group__legend">How many days are you planning?</legend>
        <div className="mp-choices mp-choices--days">
          {DAY_OPTIONS.map((option) => (
            <label key={option.value} className="mp-choice">
              <input
                type="radio"
                className="mp-choice__input"
                name={`${id}-days`}
                value={option.value}
                checked={form.numberOfDays === option.value}
                onChange={() => onChange({ numberOfDays: option.value })}
              />
              <span className="mp-choice__value">{option.value}</span>{' '}
              <span className="mp-choice__unit">{option.value === 1 ? 'day' : 'days'}</span>{' '}
              {option.caption ? <span className="mp-choice__caption">{option.caption}</span> : null}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="mp-group">
        <legend className="mp-group__legend">How many people are you feeding?</legend>
        <div className="mp-choices mp-choices--family">
          {FAMILY_SIZES.map((size) => (
            <label key={size} className="mp-choice">
              <input
                type="radio"
                className="mp-choice__input"
                name={`${id}-family`}
                value={size}
                checked={form.familySize === size}
                onChange={() => onChange({ familySize: size })}
              />
              <span className="mp-choice__value">{familySizeLabel(size)}</span>{' '}
              <span className="mp-choice__unit">{size === 1 ? 'person' : 'people'}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <TextField
        label="Special occasion (optional)"
        hint="A birthday dinner, game night, a holiday: we'll plan around it."
        value={form.specialOccasion}
        maxLength={MEAL_PLAN_LIMITS.maxOccasionLength}
        autoComplete="off"
        onChange={(event) => onChange({ specialOccasion: event.target.value })}
      />
    </div>
  );
}

/** The pre-ticked diets, where a family cannot miss them (steps 1 and 3, before a first plan). */
export function DietsNotice({ text, where }: { text: string; where?: string }) {
  return (
    <div className="mp-note mp-note--diets" role="note">
      <Info aria-hidden="true" className="mp-note__icon" />
      <p>
        <strong>{text}.</strong>
        {where ? <> {where}</> : null}
      </p>
    </div>
  );
}
