import { ACCOUNT_MESSAGES, LIMITS, resetPasswordError, TOKEN_EXPIRED } from '@saverly/contracts';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/form-field';
import { Message, messageTypeFor } from '../../../components/message';
import { LoadingBlock } from '../../../components/spinner';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useValidateResetToken } from '../api/validate-reset-token';
import { AuthLayout } from './auth-layout';
import { focusField, serverMessageOr, UNEXPECTED_ERROR } from '../../../lib/form-errors';
import { PasswordStrength } from './password-strength';

/** Why a reset link cannot be used (spec section 8). */
function invalidLinkMessage(validation: { error?: string }): string {
  return validation.error === TOKEN_EXPIRED
    ? ACCOUNT_MESSAGES.resetLinkExpired
    : ACCOUNT_MESSAGES.resetLinkInvalid;
}

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthLayout title="Invalid Reset Link">
      <div className="auth-sent">
        <div className="auth-sent__icon auth-sent__icon--warning" aria-hidden="true">
          <LinkIcon />
        </div>
        <Message type="error" message={message} />
        <div className="auth-sent__actions">
          <Link to="/forgot-password" className="button button--primary button--block">
            Request New Reset Link
          </Link>
          <Link to="/login" className="button button--secondary button--block">
            Back to login
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}

function ResetSucceeded() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate('/login', { replace: true }),
      LIMITS.redirectAfterResetMs,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthLayout title="Password Reset Successful">
      <div className="auth-sent">
        <div className="auth-sent__icon" aria-hidden="true">
          <CircleCheck />
        </div>
        <Message type="success" message="Your password has been changed. Taking you to the login page..." />
        <Link to="/login" className="button button--primary button--block">
          Go to login now
        </Link>
      </div>
    </AuthLayout>
  );
}

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const confirmMutation = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; error: unknown } | null>(null);
  const [done, setDone] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = resetPasswordError(password, confirmPassword);
    setInvalid(problem);
    setFailure(null);
    if (problem) {
      focusField(formRef.current, problem === 'Passwords do not match' ? 'confirmPassword' : 'password');
      return;
    }
    confirmMutation.mutate(
      { token, password },
      {
        onSuccess: () => setDone(true),
        onError: (error) => setFailure({ message: serverMessageOr(error, UNEXPECTED_ERROR), error }),
      },
    );
  }

  if (done) return <ResetSucceeded />;

  const pending = confirmMutation.isPending;
  const mismatch = invalid === 'Passwords do not match';
  return (
    <AuthLayout
      title={
        <>
          Set a new password for <span className="auth-card__title-email">{email}</span>
        </>
      }
      subtitle="Choose a password you don't use anywhere else."
    >
      <form ref={formRef} className="form" noValidate onSubmit={submit} aria-busy={pending}>
        {failure ? (
          <Message
            type={messageTypeFor(failure.error)}
            message={failure.message}
            onDismiss={() => setFailure(null)}
          />
        ) : null}
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (!mismatch) setInvalid(null);
          }}
          error={invalid && !mismatch ? invalid : null}
        >
          <PasswordStrength password={password} />
        </PasswordField>
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            if (mismatch) setInvalid(null);
          }}
          error={mismatch ? invalid : null}
        />
        <button type="submit" className="button button--primary button--lg button--block" disabled={pending}>
          {pending ? 'Resetting Password...' : 'Reset Password'}
        </button>
      </form>
    </AuthLayout>
  );
}

/** Reset password: validate the link on load, then the form, an invalid-link screen or success. */
export function ResetPassword({ token }: { token: string | null }) {
  const validation = useValidateResetToken(token);

  if (!token) return <InvalidLink message="Invalid or missing reset token" />;
  if (validation.isPending) {
    return (
      <AuthLayout title="Reset your password">
        <LoadingBlock text="Validating reset link..." />
      </AuthLayout>
    );
  }
  if (validation.isError) {
    return (
      <InvalidLink
        message={serverMessageOr(validation.error, 'Unable to validate reset link. Please try again.')}
      />
    );
  }
  if (!validation.data.valid) return <InvalidLink message={invalidLinkMessage(validation.data)} />;
  return <NewPasswordForm token={token} email={validation.data.user?.email ?? 'your account'} />;
}
