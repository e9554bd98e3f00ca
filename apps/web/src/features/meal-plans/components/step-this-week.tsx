import {
  DAY_OPTIONS,
  FAMILY_SIZE_PLUS,
  FAMILY_SIZES,
  MAX_FAMILY_SIZE,
  MEAL_PLAN_LIMITS,
} from '@saverly/contracts';
import { Check, History, Info, Tag } from 'lucide-react';
import { useId } from 'react';
import { SelectField, TextField } from '../../../components/form-field';
import type { MealPlanForm, PlanningPerson } from '../lib/form';
import { formatDate, formatNumber } from '../../../lib/en-us';
import { formatMoney } from '../../../lib/money';
import { plural } from '../../../lib/plural';

interface StepThisWeekProps {
  form: MealPlanForm;
  onChange: (patch: Partial<MealPlanForm>) => void;
  favorProductIds: string[];
  /** The deal's name, once the server named it. */
  favorName?: string | null;
  onDropFavor: () => void;
  /** The spec's pre-ticked diets, said plainly before a first plan (null: nothing to say). */
  dietsNotice?: string | null;
  /** The member's household (issue #18): with two or more people, the plan can be for them. */
  household?: readonly PlanningPerson[];
  /** A recent plan of the member's that was not saved, offered back (null: none). */
  unsavedPlan?: UnsavedPlan | null;
  onOpenUnsavedPlan?: () => void;
}

export interface UnsavedPlan {
  /** When it was made (ISO). */
  readonly createdAt: string;
  readonly meals: number;
  readonly totalCost: number;
}

/** A family-size choice as step 1 shows it: the last is "5+". */
const familySizeLabel = (size: number) => (size === FAMILY_SIZE_PLUS ? `${FAMILY_SIZE_PLUS}+` : String(size));
/** "5+" asks exactly how many: 5 to the most a plan is for. */
const PLUS_SIZES = Array.from(
  { length: MAX_FAMILY_SIZE - FAMILY_SIZE_PLUS + 1 },
  (_, i) => FAMILY_SIZE_PLUS + i,
);

/** Step 1, This Week: how many days, how many people, and an optional special occasion. */
export function StepThisWeek({
  form,
  onChange,
  favorProductIds,
  favorName = null,
  onDropFavor,
  dietsNotice = null,
  household = [],
  unsavedPlan = null,
  onOpenUnsavedPlan,
}: StepThisWeekProps) {
  const id = useId();
  const chosen = form.people ?? [];
  const choosePeople = (ids: string[]) =>
    onChange(
      ids.length > 0 ? { people: ids, familySize: Math.min(ids.length, MAX_FAMILY_SIZE) } : { people: null },
    );
  // In the household's order, whatever order they were ticked in.
  const toggle = (personId: string) =>
    choosePeople(
      household.map((p) => p.id).filter((p) => (p === personId ? !chosen.includes(p) : chosen.includes(p))),
    );
  return (
    <div className="mp-step">
      {unsavedPlan && onOpenUnsavedPlan ? (
        <UnsavedPlanNote plan={unsavedPlan} onOpen={onOpenUnsavedPlan} />
      ) : null}
      {dietsNotice ? <DietsNotice text={dietsNotice} where="You can change the diets in step 3." /> : null}
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
              <Check className="mp-choice__check" aria-hidden="true" />
            </label>
          ))}
        </div>
      </fieldset>

      {household.length > 1 ? (
        <fieldset className="mp-group" aria-describedby={`${id}-people-hint`}>
          <legend className="mp-group__legend">Who&apos;s eating? (your household)</legend>
          <p id={`${id}-people-hint`} className="mp-group__hint">
            Tick who the plan is for: each person gets a portion sized to their calories, and every meal fits
            everyone&apos;s restrictions.
          </p>
          <div className="mp-choices mp-choices--people">
            {household.map((person) => (
              <label key={person.id} className="mp-choice mp-choice--person">
                <input
                  type="checkbox"
                  className="mp-choice__input"
                  checked={chosen.includes(person.id)}
                  onChange={() => toggle(person.id)}
                />
                <span className="mp-choice__value">{person.name}</span>{' '}
                <span className="mp-choice__caption">
                  {formatNumber(person.dailyCalories)} kcal a day
                  {person.restrictions.length > 0 ? ` · ${person.restrictions.join(', ')}` : ''}
                </span>
                <Check className="mp-choice__check" aria-hidden="true" />
              </label>
            ))}
          </div>
          <div className="mp-group__actions">
            <button
              type="button"
              className="button button--secondary button--sm"
              aria-pressed={chosen.length === household.length}
              onClick={() => choosePeople(household.map((p) => p.id))}
            >
              Everyone ({household.length})
            </button>
            {form.people ? (
              <button type="button" className="text-link" onClick={() => choosePeople([])}>
                Plan for a number of people instead
              </button>
            ) : null}
          </div>
        </fieldset>
      ) : null}

      {form.people ? null : (
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
                  checked={size === FAMILY_SIZE_PLUS ? form.familySize >= size : form.familySize === size}
                  onChange={() => onChange({ familySize: size })}
                />
                <span className="mp-choice__value">{familySizeLabel(size)}</span>{' '}
                <span className="mp-choice__unit">{size === 1 ? 'person' : 'people'}</span>
                <Check className="mp-choice__check" aria-hidden="true" />
              </label>
            ))}
          </div>
          {form.familySize >= FAMILY_SIZE_PLUS ? (
            // "5+" is a number of people: a family of seven is planned for seven.
            <SelectField
              className="mp-family-exact"
              label="How many people exactly?"
              value={String(form.familySize)}
              options={PLUS_SIZES.map((size) => ({ value: String(size), label: `${size} people` }))}
              onChange={(value) => onChange({ familySize: Number(value) })}
            />
          ) : null}
        </fieldset>
      )}

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
/** "today" or "Dec 2": the day a plan was made, on the device's calendar. */
export function madeOn(iso: string, now = new Date()): string {
  const made = new Date(iso);
  if (made.toDateString() === now.toDateString()) return 'today';
  return formatDate(made, { month: 'short', day: true, timeZone: 'local' });
}

/** A plan made and left unsaved (another tab, another day), offered back before a new one. */
function UnsavedPlanNote({ plan, onOpen }: { plan: UnsavedPlan; onOpen: () => void }) {
  return (
    <div className="mp-note" role="note">
      <History aria-hidden="true" className="mp-note__icon" />
      <p>
        Your plan from {madeOn(plan.createdAt)} is not saved yet: {plural(plan.meals, 'meal')},{' '}
        {formatMoney(plan.totalCost)}.
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={onOpen}>
        Open that plan
      </button>
    </div>
  );
}

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
