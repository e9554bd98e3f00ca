import { PageTitle } from '../../../components/page-title';
import { FeaturesPage } from '../../../features/marketing/components/features-page';

export function FeaturesRoute() {
  return (
    <>
      <PageTitle title="Features" />
      <FeaturesPage />
    </>
  );
}
