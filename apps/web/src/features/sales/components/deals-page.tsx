import { listWords, type SalesItem, type SalesResponse } from '@saverly/contracts';
import { MapPin, Search, ShoppingCart, Store as StoreIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Message, messageTypeFor } from '../../../components/message';
import { LoadingBlock } from '../../../components/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { addDealToCurrentList } from '../api/add-to-current-list';
import { useListedProducts } from '../api/current-list';
import { useSales } from '../api/get-sales';
import type { SalesSort } from '../api/get-sales';
import { readFavourites, toggleFavourite } from '../lib/favourites';
import { formatMoney } from '../../../lib/money';
import { addToShoppingList, readShoppingList } from '../lib/shopping-list';
import { ProductCard } from './product-card';
import './sales.css';
import { queryKeys } from '../../../lib/query-keys';
import { formatNumber } from '../../../lib/en-us';

const SEARCH_DEBOUNCE_MS = 300;
/** Cards shown at first and added by 'Show more products'. */
const PAGE_SIZE = 24;

const SORTS: { value: SalesSort; label: string }[] = [
  { value: 'savings', label: 'Highest Savings' },
  { value: 'price', label: 'Lowest Price' },
  { value: 'name', label: 'Name A-Z' },
];

interface DealsPageProps {
  /** A visitor's picked store (location id); members get their default store from the server. */
  storeId?: string;
  /** Shown when the server says no store is selected (spec section 8). */
  noStore: ReactNode;
  /** Optional control under the store card, e.g. a visitor's "Change store". */
  storeActions?: ReactNode;
  /**
   * A signed-in member: 'Add to Shopping List' puts the deal on their newest saved list on the
   * server. Visitors keep a list in this browser.
   */
  member?: boolean;
  /**
   * The diets the family keeps (their saved preferences): the page then offers, ticked, "Only
   * deals for our diets", so a vegetarian family does not open on the week's meat (ADR 0011).
   */
  familyDiets?: readonly string[];
}

/** What the last 'Add to Shopping List' did. */
type Added =
  | { kind: 'local'; name: string }
  | {
      kind: 'saved';
      name: string;
      planId: string;
      planName: string;
      count: number;
      /** The list has no meals (deals before any plan list): the next saved plan's list takes it. */
      waiting: boolean;
    }
  | { kind: 'error'; name: string; error: unknown };

