import { PageTitle } from '../../../components/page-title';
import { SignupPage } from '../../../features/auth/components/signup-page';

export function SignupRoute() {
  return (
    <>
      <PageTitle title="Create your account" />
      <SignupPage />
    </>
  );
}
