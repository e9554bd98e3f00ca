import {
  DEFAULT_STORE_RADIUS,
  noStoresMessage,
  sanitizeZip,
  SET_DEFAULT_STORE_ERROR,
  STORE_RADII,
} from '@saverly/contracts';
import type { Store } from '@saverly/contracts';
import { CircleCheck, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { SelectField } from '../../../components/form-field';
import { Message } from '../../../components/message';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-client';
import { useSearchStores } from '../api/search-stores';
import { useSetDefaultStore } from '../api/set-default-store';
import { storeAddress, storeName, zipError } from '../lib/store-format';
import { StoreCard } from './store-card';
import './stores.css';

const SEARCH_STORES_ERROR = 'Error searching for stores';

interface StoreSelectorProps {
  /**
   * `account` makes the pick the member's default store on the server (POST set-default);
   * `visitor` only remembers it in this browser.
   */
  mode: 'account' | 'visitor';
  /** The store currently selected (marked in the results). */
  currentStoreId?: string | number | null;
  /** Called with the chosen store once it is selected. */
  onSelected: (store: Store) => void;
}

function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

/** Zip search, radius and the result list (spec section 2; states of section 4). */
export function StoreSelector({ mode, currentStoreId, onSelected }: StoreSelectorProps) {
  const id = useId();
  const [zip, setZip] = useState('');
  const [radius, setRadius] = useState<number>(DEFAULT_STORE_RADIUS);
  const [zipProblem, setZipProblem] = useState<string | null>(null);
  const [selectingId, setSelectingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const search = useSearchStores();
  const setDefault = useSetDefaultStore();

  function onSearch(event: FormEvent) {
    event.preventDefault();
    const problem = zipError(zip);
    setZipProblem(problem);
    setNotice(null);
    if (problem) return;
    search.mutate({ zip_code: zip, radius });
  }

  async function choose(store: Store) {
    setNotice(null);
    if (mode === 'visitor') {
      onSelected(store);
      setNotice({ type: 'success', text: `${storeName(store)} is your store.` });
      return;
    }
    setSelectingId(store.store_id);
    try {
      const result = await setDefault.mutateAsync(store.store_id);
      onSelected({ ...store, ...result.store, distance: store.distance });
      setNotice({
        type: 'success',
        text: result.inventory_status.sync_triggered
          ? `${storeName(result.store)} is your store. Its inventory is syncing in the background.`
          : `${storeName(result.store)} is your store. Its inventory is ready.`,
      });
    } catch (error) {
      setNotice({ type: 'error', text: serverMessageOr(error, SET_DEFAULT_STORE_ERROR) });
    } finally {
      setSelectingId(null);
    }
  }

  const stores = search.data?.stores ?? [];
  const zipErrorId = `${id}-zip-error`;

  return (
    <div className="store-selector">
      <form className="store-selector__form" onSubmit={onSearch} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-zip`}>
            Zip code
          </label>
          <input
            id={`${id}-zip`}
            className="field__input"
            inputMode="numeric"
            autoComplete="postal-code"
            value={zip}
            placeholder="e.g. 10001"
            aria-invalid={zipProblem ? true : undefined}
            aria-describedby={zipProblem ? zipErrorId : undefined}
            onChange={(event) => setZip(sanitizeZip(event.target.value))}
          />
          {zipProblem ? (
            <p id={zipErrorId} className="field__error">
              {zipProblem}
            </p>
          ) : null}
        </div>
        <SelectField
          className="store-selector__radius"
          label="Radius"
          value={String(radius)}
          options={STORE_RADII.map((value) => ({ value: String(value), label: `${value} miles` }))}
          onChange={(value) => setRadius(Number(value))}
        />
        <button
          type="submit"
          className="button button--primary store-selector__submit"
          disabled={search.isPending}
        >
          {search.isPending ? <Spinner size="sm" /> : <Search aria-hidden="true" />}
          {search.isPending ? 'Searching...' : 'Search Stores'}
        </button>
      </form>

      {search.isError ? (
        <Message type="error" message={serverMessageOr(search.error, SEARCH_STORES_ERROR)} />
      ) : null}
      {notice ? <Message type={notice.type} message={notice.text} /> : null}

      {search.isSuccess && stores.length === 0 ? (
        <Message type="info" message={noStoresMessage(search.variables.radius, search.variables.zip_code)} />
      ) : null}

      {stores.length > 0 ? (
        <ul className="store-selector__results" aria-label="Stores found">
          {stores.map((store) => {
            const selected = String(currentStoreId ?? '') === store.location_id;
            const selecting = selectingId === store.store_id;
            return (
              <li
                key={store.location_id}
                className={selected ? 'store-result store-result--selected' : 'store-result'}
              >
                <StoreCard store={store} showDistance headingLevel={3}>
                  <button
                    type="button"
                    className={
                      selected ? 'button button--secondary button--sm' : 'button button--primary button--sm'
                    }
                    disabled={selectingId !== null}
                    // The address too: one chain has two stores of one name in a city.
                    aria-label={
                      selected
                        ? `${storeName(store)} at ${storeAddress(store)} is selected`
                        : `Select ${storeName(store)} at ${storeAddress(store)}`
                    }
                    onClick={() => void choose(store)}
                  >
                    {selected ? <CircleCheck aria-hidden="true" /> : null}
                    {selecting ? 'Selecting...' : selected ? 'Selected' : 'Select Store'}
                  </button>
                </StoreCard>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
