import { PageTitle } from '../../../components/page-title';
import { PrivacyPage } from '../../../features/marketing/components/privacy-page';

export function PrivacyRoute() {
  return (
    <>
      <PageTitle title="Privacy Policy" />
      <PrivacyPage />
    </>
  );
}
