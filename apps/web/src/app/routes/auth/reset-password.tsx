import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ResetPassword } from '../../../features/auth/components/reset-password';

/** /reset-password?token=… */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageTitle title="Reset password" />
      <ResetPassword token={searchParams.get('token')} />
    </>
  );
}
