import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../features/auth/auth-context';
import { PricingPage } from '../../../features/marketing/components/pricing-page';
import { TrialButton } from '../../../features/profile/components/trial-button';

export function PricingRoute() {
  const { user, reloadUser } = useAuth();
  return (
    <>
      <PageTitle title="Pricing" />
      {/* A signed-in member starts the 14-day trial on the server (issue #16). */}
      <PricingPage trialAction={(props) => <TrialButton {...props} user={user} reloadUser={reloadUser} />} />
    </>
  );
}
