import type { GroceryItem, GroceryList, MealPlan } from '@saverly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw, Save, Store as StoreIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListTotals } from '../../../components/list-totals';
import { LabelCheck } from '../../../components/label-check';
import { groupByAisle, pantryItems, unbroken, whatToBuy } from '../../../lib/grocery-export';
import { Message } from '../../../components/message';
import { savePlan } from '../api/save-plan';
import { formatCents, formatMoney } from '../../../lib/money';
import { plural } from '../../../lib/plural';
import type { Selection } from '../lib/plan';
import { queryKeys } from '../../../lib/query-keys';

/** What the list actions get: the priced list and its name (the printout's and share sheet's title). */
export interface ListActionsSlotProps {
  list: GroceryList;
  title: string;
}

interface StepShoppingListProps {
  plan: MealPlan | null;
  list: GroceryList | null;
  /** Which meals are on the list (saved with the plan). */
  selected: Selection;
  busy: boolean;
  onBackToPlan: () => void;
  onCreateNewPlan: () => void;
  /** Phones: Save and Back sit in the fixed bottom bar (in place of the step bar), never below the list. */
  stickyBar?: boolean;
  /** Print, share, CSV and Send to Kroger Cart, under the list (features/list-actions, from the route). */
  listActions?: (props: ListActionsSlotProps) => ReactNode;
  /** This plan and selection as saved before (a reload of step 5): shown saved, Save not offered again. */
  saved?: { id: string; name: string } | null;
  /** Save answered: the wizard keeps it (step 5 after a reload shows it saved). */
  onSaved?: (saved: { id: string; name: string }) => void;
  /**
   * Deals the family added before it had a list, waiting on a list of their own (composed by the
   * route from the saved lists): saving takes them onto this list (ADR 0023), so step 5 says so.
   */
  waitingDeals?: WaitingDeals | null;
}

/** A list of deals only, added from Sales before any plan list (its items and their total). */
export interface WaitingDeals {
  readonly name: string;
  readonly itemCount: number;
  readonly totalCents: number;
}

function ItemRow({ item }: { item: GroceryItem }) {
  const onSale = item.status === 'on_sale';
  const pantry = item.status === 'pantry';
  const showRegular =
    onSale && item.regular_price !== null && item.price !== null && item.regular_price > item.price;
  return (
    <li className={`mp-item${onSale ? ' mp-item--sale' : ''}`}>
      <div className="mp-item__what">
        <p className="mp-item__name">
          {item.matched_name}
          {onSale ? <span className="badge badge--accent mp-item__badge">ON SALE</span> : null}
        </p>
        <p className="mp-item__original">{item.original_ingredient}</p>
        {/* The same words as a saved list: a mix of package sizes read "10 × 4 ct" here. */}
        {item.quantity_needed || item.buy_text ? (
          <p className="mp-item__quantity">{unbroken(whatToBuy(item))}</p>
        ) : null}
        <LabelCheck text={item.label_check} />
      </div>
      <div className="mp-item__price">
        {pantry ? (
          <>
            <p className="mp-item__amount">Pantry</p>
            <p className="mp-item__label">Already at home</p>
          </>
        ) : item.price === null ? (
          <p className="mp-item__amount mp-item__amount--unknown">Check store</p>
        ) : (
          <>
            <p className="mp-item__amount">{formatMoney(item.price)}</p>
            <p className="mp-item__label">
              {onSale ? 'Sale price' : 'Regular price'}
              {showRegular ? (
                <>
                  {' '}
                  <s>
                    <span className="visually-hidden">was </span>
                    {formatMoney(item.regular_price ?? 0)}
                  </s>
                </>
              ) : null}
            </p>
          </>
        )}
      </div>
    </li>
  );
}

