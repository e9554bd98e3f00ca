import type { GroceryList } from '@saverly/contracts';
import { ArrowLeft, CheckCheck, CloudOff } from 'lucide-react';
import { useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Message, messageTypeFor } from '../../../components/message';
import { LoadingBlock } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-client';
import type { CheckedItems } from '../../../lib/grocery-export';
import { useMarkShopped, useSavedPlan } from '../api/saved-plans';
import { useCheckOff } from '../hooks/use-check-off';
import { useLiveList } from '../hooks/use-live-list';
import { checkedMap } from '../lib/checks';
import { ListTotals } from '../../../components/list-totals';
import { listBudgetNote } from '../lib/budget';
import { formatSavedDate } from '../lib/format';
import { plural } from '../../../lib/plural';
import { CookView } from './cook-view';
import { PantryQuestions } from './pantry-questions';
import { SavedMeals } from './saved-meals';
import { ShoppingList } from './shopping-list';
import { SyncStatus } from './sync-status';
import './saved-plans.css';

const TABS = [
  { id: 'list', label: 'Shopping list' },
  { id: 'meals', label: 'Meals' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** What the list actions get: the plan's list, what is ticked off and the plan's name. */
interface ListActionsSlotProps {
  list: GroceryList;
  checked: CheckedItems;
  title: string;
}

interface SavedPlanPageProps {
  userId: string | number;
  planId: string;
  /** Where the list of saved plans lives (the route's alias). */
  backHref?: string;
  /** Print, share, CSV and Send to Kroger Cart, above the list (features/list-actions, from the route). */
  listActions?: (props: ListActionsSlotProps) => ReactNode;
}

/** One saved plan: totals, the list to tick off in the store (works offline) and the meals. */
export function SavedPlanPage({
  userId,
  planId,
  backHref = '/app/saved-plans',
  listActions,
}: SavedPlanPageProps) {
  const query = useSavedPlan(userId, planId);
  const plan = query.data?.data;
  const { checks, toggle, state } = useCheckOff(userId, plan);
  // The household's ticks arrive as they happen (ADR 0039).
  useLiveList(userId, plan?.id);
  const [search, setSearch] = useSearchParams();
  const shopped = useMarkShopped(userId, planId);
  const [tab, setTabState] = useState<TabId>(search.get('tab') === 'meals' ? 'meals' : 'list');
  // The tab is kept in the address too (replaced, not pushed): a reload opens the same tab.
  const setTab = (next: TabId) => {
    setTabState(next);
    setSearch({ tab: next }, { replace: true });
  };
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ list: null, meals: null });

  const back = (
    <p className="saved-plan__back">
      <Link to={backHref} className="text-link">
        <ArrowLeft aria-hidden="true" /> Saved Meal Plans
      </Link>
    </p>
  );

  if (!plan) {
    if (query.isPending) return <LoadingBlock text="Loading your plan..." />;
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="saved-plan">
        {back}
        <h1 className="saved-plan__title">{notFound ? 'Plan not found' : 'Saved plan'}</h1>
        <Message
          type={notFound ? 'not_found' : messageTypeFor(query.error)}
          message={
            notFound
              ? 'This plan was deleted or belongs to another account.'
              : (query.error?.message ?? 'The plan could not be loaded.')
          }
          onRetry={notFound ? undefined : () => void query.refetch()}
        />
      </div>
    );
  }

  const cooking = plan.meals.find((meal) => meal.id === search.get('cook'));
  if (cooking)
    return (
      <div className="saved-plan">
        <CookView key={cooking.id} meal={cooking} backHref="?tab=meals" />
      </div>
    );

  const { summary } = plan.list;
  const budgetNote = listBudgetNote(plan);
  const checked = checkedMap(checks);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((entry) => entry.id === tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = TABS[next]!.id;
    setTab(target);
    tabRefs.current[target]?.focus();
  }

  return (
    <div className="saved-plan">
      {back}
      <header className="saved-plan__head">
        <h1 className="saved-plan__title">{plan.name}</h1>
        <p className="saved-plan__meta">
          {plan.store.name} · Saved {formatSavedDate(plan.created_at)} ·{' '}
          {plural(plan.meals.filter((m) => m.selected).length, 'meal')}
        </p>
      </header>

      <ListTotals
        summary={summary}
        className="saved-plan__totals"
        savingsClassName="saved-plan__total--savings"
      />

      {budgetNote ? <Message type="info" message={budgetNote} /> : null}
      <SyncStatus state={state} />
      {query.data?.offline ? (
        <p className="saved-plan__offline-copy">
          <CloudOff aria-hidden="true" /> Showing the copy of this plan saved on this phone.
        </p>
      ) : null}
      {[...(plan.warnings ?? []), ...plan.list.warnings].map((warning) => (
        <Message key={warning} type="info" message={warning} />
      ))}

      <div className="tabs" role="tablist" aria-label="Plan sections">
        {TABS.map((entry) => (
          <button
            key={entry.id}
            ref={(node) => {
              tabRefs.current[entry.id] = node;
            }}
            type="button"
            role="tab"
            id={`tab-${entry.id}`}
            aria-controls={`panel-${entry.id}`}
            aria-selected={tab === entry.id}
            tabIndex={tab === entry.id ? 0 : -1}
            className="tabs__tab"
            onClick={() => setTab(entry.id)}
            onKeyDown={onTabKey}
          >
            {entry.label}
          </button>
        ))}
      </div>

      <section
        id="panel-list"
        role="tabpanel"
        aria-labelledby="tab-list"
        hidden={tab !== 'list'}
        className="saved-plan__panel"
      >
        <h2 className="visually-hidden">Shopping list</h2>
        <PantryQuestions userId={userId} plan={plan} />
        {listActions?.({ list: plan.list, checked, title: plan.name })}
        <ShoppingList list={plan.list} checked={checked} onToggle={toggle} />
        <div className="saved-plan__shopped">
          {plan.shopped_at ? (
            <p className="panel__text">
              <CheckCheck aria-hidden="true" /> Marked bought on {formatSavedDate(plan.shopped_at)}: its
              savings count.
            </p>
          ) : (
            <p className="panel__text">Savings count for what you tick as bought, or for the whole list:</p>
          )}
          <button
            type="button"
            className={`button button--sm ${plan.shopped_at ? 'button--ghost' : 'button--secondary'}`}
            disabled={shopped.isPending || Boolean(query.data?.offline)}
            onClick={() => shopped.mutate(!plan.shopped_at)}
          >
            {plan.shopped_at ? 'Not bought after all' : 'I bought everything on this list'}
          </button>
          {shopped.isError ? (
            <Message type={messageTypeFor(shopped.error)} message={shopped.error.message} />
          ) : null}
        </div>
      </section>
      <section
        id="panel-meals"
        role="tabpanel"
        aria-labelledby="tab-meals"
        hidden={tab !== 'meals'}
        className="saved-plan__panel"
      >
        <h2 className="visually-hidden">Meals</h2>
        <SavedMeals meals={plan.meals} cookHref={(id) => `?cook=${encodeURIComponent(id)}`} />
      </section>
    </div>
  );
}
