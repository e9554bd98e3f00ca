import { FREE_PLANS_PER_MONTH_READINGS } from '@saverly/contracts';
import type { User } from '@saverly/contracts';
import {
  CalendarDays,
  Crown,
  Lock,
  LogOut,
  MailCheck,
  ShieldCheck,
  Tag,
  User as UserIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/spinner';
import { formatLongDate, formatMonthYear, isPremium, sharedPremiumText } from '../lib/account';
import './account.css';

const NO_USER_MESSAGE = 'Unable to load user data. Please try logging in again.';

/** The free plan's allowance in both readings of the plan notes, as on the pricing page ("3 or 5"). */
const FREE_ALLOWANCE = FREE_PLANS_PER_MONTH_READINGS.join(' or ');

interface DashboardPageProps {
  /** The signed-in member, from the route's session. */
  user: User | null;
  /** True until the session has been checked. */
  loading: boolean;
  onLogout: () => void;
  loggingOut: boolean;
  /** The Your Store card, composed by the route when the stores issue provides it. */
  yourStore?: ReactNode;
  /** The Saved Meal Plans action card (a link); 'Coming Soon' when the route gives none. */
  savedPlansCard?: ReactNode;
  /**
   * The Meal Plans / Month value, e.g. this month's use of the quota; the plan's allowance when
   * the route gives none.
   */
  mealPlansPerMonth?: (allowance: string) => ReactNode;
  /** The savings card (this month, all time, by week), after the action cards. */
  savings?: ReactNode;
}

export function DashboardPage({
  user,
  loading,
  onLogout,
  loggingOut,
  yourStore,
  savedPlansCard,
  mealPlansPerMonth,
  savings,
}: DashboardPageProps) {
  // Spec section 2: the dashboard scrolls to the top on mount.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (loading) return <LoadingBlock text="Loading your dashboard..." />;
  if (!user) {
    return (
      <div className="account-empty" role="alert">
        <p>{NO_USER_MESSAGE}</p>
        <p className="panel__actions">
          <Link to="/login" className="button button--primary">
            Go to Login
          </Link>
        </p>
      </div>
    );
  }

  const premium = isPremium(user);
  const shared = sharedPremiumText(user);
  return (
    <div className="account">
      <header className="dashboard-header">
        <div>
          <h1 className="account-header__title">Welcome back, {user.first_name}</h1>
          <p className="dashboard-header__email">{user.email}</p>
          <p className="account-header__badges">
            <span className={`badge ${premium ? 'badge--solid' : 'badge--brand'}`}>
              {premium ? 'Premium Member' : 'Free Member'}
            </span>
          </p>
        </div>
        <div className="panel__actions">
          <Link to="/profile" className="button button--secondary">
            <UserIcon aria-hidden="true" />
            Profile
          </Link>
          <button type="button" className="button button--ghost" onClick={onLogout} disabled={loggingOut}>
            <LogOut aria-hidden="true" />
            {loggingOut ? 'Logging out...' : 'Logout'}
          </button>
        </div>
      </header>

      {shared ? (
        <p className="account-header__trial" role="note">
          {shared}: unlimited meal plans for everyone in your household.
        </p>
      ) : null}
      {premium && !shared && user.premium_status === 'trialing' ? (
        <p className="account-header__trial" role="note">
          Premium free trial ({user.premium_plan === 'family' ? 'Family' : 'Pro'}) until{' '}
          {formatLongDate(user.trial_ends_at)}. No card needed.
        </p>
      ) : null}
      {premium ? null : (
        <section className="upgrade-banner" aria-labelledby="upgrade-title">
          <Crown aria-hidden="true" className="upgrade-banner__icon" />
          <div className="upgrade-banner__body">
            <h2 id="upgrade-title" className="upgrade-banner__title">
              Upgrade to Premium
            </h2>
            <p>Unlimited meal plans, advanced dietary filters and saved favourite recipes.</p>
          </div>
          <Link to="/pricing" className="button button--on-dark">
            See Plans
          </Link>
        </section>
      )}

      {yourStore}

      <section aria-labelledby="actions-title">
        <h2 id="actions-title" className="visually-hidden">
          What would you like to do?
        </h2>
        <ul className="action-cards">
          <li>
            <Link to="/meal-planner" className="action-card card">
              <CalendarDays aria-hidden="true" />
              <span className="action-card__title">Generate Meal Plan</span>
              <span className="action-card__text">Plan the week around your family and your budget.</span>
            </Link>
          </li>
          <li>
            <Link to="/sales" className="action-card card">
              <Tag aria-hidden="true" />
              <span className="action-card__title">Current Sales</span>
              <span className="action-card__text">See what is on sale at your store this week.</span>
            </Link>
          </li>
          <li>
            {savedPlansCard ?? (
              <div className="action-card card action-card--disabled" aria-disabled="true">
                <Lock aria-hidden="true" />
                <span className="action-card__title">Saved Meal Plans</span>
                <span className="action-card__text">Coming Soon</span>
              </div>
            )}
          </li>
        </ul>
      </section>

      {savings}

      <section className="card panel" aria-labelledby="overview-title">
        <h2 id="overview-title" className="panel__title">
          Account Overview
        </h2>
        <dl className="overview-tiles">
          <div className="overview-tile">
            <CalendarDays aria-hidden="true" />
            <dt>Meal Plans / Month</dt>
            <dd>
              {mealPlansPerMonth
                ? mealPlansPerMonth(premium ? 'Unlimited' : FREE_ALLOWANCE)
                : premium
                  ? 'Unlimited'
                  : FREE_ALLOWANCE}
            </dd>
          </div>
          <div className="overview-tile">
            <UserIcon aria-hidden="true" />
            <dt>Member Since</dt>
            <dd>{formatMonthYear(user.created_at) ?? 'Unknown'}</dd>
          </div>
          <div className="overview-tile">
            <MailCheck aria-hidden="true" />
            <dt>Email Verified</dt>
            <dd>{user.email_verified ? 'Yes' : 'No'}</dd>
          </div>
          <div className="overview-tile">
            <ShieldCheck aria-hidden="true" />
            <dt>Secure Account</dt>
            <dd>Password protected</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
