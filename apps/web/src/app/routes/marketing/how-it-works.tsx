import { PageTitle } from '../../../components/page-title';
import { HowItWorksPage } from '../../../features/marketing/components/how-it-works-page';

export function HowItWorksRoute() {
  return (
    <>
      <PageTitle title="How It Works" />
      <HowItWorksPage />
    </>
  );
}
