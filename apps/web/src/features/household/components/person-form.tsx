import {
  DIETARY_RESTRICTIONS,
  HOUSEHOLD_ACTIVITY_LABELS,
  HOUSEHOLD_ACTIVITY_LEVELS,
  HOUSEHOLD_AGE_BAND_LABELS,
  HOUSEHOLD_AGE_BANDS,
  HOUSEHOLD_LIMITS,
  HOUSEHOLD_SEX_LABELS,
  HOUSEHOLD_SEXES,
} from '@saverly/contracts';
import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { SelectField, TextField } from '../../../components/form-field';
import { Message, messageTypeFor } from '../../../components/message';
import { focusField, returnedErrorMessage } from '../../../lib/form-errors';
import { validatePerson } from '../lib/person';
import type { PersonField, PersonFormValues } from '../lib/person';

const AGE_OPTIONS = [
  { value: '', label: 'Choose an age' },
  ...HOUSEHOLD_AGE_BANDS.map((band) => ({ value: band, label: HOUSEHOLD_AGE_BAND_LABELS[band] })),
];
const SEX_OPTIONS = [
  { value: '', label: 'Not given' },
  ...HOUSEHOLD_SEXES.map((sex) => ({ value: sex, label: HOUSEHOLD_SEX_LABELS[sex] })),
];
const ACTIVITY_OPTIONS = [
  { value: '', label: 'Not given' },
  ...HOUSEHOLD_ACTIVITY_LEVELS.map((level) => ({ value: level, label: HOUSEHOLD_ACTIVITY_LABELS[level] })),
];

interface PersonFormProps {
  /** The form's heading ("Add person", "Edit Sam"). */
  title: string;
  initial: PersonFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The last refusal, shown with the server's message. */
  error: unknown;
  onSubmit: (values: PersonFormValues) => void;
  onCancel: () => void;
  /** Shown under the heading. */
  intro?: ReactNode;
}

/**
 * Adds or edits a person: name, age (with optional sex and activity level), their own calories per
 * day or the guidelines' estimate, and their dietary needs (the wizard's eight, named as there).
 */
export function PersonForm({
  title,
  initial,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  intro,
}: PersonFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<{ field: PersonField; message: string } | null>(null);

  // Opening the form puts the keyboard in its first field.
  useEffect(() => focusField(formRef.current, 'displayName'), []);

  const set = <K extends keyof PersonFormValues>(field: K, value: PersonFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };
  const errorOf = (field: PersonField) => (invalid?.field === field ? invalid.message : null);

  function toggleRestriction(name: (typeof DIETARY_RESTRICTIONS)[number]) {
    const list = values.dietaryRestrictions;
    set('dietaryRestrictions', list.includes(name) ? list.filter((item) => item !== name) : [...list, name]);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validatePerson(values);
    setInvalid(problem);
    if (problem) {
      focusField(formRef.current, problem.field);
      return;
    }
    onSubmit(values);
  }

  return (
    <form
      ref={formRef}
      className="form household-form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={pending}
    >
      <div>
        <h4 id={`${id}-title`} className="household-form__title">
          {title}
        </h4>
        {intro ? <p className="panel__text">{intro}</p> : null}
      </div>
      <TextField
        label="Name"
        name="displayName"
        autoComplete="off"
        maxLength={HOUSEHOLD_LIMITS.displayNameMax}
        value={values.displayName}
        error={errorOf('displayName')}
        onChange={(event) => set('displayName', event.target.value)}
      />
      <SelectField
        label="Age"
        name="ageBand"
        value={values.ageBand}
        options={AGE_OPTIONS}
        error={errorOf('ageBand')}
        onChange={(value) => set('ageBand', value as PersonFormValues['ageBand'])}
      />
      <div className="form-row form-row--split">
        <SelectField
          label="Sex (optional)"
          name="sex"
          value={values.sex}
          options={SEX_OPTIONS}
          onChange={(value) => set('sex', value as PersonFormValues['sex'])}
        />
        <SelectField
          label="Activity level (optional)"
          name="activityLevel"
          value={values.activityLevel}
          options={ACTIVITY_OPTIONS}
          onChange={(value) => set('activityLevel', value as PersonFormValues['activityLevel'])}
        />
      </div>
      <TextField
        label="Calories per day (optional)"
        name="caloriesPerDay"
        type="number"
        inputMode="numeric"
        min={HOUSEHOLD_LIMITS.minCaloriesPerDay}
        max={HOUSEHOLD_LIMITS.maxCaloriesPerDay}
        step={50}
        value={values.caloriesPerDay}
        error={errorOf('caloriesPerDay')}
        hint="Leave empty to use the estimate for their age, sex and activity from the Dietary Guidelines for Americans."
        onChange={(event) => set('caloriesPerDay', event.target.value)}
      />
      <fieldset className="household-form__needs">
        <legend className="field__label">Dietary needs</legend>
        <div className="chips">
          {DIETARY_RESTRICTIONS.map((name) => (
            <label key={name} className="chip">
              <input
                type="checkbox"
                name="dietaryRestrictions"
                value={name}
                className="chip__input"
                checked={values.dietaryRestrictions.includes(name)}
                onChange={() => toggleRestriction(name)}
              />
              <Check className="chip__check" aria-hidden="true" />
              <span>{name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? <Message type={messageTypeFor(error)} message={returnedErrorMessage(error)} /> : null}
      <div className="panel__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
