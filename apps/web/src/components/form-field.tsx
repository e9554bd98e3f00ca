import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  /** Shown under the input and linked to it; marks the input invalid. */
  error?: string | null;
  /** Help text under the input, linked to it. */
  hint?: ReactNode;
  /** Extra content under the input (a strength meter, a checklist). */
  children?: ReactNode;
}

function describedBy(...ids: (string | false | undefined)[]) {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** A labelled input with optional hint and error, wired for screen readers. */
export function TextField({ label, error, hint, id, children, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error ? errorId : undefined)}
      />
      {hint !== undefined ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a Show/Hide toggle. */
export function PasswordField({ label, error, hint, id, children, ...input }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__control">
        <input
          {...input}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className="field__input field__input--with-toggle"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint !== undefined && hintId, error ? errorId : undefined)}
        />
        <button
          type="button"
          className="icon-button field__toggle"
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </button>
      </div>
      {hint !== undefined ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface SelectFieldProps {
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string | null;
  hint?: string;
  /** Extra class on the field (its place in a layout). */
  className?: string;
}

/** A labelled select in the form's field style, with optional hint and error, wired as `TextField`. */
export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  error,
  hint,
  className,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error ? `${id}-error` : undefined)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint !== undefined ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
