import { Navigate, useLocation } from 'react-router';
import type { Location } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../features/auth/auth-context';
import { LoginPage } from '../../../features/auth/components/login-page';

interface LoginState {
  /** Set by the protected-route wrapper: the page the visitor asked for. */
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Set by signup: 'Account created successfully! Please log in.' */
  message?: string;
}

function readState(state: unknown): LoginState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, message } = state as Record<string, unknown>;
  const validFrom =
    typeof from === 'object' && from !== null && typeof (from as Location).pathname === 'string'
      ? (from as Location)
      : undefined;
  return { from: validFrom, message: typeof message === 'string' ? message : undefined };
}

/** Success goes to /dashboard (spec section 2), or back to the signed-in page that sent the visitor here. */
export function LoginRoute() {
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  const { from, message } = readState(location.state);
  const redirectTo = from ? `${from.pathname}${from.search}${from.hash}` : '/dashboard';

  if (isAuthenticated) return <Navigate to={redirectTo} replace />;
  return (
    <>
      <PageTitle title="Sign In" />
      <LoginPage redirectTo={redirectTo} notice={message} />
    </>
  );
}
