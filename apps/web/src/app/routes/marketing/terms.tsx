import { PageTitle } from '../../../components/page-title';
import { TermsPage } from '../../../features/marketing/components/terms-page';

export function TermsRoute() {
  return (
    <>
      <PageTitle title="Terms of Service" />
      <TermsPage />
    </>
  );
}
