import { ACCOUNT_MESSAGES, normaliseEmail } from '@saverly/contracts';
import { MailCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/form-field';
import { Message, messageTypeFor } from '../../../components/message';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { validateForgotPassword } from '../lib/validation';
import { AuthLayout } from './auth-layout';
import { focusField, serverMessageOr, UNEXPECTED_ERROR } from '../../../lib/form-errors';

/** Forgot password: the form, then the "Check your email" confirmation, then back via Send another email. */
export function ForgotPassword() {
  const formRef = useRef<HTMLFormElement>(null);
  const requestMutation = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; error: unknown } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateForgotPassword(email);
    setInvalid(problem);
    setFailure(null);
    if (problem) {
      focusField(formRef.current, 'email');
      return;
    }
    const address = normaliseEmail(email);
    requestMutation.mutate(
      { email: address },
      {
        // The server answers the same for every address (no account enumeration).
        onSuccess: () => setSentTo(address),
        onError: (error) => setFailure({ message: serverMessageOr(error, UNEXPECTED_ERROR), error }),
      },
    );
  }

  if (sentTo) {
    return (
      <AuthLayout title="Check your email" subtitle={ACCOUNT_MESSAGES.resetLinkSent}>
        <div className="auth-sent">
          <div className="auth-sent__icon" aria-hidden="true">
            <MailCheck />
          </div>
          <p>
            We sent the request for <strong>{sentTo}</strong>.
          </p>
          <h2 className="auth-sent__tips-title">Didn&apos;t get it?</h2>
          <ul className="auth-sent__tips">
            <li>Look in your spam or junk folder.</li>
            <li>Check that you typed the address you signed up with.</li>
            <li>Wait a few minutes: email can take a little while to arrive.</li>
          </ul>
          <div className="auth-sent__actions">
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => {
                requestMutation.reset();
                setSentTo(null);
              }}
            >
              Send another email
            </button>
            <Link to="/login" className="button button--primary button--block">
              Back to login
            </Link>
          </div>
        </div>
      </AuthLayout>
    );
  }

  const pending = requestMutation.isPending;
  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Back to login</Link>
        </p>
      }
    >
      <form ref={formRef} className="form" noValidate onSubmit={submit} aria-busy={pending}>
        {failure ? (
          <Message
            type={messageTypeFor(failure.error)}
            message={failure.message}
            onDismiss={() => setFailure(null)}
          />
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(null);
          }}
          error={invalid}
        />
        <button type="submit" className="button button--primary button--lg button--block" disabled={pending}>
          {pending ? 'Sending...' : 'Send Reset Link'}
        </button>
      </form>
    </AuthLayout>
  );
}
