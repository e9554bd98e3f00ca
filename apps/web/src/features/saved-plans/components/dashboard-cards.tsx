import type { MealPlanQuota, User } from '@saverly/contracts';
import { BookmarkCheck, PiggyBank } from 'lucide-react';
import { Link } from 'react-router';
import { useMealPlanQuota, useSavedPlans, useSavings } from '../api/saved-plans';
import { useOutboxSync } from '../hooks/use-check-off';
import { formatCents } from '../../../lib/money';
import { plural } from '../../../lib/plural';
import { SavingsChart } from './savings-chart';
import './saved-plans.css';

/** The dashboard's Saved Meal Plans action card, live: a link with the number of plans. */
export function SavedPlansActionCard({ userId }: { userId: User['id'] }) {
  const plans = useSavedPlans(userId);
  const count = plans.data?.data.length;
  return (
    <Link to="/app/saved-plans" className="action-card card">
      <BookmarkCheck aria-hidden="true" />
      <span className="action-card__title">Saved Meal Plans</span>
      <span className="action-card__text">
        {count === undefined
          ? 'Your saved plans and shopping lists.'
          : count === 0
            ? 'No saved plans yet.'
            : `${plural(count, 'saved plan')} with shopping lists.`}
      </span>
    </Link>
  );
}

/** "2 of 5" this month, or "2 · Unlimited" for an unlimited plan. */
function quotaText(quota: MealPlanQuota): string {
  return quota.limit === null ? `${quota.used} · Unlimited` : `${quota.used} of ${quota.limit}`;
}

/** The Meal Plans / Month tile's value; `fallback` until the quota has loaded (or if it cannot). */
export function MealPlanQuotaValue({ fallback }: { fallback: string }) {
  const quota = useMealPlanQuota();
  return <>{quota.data ? quotaText(quota.data) : fallback}</>;
}

/** Savings this month and all time, and the savings of the last 12 weeks. */
export function SavingsCard() {
  const savings = useSavings();
  const data = savings.data;
  return (
    <section className="card panel savings-card" aria-labelledby="savings-title">
      <h2 id="savings-title" className="panel__title">
        <PiggyBank aria-hidden="true" /> Your Savings
      </h2>
      {savings.isError ? (
        <p className="panel__text">Your savings could not be loaded right now.</p>
      ) : !data ? (
        <p className="panel__text">Loading your savings...</p>
      ) : (
        <>
          <dl className="savings-card__totals">
            <div>
              <dt>Saved this month</dt>
              <dd>{formatCents(data.this_month_cents)}</dd>
            </div>
            <div>
              <dt>All time</dt>
              <dd>{formatCents(data.all_time_cents)}</dd>
            </div>
            <div>
              <dt>Lists saved</dt>
              <dd>{data.lists_saved}</dd>
            </div>
          </dl>
          <p className="panel__text savings-card__rule">
            Saved on what you bought: tick items off a list as you shop, or mark the whole list bought.{' '}
            {data.lists_saved === 0
              ? 'Save a meal plan’s shopping list to start.'
              : `${data.items_bought} ${data.items_bought === 1 ? 'item' : 'items'} bought so far.`}
          </p>
          <SavingsChart weeks={data.by_week} />
        </>
      )}
    </section>
  );
}

/** Sends check-offs made offline when any signed-in page with this component opens. */
export function CheckOutboxSync({ userId }: { userId: User['id'] }) {
  useOutboxSync(userId);
  return null;
}
