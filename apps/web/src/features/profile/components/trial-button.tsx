import { PREMIUM_PLAN_NAMES, type PremiumPlan, type User } from '@saverly/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Message } from '../../../components/message';
import { startTrial } from '../api/billing';
import { formatLongDate } from '../lib/account';

interface TrialButtonProps {
  plan: PremiumPlan;
  label: string;
  className: string;
  /** The signed-in member, from the route's session; null for a visitor. */
  user: User | null;
  /** Fetches the member's profile again and replaces the session's user (premium is now on). */
  reloadUser: () => Promise<unknown>;
}

/**
 * The pricing page's Start Free Trial (issue #16). A visitor signs up first; a signed-in member
 * starts the account's one 14-day trial on the server (no card) and lands on the dashboard with
 * premium on; a member on this plan sees it as their current plan; a used trial says so. Premium is
 * the server's answer (`is_premium`), never worked out here (ADR 0033).
 */
export function TrialButton({ plan, label, className, user, reloadUser }: TrialButtonProps) {
  const navigate = useNavigate();
  const trial = useMutation({
    mutationFn: async () => {
      await startTrial(plan);
      await reloadUser();
    },
    onSuccess: () => {
      void navigate('/app');
    },
  });
  const name = PREMIUM_PLAN_NAMES[plan];

  if (!user) {
    return (
      <Link to="/signup" className={className}>
        {label}
        <span className="visually-hidden"> with {name}</span>
      </Link>
    );
  }
  if (user.is_premium && user.premium_shared_by) {
    return (
      <p className="plan__current" role="status">
        {plan === 'family' ? (
          <>
            <strong>Your current plan</strong> · shared by {user.premium_shared_by}
          </>
        ) : (
          `You have Premium through ${user.premium_shared_by}’s Family plan.`
        )}
      </p>
    );
  }
  if (user.is_premium && user.premium_plan === plan) {
    const ends = formatLongDate(user.trial_ends_at);
    return (
      <p className="plan__current" role="status">
        <strong>Your current plan</strong>
        {user.premium_status === 'trialing' && ends ? ` · free trial until ${ends}` : null}
      </p>
    );
  }
  if (user.is_premium) {
    return <p className="plan__current">You have Premium on another plan.</p>;
  }
  if (user.premium_status === 'trial_ended' || user.trial_ends_at) {
    return <p className="plan__current">Your free trial has been used. Paid plans are coming soon.</p>;
  }
  return (
    <>
      <button type="button" className={className} disabled={trial.isPending} onClick={() => trial.mutate()}>
        {trial.isPending ? 'Starting your trial...' : label}
        <span className="visually-hidden"> with {name}</span>
      </button>
      {trial.isError ? (
        <Message
          type="error"
          message={trial.error instanceof Error ? trial.error.message : 'Failed to start your trial.'}
        />
      ) : null}
    </>
  );
}
