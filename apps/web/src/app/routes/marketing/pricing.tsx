import { PageTitle } from '../../../components/page-title';
import { PricingPage } from '../../../features/marketing/components/pricing-page';

export function PricingRoute() {
  return (
    <>
      <PageTitle title="Pricing" />
      <PricingPage />
    </>
  );
}
