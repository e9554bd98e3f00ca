import type { SavedPlanSummary } from '@saverly/contracts';
import { CalendarDays, CloudOff, Store, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Message, messageTypeFor } from '../../../components/message';
import { LoadingBlock } from '../../../components/spinner';
import { useDeleteSavedPlan, useSavedPlans } from '../api/saved-plans';
import { formatSavedDate } from '../lib/format';
import { formatMoney } from '../../../lib/money';
import { plural } from '../../../lib/plural';
import './saved-plans.css';

interface SavedPlansPageProps {
  userId: string | number;
  /** The prefix of plan links: '/app/saved-plans' or the '/saved-plans' alias. */
  basePath?: string;
}

/** The member's saved meal plans, newest first. */
export function SavedPlansPage({ userId, basePath = '/app/saved-plans' }: SavedPlansPageProps) {
  const plans = useSavedPlans(userId);
  const remove = useDeleteSavedPlan(userId);
  const [deleted, setDeleted] = useState<string | null>(null);

  let body;
  if (plans.isPending) body = <LoadingBlock text="Loading your saved plans..." />;
  else if (plans.isError)
    body = (
      <Message
        type={messageTypeFor(plans.error)}
        message={plans.error.message}
        onRetry={() => void plans.refetch()}
      />
    );
  else if (plans.data.data.length === 0)
    body = (
      <div className="saved-plans__empty card">
        <CalendarDays aria-hidden="true" />
        <h2>No saved plans yet</h2>
        <p>Make a meal plan, then press Save Recipe &amp; List on its shopping list to keep it here.</p>
        <Link to="/meal-planner" className="button button--primary">
          Create a meal plan
        </Link>
      </div>
    );
  else
    body = (
      <ul className="saved-plans__grid">
        {plans.data.data.map((plan) => (
          <li key={plan.id}>
            <SavedPlanCard
              plan={plan}
              href={`${basePath}/${encodeURIComponent(plan.id)}`}
              deleting={remove.isPending && remove.variables === plan.id}
              onDelete={() =>
                remove.mutate(plan.id, {
                  onSuccess: () => setDeleted(plan.name),
                })
              }
            />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="saved-plans">
      <header className="saved-plans__head">
        <h1 className="saved-plans__title">Saved Meal Plans</h1>
        <Link to="/meal-planner" className="button button--secondary button--sm">
          <CalendarDays aria-hidden="true" />
          New meal plan
        </Link>
      </header>
      {plans.data?.offline ? (
        <p className="saved-plan__offline-copy">
          <CloudOff aria-hidden="true" /> Offline: showing the plans saved on this phone.
        </p>
      ) : null}
      {deleted ? (
        <Message
          type="success"
          title="Plan deleted"
          message={`${deleted} was deleted.`}
          onDismiss={() => setDeleted(null)}
        />
      ) : null}
      {remove.isError ? (
        <Message
          type={messageTypeFor(remove.error)}
          title="Could not delete the plan"
          message={remove.error.message}
          onDismiss={() => remove.reset()}
        />
      ) : null}
      {body}
    </div>
  );
}

interface SavedPlanCardProps {
  plan: SavedPlanSummary;
  href: string;
  deleting: boolean;
  onDelete: () => void;
}

function SavedPlanCard({ plan, href, deleting, onDelete }: SavedPlanCardProps) {
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <article className="saved-plan-card card" aria-labelledby={`plan-${plan.id}`}>
      <h2 id={`plan-${plan.id}`} className="saved-plan-card__name">
        <Link to={href}>{plan.name}</Link>
      </h2>
      <p className="saved-plan-card__meta">
        <span>Saved {formatSavedDate(plan.created_at)}</span>
        <span>
          <Store aria-hidden="true" /> {plan.store.name}
        </span>
        <span>{plural(plan.meals, 'meal')}</span>
      </p>
      <dl className="saved-plan-card__totals">
        <div>
          <dt>Total cost</dt>
          <dd>{formatMoney(plan.total_cost)}</dd>
        </div>
        {/* What the sales take off the list, until the family buys from it: then what they saved
            on what they bought (the dashboard's savings count the same). */}
        {plan.shopped_at !== null || plan.bought_savings_cents > 0 ? (
          <div className="saved-plan-card__savings">
            <dt>You saved</dt>
            {/* Of what the list's sales take off (the plan page's "You Save"): a walk-through read
                "You saved $3.30" here and "You Save $19.20" on the plan, as numbers that disagree. */}
            <dd>
              {formatMoney(plan.bought_savings_cents / 100)}
              {plan.bought_savings_cents < plan.total_savings_cents ? (
                <span className="saved-plan-card__of"> of {formatMoney(plan.total_savings)}</span>
              ) : null}
            </dd>
          </div>
        ) : (
          <div className="saved-plan-card__savings">
            <dt>Sales save</dt>
            <dd>{formatMoney(plan.total_savings)}</dd>
          </div>
        )}
      </dl>
      <div className="saved-plan-card__progress">
        <p>
          {plan.checked_count} of {plan.item_count} checked
        </p>
        <progress
          max={plan.item_count || 1}
          value={plan.checked_count}
          aria-label={`${plan.checked_count} of ${plan.item_count} items checked`}
        />
      </div>
      {confirming ? (
        <div className="saved-plan-card__confirm" role="group" aria-label={`Delete ${plan.name}?`}>
          <p>Delete this plan and its list?</p>
          <button
            ref={confirmRef}
            type="button"
            className="button button--danger button--sm"
            onClick={onDelete}
            disabled={deleting}
          >
            {deleting ? 'Deleting...' : 'Yes, delete'}
          </button>
          <button
            type="button"
            className="button button--ghost button--sm"
            onClick={() => setConfirming(false)}
          >
            Cancel
          </button>
        </div>
      ) : (
        <div className="saved-plan-card__actions">
          <Link to={href} className="button button--primary button--sm" aria-label={`Open ${plan.name}`}>
            Open
          </Link>
          <button
            ref={deleteRef}
            type="button"
            className="button button--ghost button--sm"
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${plan.name}`}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </button>
        </div>
      )}
    </article>
  );
}
