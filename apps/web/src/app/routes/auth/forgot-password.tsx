import { PageTitle } from '../../../components/page-title';
import { ForgotPassword } from '../../../features/auth/components/forgot-password';

export function ForgotPasswordRoute() {
  return (
    <>
      <PageTitle title="Forgot password" />
      <ForgotPassword />
    </>
  );
}
