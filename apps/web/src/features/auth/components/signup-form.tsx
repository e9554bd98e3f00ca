import { ACCOUNT_MESSAGES } from '@saverly/contracts';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Location } from 'react-router';
import { PasswordField, TextField } from '../../../components/form-field';
import { Message, messageTypeFor } from '../../../components/message';
import { useRegister } from '../api/register';
import { toRegistration, validateSignup } from '../lib/validation';
import type { SignupField, SignupInput, SignupValidation } from '../lib/validation';
import { focusField, retryDetails, returnedErrorMessage } from '../../../lib/form-errors';
import { PasswordStrength } from './password-strength';

const EMPTY: SignupInput = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export function SignupForm({ returnTo }: { returnTo?: Pick<Location, 'pathname' | 'search' | 'hash'> }) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const [values, setValues] = useState<SignupInput>(EMPTY);
  const [invalid, setInvalid] = useState<SignupValidation | null>(null);

  const bind = (field: SignupField) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      // A corrected field stops showing its error.
      if (invalid?.field === field) setInvalid(null);
    },
    error: invalid?.field === field ? invalid.message : null,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateSignup(values);
    setInvalid(problem);
    if (problem) {
      focusField(formRef.current, problem.field);
      return;
    }
    const registration = toRegistration(values);
    registerMutation.mutate(registration, {
      onSuccess: () =>
        void navigate('/login', {
          state: {
            message: ACCOUNT_MESSAGES.accountCreated,
            email: registration.email,
            ...(returnTo ? { from: returnTo } : {}),
          },
        }),
    });
  }

  const pending = registerMutation.isPending;
  return (
    // method="post": on the prerendered page a submit before the script has taken over must not put
    // the password in the address (a GET form would); the script's submit handler prevents it.
    <form ref={formRef} className="form" method="post" noValidate onSubmit={submit} aria-busy={pending}>
      {registerMutation.error ? (
        <Message
          type={messageTypeFor(registerMutation.error)}
          message={returnedErrorMessage(registerMutation.error)}
          details={retryDetails(registerMutation.error)}
          onDismiss={() => registerMutation.reset()}
        />
      ) : null}
      <div className="form-row form-row--split">
        <TextField label="First name" autoComplete="given-name" {...bind('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...bind('lastName')} />
      </div>
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...bind('email')} />
      <PasswordField label="Password" autoComplete="new-password" {...bind('password')}>
        <PasswordStrength password={values.password} />
      </PasswordField>
      <PasswordField label="Confirm password" autoComplete="new-password" {...bind('confirmPassword')} />
      <button type="submit" className="button button--primary button--lg button--block" disabled={pending}>
        {pending ? 'Signing Up...' : 'Sign Up'}
      </button>
      <p className="auth-form__fineprint">
        By signing up you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </form>
  );
}
