import { Link } from 'react-router';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';

export function LoginPage({ redirectTo, notice }: { redirectTo: string; notice?: string }) {
  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to see this week's plan, your list and the deals at your store."
      footer={
        <p>
          New to Saverly? <Link to="/signup">Create an account</Link>
        </p>
      }
    >
      <LoginForm redirectTo={redirectTo} notice={notice} />
    </AuthLayout>
  );
}
