import { Navigate, useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../features/auth/auth-context';
import { LoginPage } from '../../../features/auth/components/login-page';
import { readReturnTo } from './return-to';
import type { ReturnTo } from './return-to';

interface LoginState {
  /** Set by the protected-route wrapper: the page the visitor asked for. */
  from?: ReturnTo;
  /** Set by signup: 'Account created successfully! Please log in.' */
  message?: string;
  /** How the message reads: a success (the default) or information (why signing in is needed). */
  noticeType?: 'success' | 'info';
  /** Set by signup: the address just registered, so the form asks only for the password. */
  email?: string;
}

function readState(state: unknown): LoginState {
  if (typeof state !== 'object' || state === null) return {};
  const { message, noticeType, email } = state as Record<string, unknown>;
  return {
    from: readReturnTo(state),
    message: typeof message === 'string' ? message : undefined,
    noticeType: noticeType === 'info' ? 'info' : undefined,
    email: typeof email === 'string' && email.length <= 254 ? email : undefined,
  };
}

/** Success goes to /dashboard (spec section 2), or back to the signed-in page that sent the visitor here. */
export function LoginRoute() {
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  const { from, message, noticeType, email } = readState(location.state);
  const redirectTo = from ? `${from.pathname}${from.search}${from.hash}` : '/dashboard';

  if (isAuthenticated) return <Navigate to={redirectTo} replace />;
  return (
    <>
      <PageTitle title="Sign In" />
      <LoginPage
        redirectTo={redirectTo}
        returnTo={from}
        notice={message}
        noticeType={noticeType}
        {...(email ? { email } : {})}
      />
    </>
  );
}
