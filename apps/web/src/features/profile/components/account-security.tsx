import type { User } from '@saverly/contracts';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, LogOut, Mail } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { PasswordField, TextField } from '../../../components/form-field';
import { Message } from '../../../components/message';
import { isApiError } from '../../../lib/api-client';
import { changePassword, requestEmailChange, signOutOtherDevices } from '../api/account-security';
import { focusField, serverMessageOr } from '../../../lib/form-errors';

/** Texts the spec does not have (ADR 0026); the server's own messages are shown when it sends one. */
export const SECURITY_TEXT = {
  emailFailed: 'Failed to start the email change. Please try again.',
  passwordFailed: 'Failed to change your password. Please try again.',
  signOutFailed: 'Failed to sign out your other devices. Please try again.',
  passwordsDiffer: 'Passwords do not match',
  newEmailRequired: 'Enter your new email address',
  currentPasswordRequired: 'Enter your current password',
  newPasswordRequired: 'Enter a new password',
} as const;

type Outcome = { type: 'success' | 'error'; text: string } | null;

/** The field the server blamed (`details.fields[0].path` is `body.<name>`), if any. */
function blamedField(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const details = error.details?.details as { fields?: { path?: string }[] } | undefined;
  const path = details?.fields?.[0]?.path;
  return typeof path === 'string' ? path.replace(/^body\./, '') : null;
}

function Outcome({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  return (
    <div aria-live="polite">
      {outcome ? <Message type={outcome.type} message={outcome.text} onDismiss={onDismiss} /> : null}
    </div>
  );
}

/** Change email: the current password, then a link to the new inbox; the old address is told. */
export function ChangeEmailCard({ user }: { user: User }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; current_password?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mutation = useMutation({ mutationFn: requestEmailChange });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const problems = {
      ...(email.trim() ? {} : { email: SECURITY_TEXT.newEmailRequired }),
      ...(password ? {} : { current_password: SECURITY_TEXT.currentPasswordRequired }),
    };
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) return focusField(formRef.current, first);
    mutation.mutate(
      { email: email.trim(), current_password: password },
      {
        onSuccess: (result) => {
          setEmail('');
          setPassword('');
          setOutcome({ type: 'success', text: result.message });
        },
        onError: (error) => {
          const field = blamedField(error);
          const text = serverMessageOr(error, SECURITY_TEXT.emailFailed);
          if (field === 'email' || field === 'current_password') {
            setErrors({ [field]: text });
            focusField(formRef.current, field);
          } else {
            setOutcome({ type: 'error', text });
          }
        },
      },
    );
  }

  return (
    <section className="card panel" aria-labelledby="change-email-title">
      <h2 id="change-email-title" className="panel__title">
        Change email
      </h2>
      <p className="panel__text">
        Your email stays <strong className="details__wrap">{user.email}</strong> until you open the link we
        send to the new address. We also tell your current address, with a link to undo the change.
      </p>
      <Outcome outcome={outcome} onDismiss={() => setOutcome(null)} />
      <form ref={formRef} className="form" noValidate onSubmit={submit} aria-busy={mutation.isPending}>
        <TextField
          label="New email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="Current password"
          name="current_password"
          autoComplete="current-password"
          value={password}
          error={errors.current_password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="panel__actions">
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            <Mail aria-hidden="true" />
            {mutation.isPending ? 'Sending...' : 'Send confirmation link'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Change password: the current one, the new one twice; every other device is signed out. */
export function ChangePasswordCard() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ current_password: '', new_password: '', confirm_password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mutation = useMutation({ mutationFn: changePassword });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const problems: typeof errors = {};
    if (!values.current_password) problems.current_password = SECURITY_TEXT.currentPasswordRequired;
    if (!values.new_password) problems.new_password = SECURITY_TEXT.newPasswordRequired;
    else if (values.new_password !== values.confirm_password)
      problems.confirm_password = SECURITY_TEXT.passwordsDiffer;
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) return focusField(formRef.current, first);
    mutation.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: (result) => {
          setValues({ current_password: '', new_password: '', confirm_password: '' });
          setOutcome({ type: 'success', text: result.message });
        },
        onError: (error) => {
          const field = blamedField(error);
          const text = serverMessageOr(error, SECURITY_TEXT.passwordFailed);
          if (field === 'current_password' || field === 'new_password') {
            setErrors({ [field]: text });
            focusField(formRef.current, field);
          } else {
            setOutcome({ type: 'error', text });
          }
        },
      },
    );
  }

  return (
    <section className="card panel" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="panel__title">
        Change password
      </h2>
      <p className="panel__text">Changing your password signs out every other device.</p>
      <Outcome outcome={outcome} onDismiss={() => setOutcome(null)} />
      <form ref={formRef} className="form" noValidate onSubmit={submit} aria-busy={mutation.isPending}>
        <PasswordField
          label="Current password"
          name="current_password"
          autoComplete="current-password"
          value={values.current_password}
          error={errors.current_password}
          onChange={set('current_password')}
        />
        <PasswordField
          label="New password"
          name="new_password"
          autoComplete="new-password"
          hint="At least 12 characters with an uppercase letter, a number and a special character."
          value={values.new_password}
          error={errors.new_password}
          onChange={set('new_password')}
        />
        <PasswordField
          label="Confirm new password"
          name="confirm_password"
          autoComplete="new-password"
          value={values.confirm_password}
          error={errors.confirm_password}
          onChange={set('confirm_password')}
        />
        <div className="panel__actions">
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            <KeyRound aria-hidden="true" />
            {mutation.isPending ? 'Saving...' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Sign out other devices: every session but this one ends at once. */
export function SignOutOthersCard() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mutation = useMutation({ mutationFn: signOutOtherDevices });
  return (
    <section className="card panel" aria-labelledby="devices-title">
      <h2 id="devices-title" className="panel__title">
        Devices
      </h2>
      <p className="panel__text">
        Signed in on a phone or computer you no longer use? Sign out everywhere except here.
      </p>
      <Outcome outcome={outcome} onDismiss={() => setOutcome(null)} />
      <div className="panel__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={mutation.isPending}
          onClick={() => {
            setOutcome(null);
            mutation.mutate(undefined, {
              onSuccess: (result) => setOutcome({ type: 'success', text: result.message }),
              onError: (error) =>
                setOutcome({ type: 'error', text: serverMessageOr(error, SECURITY_TEXT.signOutFailed) }),
            });
          }}
        >
          <LogOut aria-hidden="true" />
          {mutation.isPending ? 'Signing out...' : 'Sign out other devices'}
        </button>
      </div>
    </section>
  );
}
