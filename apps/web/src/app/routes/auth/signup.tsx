import { useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { SignupPage } from '../../../features/auth/components/signup-page';
import { readReturnTo } from './return-to';

export function SignupRoute() {
  const location = useLocation();
  return (
    <>
      <PageTitle title="Create your account" />
      <SignupPage returnTo={readReturnTo(location.state)} />
    </>
  );
}
