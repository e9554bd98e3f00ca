import { Navigate, useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../features/auth/auth-context';
import { SignupPage } from '../../../features/auth/components/signup-page';
import { readReturnTo } from './return-to';

/**
 * A signed-in member has an account: /signup (and /register) sends them on as /login does, to the
 * page they came for or /dashboard (a walk-through's member met "Create your account" beside their
 * own avatar).
 */
export function SignupRoute() {
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  const returnTo = readReturnTo(location.state);
  if (isAuthenticated)
    return (
      <Navigate
        to={returnTo ? `${returnTo.pathname}${returnTo.search}${returnTo.hash}` : '/dashboard'}
        replace
      />
    );
  return (
    <>
      <PageTitle title="Create your account" />
      <SignupPage returnTo={returnTo} />
    </>
  );
}
