import type { Store } from '@saverly/contracts';
import type { ProviderStore } from './providers/provider.js';
import type { StoreRow } from './stores.repository.js';

/** A stored store in the wire shape (spec section 3): location_id doubles as store_id. */
export function presentStore(row: StoreRow): Store {
  return {
    location_id: row.locationId,
    store_id: row.locationId,
    name: row.name,
    formatted_address: row.formattedAddress,
    phone: row.phone,
    hours: row.hours,
  };
}

/** A search result, with its distance in miles. */
export function presentSearchResult(s: ProviderStore): Store {
  return {
    location_id: s.locationId,
    store_id: s.locationId,
    name: s.name,
    formatted_address: s.formattedAddress,
    phone: s.phone,
    hours: s.hours,
    ...(s.distance === undefined ? {} : { distance: s.distance }),
  };
}
