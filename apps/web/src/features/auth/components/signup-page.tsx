import { Link } from 'react-router';
import { AuthLayout } from './auth-layout';
import { SignupForm } from './signup-form';

export function SignupPage() {
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start with a 14-day free trial. No credit card required."
      footer={
        <p>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
