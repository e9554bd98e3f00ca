import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { VerifyEmailPage } from '../../../features/auth/components/verify-email-page';

/** /verify-email?token=…, the link of the registration (and email change) mail. */
export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageTitle title="Verify Email" />
      <VerifyEmailPage token={searchParams.get('token')} />
    </>
  );
}