/** What the summary's sums cover when the deals are narrowed: null for the store's whole week. */
function summaryScope(search: string, category: string, diets: readonly string[]): string | null {
  const words = search.trim();
  const parts = [
    words ? `matching “${words}”` : null,
    category === 'all' ? null : `in ${category}`,
    diets.length > 0 ? `for ${listWords(diets)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? `Deals ${parts.join(' ')}` : null;
}

/** The deals page (spec section 2; states of section 4). */
export function DealsPage({
  storeId,
  noStore,
  storeActions,
  member = false,
  familyDiets = [],
}: DealsPageProps) {
  const id = useId();
  const [searchText, setSearchText] = useState('');
  const [category, setCategory] = useState('all');
  const [sort, setSort] = useState<SalesSort>('savings');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [ourDiets, setOurDiets] = useState(true);
  const diets = ourDiets ? familyDiets : [];
  const sales = useSales({ storeId, category, search, sort, diets });
  const [favourites, setFavourites] = useState<string[]>(readFavourites);
  const queryClient = useQueryClient();
  const [listCount, setListCount] = useState<number | null>(() =>
    member ? null : readShoppingList().length,
  );
  const [added, setAdded] = useState<Added | null>(null);
  /** How many of each deal added on this visit are on the list (by product id). */
  const [onList, setOnList] = useState<Record<string, number>>({});
  /** What the member's list already buys, from before this visit. */
  const listed = useListedProducts(member);
  const [adding, setAdding] = useState<string | null>(null);
  const [visible, setVisible] = useState(PAGE_SIZE);

  if (sales.isPending) {
    return (
      <div className="container deals">
        <LoadingBlock text="Loading deals..." />
      </div>
    );
  }
  if (sales.isError) {
    return (
      <div className="container deals">
        <h1 className="deals__title">Sales &amp; Deals</h1>
        <Message
          type={messageTypeFor(sales.error)}
          message={sales.error.message}
          onRetry={() => void sales.refetch()}
        />
      </div>
    );
  }
  const data = sales.data;
  if (!data.success) return <>{noStore}</>;

  async function addItem(item: SalesItem, response: SalesResponse) {
    if (member) {
      setAdding(item.id);
      try {
        const plan = await addDealToCurrentList(item.id);
        setListCount(plan.item_count);
        const line = plan.list.enhanced_grocery_list.find((i) => i.product_id === item.id);
        setOnList((counts) => ({ ...counts, [item.id]: line?.packages ?? (counts[item.id] ?? 0) + 1 }));
        setAdded({
          kind: 'saved',
          name: item.name,
          planId: plan.id,
          planName: plan.name,
          count: plan.item_count,
          waiting: plan.meals.length === 0,
        });
        // The saved plans, their totals and the savings changed.
        void queryClient.invalidateQueries({ queryKey: queryKeys.savedPlans.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.savings.all });
      } catch (error) {
        setAdded({ kind: 'error', name: item.name, error });
      } finally {
        setAdding(null);
      }
      return;
    }
    const list = addToShoppingList({
      product_id: item.id,
      name: item.name,
      price: item.sale_price,
      store: response.store_location.location_id,
    });
    setListCount(list.length);
    setOnList((counts) => ({ ...counts, [item.id]: 1 }));
    setAdded({ kind: 'local', name: item.name });
  }

  const { summary, sales_items: items, store_location: store } = data;
  const categories = summary.available_categories;
  const shown = items.slice(0, visible);

  return (
    <div className="container deals">
      <header className="deals__head">
        <h1 className="deals__title">Sales &amp; Deals</h1>
        {listCount === null ? (
          <p className="deals__list-count">
            <ShoppingCart aria-hidden="true" />
            <Link to="/app/saved-plans">Saved Meal Plans</Link>
          </p>
        ) : (
          <p className="deals__list-count" aria-live="polite">
            <ShoppingCart aria-hidden="true" />
            Shopping list: {listCount} {listCount === 1 ? 'item' : 'items'}
          </p>
        )}
      </header>

      <section className="card deals__store" aria-labelledby={`${id}-store`}>
        <StoreIcon aria-hidden="true" className="deals__store-icon" />
        <div>
          <h2 id={`${id}-store`} className="deals__store-name">
            {store.name}
          </h2>
          <p className="deals__store-address">
            <MapPin aria-hidden="true" /> {store.address}
          </p>
        </div>
        {storeActions}
      </section>

      {data.inventory_syncing ? (
        <Message type="info" message="Your store's inventory is syncing; more deals may appear shortly." />
      ) : null}

      <section className="card deals__summary" aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`} className="panel__title">
          Sales Summary
        </h2>
        {/* The sums are over the deals the search and category match (the server's summary):
            said, so "3 items on sale" is not read as the store's whole week. */}
        {summaryScope(search, category, diets) ? (
          <p className="deals__summary-scope">{summaryScope(search, category, diets)}</p>
        ) : null}
        <dl className="deals__tiles">
          <div>
            <dt>Items on Sale</dt>
            <dd>{formatNumber(summary.total_items)}</dd>
          </div>
          <div>
            <dt>Total Savings</dt>
            <dd>{formatMoney(summary.total_savings)}</dd>
          </div>
          <div>
            <dt>Avg. Savings</dt>
            <dd>{formatMoney(summary.average_savings)}</dd>
          </div>
          <div>
            <dt>Categories</dt>
            <dd>{summary.matching_categories ?? categories.length}</dd>
          </div>
        </dl>
      </section>

      <div className="deals__filters" role="search">
        {familyDiets.length > 0 ? (
          <label className="deals__diets">
            <input
              type="checkbox"
              checked={ourDiets}
              onChange={(event) => {
                setOurDiets(event.target.checked);
                setVisible(PAGE_SIZE);
              }}
            />
            <span>Only deals for our diets ({listWords(familyDiets)})</span>
          </label>
        ) : null}
        <div className="field deals__search">
          <label className="field__label" htmlFor={`${id}-search`}>
            Search
          </label>
          <div className="search-control">
            <Search aria-hidden="true" />
            <input
              id={`${id}-search`}
              type="search"
              className="field__input"
              placeholder="Search by name or brand..."
              value={searchText}
              maxLength={100}
              onChange={(event) => {
                setSearchText(event.target.value);
                setVisible(PAGE_SIZE);
              }}
            />
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-category`}>
            Category
          </label>
          <select
            id={`${id}-category`}
            className="field__input"
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              setVisible(PAGE_SIZE);
            }}
          >
            <option value="all">All Categories</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-sort`}>
            Sort by
          </label>
          <select
            id={`${id}-sort`}
            className="field__input"
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as SalesSort);
              setVisible(PAGE_SIZE);
            }}
          >
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p className="deals__showing" aria-live="polite">
        Showing {formatNumber(shown.length)} of {formatNumber(summary.total_items)} products
        {sales.isFetching ? <span className="visually-hidden"> (updating)</span> : null}
      </p>

      {added?.kind === 'local' ? (
        <Message
          type="success"
          title="Added to your shopping list"
          message={`${added.name} is on your list (${listCount} ${listCount === 1 ? 'item' : 'items'}).`}
          onDismiss={() => setAdded(null)}
        />
      ) : null}
      {added?.kind === 'saved' ? (
        <div className="deals__added">
          <Message
            type="success"
            title="Added to your shopping list"
            message={
              `${added.name} is on ${added.planName} (${added.count} ${added.count === 1 ? 'item' : 'items'}).` +
              (added.waiting ? ' It joins the list of the next meal plan you save.' : '')
            }
            onDismiss={() => setAdded(null)}
          />
          <Link
            to={`/app/saved-plans/${encodeURIComponent(added.planId)}`}
            className="button button--secondary button--sm"
          >
            Open {added.planName}
          </Link>
        </div>
      ) : null}
      {added?.kind === 'error' ? (
        <Message
          type={messageTypeFor(added.error)}
          title="Not added to your shopping list"
          message={added.error instanceof Error ? added.error.message : `${added.name} could not be added.`}
          onDismiss={() => setAdded(null)}
        />
      ) : null}

      {items.length === 0 ? (
        <div className="deals__empty card">
          <h2>No products found</h2>
          <p>
            {diets.length > 0
              ? 'Try another search or category, or show deals for every diet.'
              : 'Try another search or category.'}
          </p>
        </div>
      ) : (
        <ul className="deals__grid">
          {shown.map((item) => (
            <li key={item.id}>
              <ProductCard
                item={item}
                favourite={favourites.includes(item.id)}
                onToggleFavourite={() => setFavourites((current) => toggleFavourite(current, item.id))}
                onAddToList={() => void addItem(item, data)}
                adding={adding === item.id}
                onList={onList[item.id] ?? listed[item.id] ?? null}
              />
            </li>
          ))}
        </ul>
      )}
      {shown.length < items.length ? (
        <button
          type="button"
          className="button button--secondary deals__more"
          onClick={() => setVisible((count) => count + PAGE_SIZE)}
        >
          Show more products
        </button>
      ) : null}
    </div>
  );
}
