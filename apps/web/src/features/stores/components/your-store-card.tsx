import { Store as StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/spinner';
import { useInventoryStatus } from '../api/inventory-status';
import { STORE_SETTINGS_PATH, storeAddress, storeName } from '../lib/store-format';
import type { StoreLike } from '../lib/store-format';
import './stores.css';

interface YourStoreCardProps {
  /** The member's default store as the session knows it; null when none is set. */
  store: StoreLike | null;
}

function inventoryLabel(status: { is_syncing: boolean; exists: boolean }): string {
  if (status.is_syncing) return 'Syncing...';
  if (status.exists) return 'Ready';
  return 'Pending';
}

/** The dashboard's Your Store card (spec section 2; inventory states of section 4). */
export function YourStoreCard({ store }: YourStoreCardProps) {
  const status = useInventoryStatus(store !== null);

  return (
    <section className="card panel your-store" aria-labelledby="your-store-title">
      <div className="panel__head">
        <h2 id="your-store-title" className="panel__title">
          <StoreIcon aria-hidden="true" className="your-store__icon" /> Your Store
        </h2>
      </div>
      {store === null ? (
        <div className="your-store__empty">
          <p className="your-store__name">No Store Selected</p>
          <p className="panel__text">
            Pick the store you shop at to see its deals and price your plans there.
          </p>
          <Link to={STORE_SETTINGS_PATH} className="button button--primary">
            Select Your Store
          </Link>
        </div>
      ) : status.isPending ? (
        <LoadingBlock text="Loading store information..." size="inline" />
      ) : status.isError ? (
        <div className="your-store__empty">
          <p className="your-store__name">Unable to load store information</p>
          <Link to={STORE_SETTINGS_PATH} className="button button--primary">
            Go to Profile to Set Store
          </Link>
        </div>
      ) : (
        <StoreDetails store={status.data.store ?? store} status={status.data} />
      )}
    </section>
  );
}

function StoreDetails({
  store,
  status,
}: {
  store: StoreLike;
  status: {
    is_syncing: boolean;
    exists: boolean;
    message: string;
    last_run: { items_processed: number; items_total: number | null } | null;
  };
}) {
  const label = inventoryLabel(status);
  const run = status.last_run;
  const percent =
    run && run.items_total
      ? Math.min(100, Math.round((run.items_processed / run.items_total) * 100))
      : undefined;
  return (
    <div className="your-store__body">
      <div>
        <p className="your-store__name">{storeName(store)}</p>
        <p className="panel__text">{storeAddress(store)}</p>
        {store.phone ? <p className="panel__text">{store.phone}</p> : null}
      </div>
      <div className="your-store__inventory" aria-live="polite">
        <p>
          <span className="your-store__inventory-label">Inventory: </span>
          <span
            className={`badge inventory-badge inventory-badge--${label === 'Syncing...' ? 'syncing' : label.toLowerCase()}`}
          >
            {label}
          </span>
        </p>
        <p className="panel__text">{status.message}</p>
        {status.is_syncing ? (
          <progress
            className="your-store__progress"
            aria-label="Inventory sync progress"
            max={100}
            value={percent}
          />
        ) : null}
      </div>
      <Link to={STORE_SETTINGS_PATH} className="button button--secondary">
        Change Store
      </Link>
    </div>
  );
}
