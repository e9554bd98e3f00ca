import { PageTitle } from '../../../components/page-title';
import { TrialButton } from '../../../features/auth/components/trial-button';
import { PricingPage } from '../../../features/marketing/components/pricing-page';

export function PricingRoute() {
  return (
    <>
      <PageTitle title="Pricing" />
      {/* A signed-in member starts the 14-day trial on the server (issue #16). */}
      <PricingPage trialAction={(props) => <TrialButton {...props} />} />
    </>
  );
}
