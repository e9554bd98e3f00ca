import { storeSchema, userSchema } from '@saverly/contracts';
import type { LoginResponse, Store, User } from '@saverly/contracts';
import { clearOfflineData } from '../../../lib/offline-data';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/**
 * The stored selected store, when it still parses (spec section 4); anything unparseable is removed
 * so it cannot break the next start either.
 */
export function readSelectedStore(): Store | null {
  const raw = readStorage(STORAGE_KEYS.selectedStore);
  if (raw === null) return null;
  try {
    const parsed = storeSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: fall through and remove it.
  }
  removeStorage(STORAGE_KEYS.selectedStore);
  return null;
}

export function writeSelectedStore(store: Store | null): void {
  if (store) writeStorage(STORAGE_KEYS.selectedStore, JSON.stringify(store));
  else removeStorage(STORAGE_KEYS.selectedStore);
}

export function hasAccessToken(): boolean {
  return readStorage(STORAGE_KEYS.accessToken) !== null;
}

/** The user's default store (typed by the contracts' user schema). */
export function defaultStoreOf(user: Pick<User, 'default_store'>): Store | null {
  return user.default_store;
}

/** After login: tokens stored; the user's default store stored when present, otherwise cleared. */
export function storeSession(session: LoginResponse): Store | null {
  writeStorage(STORAGE_KEYS.accessToken, session.access_token);
  writeStorage(STORAGE_KEYS.refreshToken, session.refresh_token);
  const store = defaultStoreOf(session.user);
  writeSelectedStore(store);
  return store;
}

/** A session that failed its check: both tokens go (the selected store stays). */
export function clearTokens(): void {
  removeStorage(STORAGE_KEYS.accessToken);
  removeStorage(STORAGE_KEYS.refreshToken);
}

/**
 * The last profile the server confirmed for the stored tokens. Offline, the start-up check cannot
 * reach the server; this user keeps the member signed in so a saved list still opens in the store
 * (a deviation from spec section 4, recorded in the ADR of saved plans and offline check-off).
 */
const LAST_USER_KEY = 'saverly_last_user';

export function readLastUser(): User | null {
  const raw = readStorage(LAST_USER_KEY);
  if (raw === null) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: fall through and remove it.
  }
  removeStorage(LAST_USER_KEY);
  return null;
}

export function writeLastUser(user: User): void {
  writeStorage(LAST_USER_KEY, JSON.stringify(user));
}

export function removeLastUser(): void {
  removeStorage(LAST_USER_KEY);
}

/** On logout: tokens, the last known user, the offline copies of saved plans and the selected store go. */
export function clearSession(): void {
  clearTokens();
  removeLastUser();
  clearOfflineData();
  removeStorage(STORAGE_KEYS.selectedStore);
}