/** Step 5, Shopping List: totals, then the priced items by aisle. */
export function StepShoppingList({
  plan,
  list,
  busy,
  onBackToPlan,
  onCreateNewPlan,
  selected,
  stickyBar = false,
  listActions,
  saved = null,
  onSaved,
  waitingDeals = null,
}: StepShoppingListProps) {
  const id = useId();
  const items = list?.enhanced_grocery_list ?? [];
  const pantry = pantryItems(items);
  // Save Recipe & List keeps the plan and its priced list on the account (ADR 0021).
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (input: MealPlan) => savePlan(input, selected),
    // The saved plans (Saved Meal Plans, the dashboard) and the savings now hold this plan.
    onSuccess: (answer) => {
      onSaved?.({ id: answer.id, name: answer.name });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.savedPlans.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.savings.all }),
      ]);
    },
  });
  // Saved on this visit, or before a reload with the same plan and selection.
  const savedPlan = save.isSuccess ? { id: save.data.id, name: save.data.name } : saved;
  const canSave = plan !== null && items.length > 0;
  // Save's answer is at the end of the list (its link to the saved list with it): the button the
  // family pressed turns disabled, so focus and the view go to the answer (on a phone it was
  // thousands of pixels below, and focus fell to the page).
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!save.isSuccess && !save.isError) return;
    // Focus scrolls it into view, clear of the phone's bottom bar (its scroll-margin).
    answerRef.current?.focus();
  }, [save.isSuccess, save.isError]);

  const saveButton = canSave ? (
    <button
      type="button"
      className="button button--primary"
      disabled={save.isPending || savedPlan !== null}
      onClick={() => save.mutate(plan)}
    >
      <Save aria-hidden="true" />
      {save.isPending ? 'Saving...' : savedPlan ? 'Saved' : 'Save Recipe & List'}
    </button>
  ) : null;
  const backButton = (
    <button type="button" className="button button--secondary" disabled={busy} onClick={onBackToPlan}>
      <ArrowLeft aria-hidden="true" />
      Back to Meal Plan
    </button>
  );
  const bar = stickyBar ? (
    <nav className="mp-stepbar mp-stepbar--list" aria-label="Shopping list actions">
      {backButton}
      {saveButton ?? <span />}
    </nav>
  ) : null;

  const actions = stickyBar ? (
    <div className="mp-actions mp-actions--list">
      <button type="button" className="button button--secondary" disabled={busy} onClick={onCreateNewPlan}>
        <RotateCcw aria-hidden="true" />
        Create New Plan
      </button>
    </div>
  ) : (
    <div className="mp-actions mp-actions--list">
      {saveButton}
      {backButton}
      <button type="button" className="button button--secondary" disabled={busy} onClick={onCreateNewPlan}>
        <RotateCcw aria-hidden="true" />
        Create New Plan
      </button>
    </div>
  );

  if (!list || items.length === 0) {
    return (
      <div className="mp-step">
        <div className="mp-empty">
          <h3>No grocery list available</h3>
          <p>Select some meals on your plan and view the shopping list again.</p>
        </div>
        {actions}
        {bar}
      </div>
    );
  }

  const { summary } = list;
  return (
    <div className="mp-step">
      <section aria-labelledby={`${id}-totals`}>
        <h3 id={`${id}-totals`} className="visually-hidden">
          Totals
        </h3>
        <ListTotals
          summary={summary}
          className="mp-tiles mp-tiles--three"
          savingsClassName="mp-tiles__save"
        />
        <p className="mp-plan-summary__store">
          <StoreIcon aria-hidden="true" />
          {list.store.name} · {plural(summary.meals_priced, 'meal', 'meals')} · {summary.matched_count} of{' '}
          {plural(summary.item_count - summary.pantry_count, 'item', 'items')} to buy found at the store
        </p>
        {pantry.length > 0 ? (
          // The plan's cost counts a share of each staple (ADR 0021); this total leaves them out, so
          // step 4's figure and this one differ: say why where both are read.
          <p className="mp-plan-summary__note">
            {/* "You already have" read as a fact to a new member with an empty cupboard (a
                walk-through's 27 staples included cardamom pods and 1 1/3 cups of olive oil). */}
            {/* A new family's first shop buys them too: say what that adds (a walk-through's
                "22 pantry staples" understated the week's bill with no figure beside it). */}
            Not counted here: {plural(pantry.length, 'pantry staple', 'pantry staples')} we assume you have
            (listed at the end; a saved list asks which ones you need).
            {summary.pantry_cost_cents
              ? // With the sum said: a walk-through's family with an empty spice rack had to add
                // $164.58 and $60.53 themselves to see a $180 budget's week cost about $225.
                ` Buying ${pantry.length === 1 ? 'it' : 'all of them'} would add about ${formatCents(summary.pantry_cost_cents)}, for about ${formatCents(summary.total_cost_cents + summary.pantry_cost_cents)} in all.`
              : ''}{' '}
            The plan’s cost on step 4 includes a share of {pantry.length === 1 ? 'it' : 'them'}.
          </p>
        ) : null}
        {waitingDeals && waitingDeals.itemCount > 0 && savedPlan === null ? (
          // A walk-through's saved list cost $42 more than step 5 said: its deals joined it unsaid.
          <p className="mp-plan-summary__note">
            {`Saving adds your ${plural(waitingDeals.itemCount, 'deal', 'deals')} from Sales (${formatCents(waitingDeals.totalCents)}, on ${waitingDeals.name}) to this list; they are not in the total above.`}
          </p>
        ) : null}
      </section>

      {list.warnings.length > 0 ? (
        <ul className="mp-warnings">
          {list.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}

      {groupByAisle(items).map(({ aisle, items: aisleItems }, index) => (
        <section key={aisle} className="mp-aisle" aria-labelledby={`${id}-aisle-${index}`}>
          <h3 id={`${id}-aisle-${index}`} className="mp-aisle__title">
            {aisle} <span className="mp-aisle__count">({aisleItems.length})</span>
          </h3>
          <ul className="mp-aisle__items">
            {aisleItems.map((item) => (
              <ItemRow key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}

      {pantry.length > 0 ? (
        <details className="mp-aisle mp-pantry">
          <summary className="mp-aisle__title">
            In your pantry <span className="mp-aisle__count">({pantry.length})</span>
          </summary>
          <ul className="mp-aisle__items">
            {pantry.map((item) => (
              <ItemRow key={item.id} item={item} />
            ))}
          </ul>
        </details>
      ) : null}

      {savedPlan ? (
        <div className="mp-saved mp-save-answer" ref={answerRef} tabIndex={-1}>
          <Message
            type="success"
            title="Saved"
            message={`"${savedPlan.name}" is in your saved meal plans, with its shopping list.`}
          />
          <Link className="button button--secondary" to={`/app/saved-plans/${savedPlan.id}`}>
            Open your saved list
          </Link>
        </div>
      ) : null}
      {save.isError ? (
        <div className="mp-save-answer" ref={answerRef} tabIndex={-1}>
          <Message
            type="error"
            message={save.error instanceof Error ? save.error.message : 'Failed to save your plan.'}
            onRetry={() => save.mutate(plan!)}
          />
        </div>
      ) : null}

      {actions}
      {listActions?.({ list, title: 'Shopping list' })}
      {bar}
    </div>
  );
}
