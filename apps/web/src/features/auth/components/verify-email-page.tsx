import { ACCOUNT_MESSAGES, SECURITY_MESSAGES } from '@saverly/contracts';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Message } from '../../../components/message';
import { LoadingBlock } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-client';
import { undoEmailChange } from '../api/undo-email-change';
import { fetchProfile } from '../api/fetch-profile';
import { useResendVerificationEmail, verifyEmail } from '../api/verify-email';
import { useAuth } from '../auth-context';
import { AuthLayout } from './auth-layout';
import { queryKeys } from '../../../lib/query-keys';

const VERIFY_EMAIL_TEXT = {
  verifying: 'Verifying your email...',
  failedToCheck: 'Unable to verify your email right now. Please try again.',
  undoing: 'Undoing the email change...',
  resendFailed: 'Failed to send the verification email. Please try again.',
} as const;

/**
 * /verify-email?token=…: posts the token once (a query, so React's double effects in development
 * and re-renders never spend the single-use token twice), then shows the outcome.
 */
export function VerifyEmailPage({ token }: { token: string | null }) {
  const [searchParams] = useSearchParams();
  // The link mailed to the old address when the email is being changed (ADR 0026).
  if (searchParams.get('action') === 'undo-email-change') return <UndoEmailChange token={token} />;
  return <VerifyEmail token={token} />;
}

function VerifyEmail({ token }: { token: string | null }) {
  const { user, isAuthenticated, loading, updateUser } = useAuth();
  const verification = useQuery({
    queryKey: queryKeys.auth.verifyEmail(token),
    queryFn: () => verifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const verified = verification.isSuccess;

  // A signed-in member's badge should say Verified at once: reload the profile after success.
  useEffect(() => {
    if (!verified || !isAuthenticated || user?.email_verified) return;
    let active = true;
    fetchProfile()
      .then((fresh) => {
        if (active) updateUser(fresh);
      })
      .catch((error: unknown) => console.warn('Could not reload the profile', error));
    return () => {
      active = false;
    };
  }, [verified, isAuthenticated, user?.email_verified, updateUser]);

  if (token && verification.isPending) {
    return (
      <AuthLayout title="Verify your email">
        <LoadingBlock text={VERIFY_EMAIL_TEXT.verifying} />
      </AuthLayout>
    );
  }

  if (verification.isSuccess) {
    return (
      <AuthLayout title="Email Verified">
        <div className="auth-sent">
          <div className="auth-sent__icon" aria-hidden="true">
            <CircleCheck />
          </div>
          <Message type="success" message={verification.data.message} />
          <div className="auth-sent__actions">
            {loading ? null : isAuthenticated ? (
              <Link to="/dashboard" className="button button--primary button--block">
                Go to Dashboard
              </Link>
            ) : (
              <Link to="/login" className="button button--primary button--block">
                Go to Login
              </Link>
            )}
          </div>
        </div>
      </AuthLayout>
    );
  }

  // No token, an invalid or expired one (400), or the check could not be made.
  const rejected = !token || (isApiError(verification.error) && verification.error.status === 400);
  const message = rejected ? ACCOUNT_MESSAGES.verificationLinkInvalid : VERIFY_EMAIL_TEXT.failedToCheck;
  return (
    <AuthLayout title="Invalid Verification Link">
      <div className="auth-sent">
        <div className="auth-sent__icon auth-sent__icon--warning" aria-hidden="true">
          <LinkIcon />
        </div>
        <Message type="error" message={message} />
        {loading ? null : isAuthenticated ? (
          user?.email_verified ? (
            <div className="auth-sent__actions">
              <Link to="/profile" className="button button--primary button--block">
                Go to Profile
              </Link>
            </div>
          ) : (
            <ResendVerification />
          )
        ) : (
          <>
            <p>Log in to get a new verification link from your profile.</p>
            <div className="auth-sent__actions">
              <Link
                to="/login"
                state={{ from: { pathname: '/profile', search: '', hash: '' } }}
                className="button button--primary button--block"
              >
                Go to Login
              </Link>
            </div>
          </>
        )}
      </div>
    </AuthLayout>
  );
}

function ResendVerification() {
  const resend = useResendVerificationEmail();
  return (
    <>
      {resend.isSuccess ? <Message type="success" message={resend.data.message} /> : null}
      {resend.isError ? <Message type="error" message={VERIFY_EMAIL_TEXT.resendFailed} /> : null}
      <div className="auth-sent__actions">
        <button
          type="button"
          className="button button--primary button--block"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? 'Sending...' : 'Resend verification email'}
        </button>
        <Link to="/dashboard" className="button button--secondary button--block">
          Go to Dashboard
        </Link>
      </div>
    </>
  );
}

/**
 * /verify-email?token=…&action=undo-email-change: keeps (or brings back) the old address and signs
 * every device out, so whoever changed it is out; the owner is told to reset the password.
 */
function UndoEmailChange({ token }: { token: string | null }) {
  const undo = useQuery({
    queryKey: queryKeys.auth.undoEmailChange(token),
    queryFn: () => undoEmailChange(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (token && undo.isPending) {
    return (
      <AuthLayout title="Undo email change">
        <LoadingBlock text={VERIFY_EMAIL_TEXT.undoing} />
      </AuthLayout>
    );
  }
  if (undo.isSuccess) {
    return (
      <AuthLayout title="Email Change Undone">
        <div className="auth-sent">
          <div className="auth-sent__icon" aria-hidden="true">
            <CircleCheck />
          </div>
          <Message type="success" message={undo.data.message} />
          <div className="auth-sent__actions">
            <Link to="/forgot-password" className="button button--primary button--block">
              Reset your password
            </Link>
            <Link to="/login" className="button button--secondary button--block">
              Go to Login
            </Link>
          </div>
        </div>
      </AuthLayout>
    );
  }
  const rejected = !token || (isApiError(undo.error) && undo.error.status === 400);
  return (
    <AuthLayout title="Invalid Link">
      <div className="auth-sent">
        <div className="auth-sent__icon auth-sent__icon--warning" aria-hidden="true">
          <LinkIcon />
        </div>
        <Message
          type="error"
          message={rejected ? SECURITY_MESSAGES.emailChangeUndoInvalid : VERIFY_EMAIL_TEXT.failedToCheck}
        />
        <div className="auth-sent__actions">
          <Link to="/forgot-password" className="button button--primary button--block">
            Reset your password
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
