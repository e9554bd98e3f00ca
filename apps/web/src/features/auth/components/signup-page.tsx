import { Link } from 'react-router';
import type { Location } from 'react-router';
import { AuthLayout } from './auth-layout';
import { SignupForm } from './signup-form';

/** `returnTo`: the signed-in page a visitor was on their way to; login after signing up goes there. */
export function SignupPage({ returnTo }: { returnTo?: Pick<Location, 'pathname' | 'search' | 'hash'> }) {
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start with a 14-day free trial. No credit card required."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" state={returnTo ? { from: returnTo } : undefined}>
            Sign in
          </Link>
        </p>
      }
    >
      <SignupForm returnTo={returnTo} />
    </AuthLayout>
  );
}
