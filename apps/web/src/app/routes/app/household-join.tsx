import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { LoadingBlock } from '../../../components/spinner';
import { useAuth } from '../../../features/auth/auth-context';
import { AcceptInvitationPage } from '../../../features/household/components/accept-invitation-page';

/** Why a signed-out visitor of an invitation link is asked to sign in (the mail says the same). */
export const JOIN_SIGN_IN_NOTICE =
  'Log in to join the household, or create a free account with the email address the invitation was sent to.';

/**
 * /household/join?token=…, the link of the household invitation mail (issue #18). A signed-out
 * visitor signs in (or up) first and is brought back here, as a protected route does, told why.
 */
export function HouseholdJoinRoute() {
  const { loading, isAuthenticated, reloadUser } = useAuth();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  if (loading) return <LoadingBlock text="Verifying authentication..." />;
  if (!isAuthenticated) {
    return (
      <Navigate
        replace
        to="/login"
        state={{ from: location, message: JOIN_SIGN_IN_NOTICE, noticeType: 'info' }}
      />
    );
  }
  return (
    <div className="container status-page">
      <PageTitle title="Join a household" />
      <AcceptInvitationPage
        token={searchParams.get('token')}
        onJoined={() => void reloadUser().catch(() => undefined)}
      />
    </div>
  );
}
