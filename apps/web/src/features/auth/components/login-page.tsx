import { Link } from 'react-router';
import type { Location } from 'react-router';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';

interface LoginPageProps {
  redirectTo: string;
  /** The page that sent the visitor here; signing up first keeps it (signup hands it back to login). */
  returnTo?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  notice?: string;
  noticeType?: 'success' | 'info';
  /** The address just registered (signup hands it over). */
  email?: string;
}

export function LoginPage({ redirectTo, returnTo, notice, noticeType, email }: LoginPageProps) {
  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to see this week's plan, your list and the deals at your store."
      footer={
        <p>
          New to Saverly?{' '}
          <Link to="/signup" state={returnTo ? { from: returnTo } : undefined}>
            Create an account
          </Link>
        </p>
      }
    >
      <LoginForm
        redirectTo={redirectTo}
        notice={notice}
        noticeType={noticeType}
        {...(email ? { initialEmail: email } : {})}
      />
    </AuthLayout>
  );
}
