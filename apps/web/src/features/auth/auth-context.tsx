import { LIMITS, profileResponseSchema } from '@saverly/contracts';
import type { LoginResponse, Store, User } from '@saverly/contracts';
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { api, isApiError, onSessionEnded } from '../../lib/api-client';
import { logoutOnServer } from './api/logout';
import { fetchProfile } from './api/fetch-profile';
import { takeEarlyProfile } from './lib/early-profile';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import {
  clearSession,
  clearTokens,
  defaultStoreOf,
  hasAccessToken,
  readLastUser,
  readSelectedStore,
  removeLastUser,
  storeSession,
  writeLastUser,
  writeSelectedStore,
} from './lib/session';

export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  /** True from start-up until the stored session has been checked. */
  loading: boolean;
  /**
   * True while the session rests on the last known user because the server could not be reached
   * at start-up (offline in a store); the check runs again when the browser is back online.
   */
  offline: boolean;
  selectedStore: Store | null;
  /** Keeps a successful login: tokens, user and the user's default store. */
  signIn: (session: LoginResponse) => void;
  /** Tells the server when a token exists, then always forgets the session locally. */
  logout: () => Promise<void>;
  /**
   * Refreshes the session: throws 'No refresh token available' without one; on success the new
   * tokens are stored; on failure the tokens and the user are cleared and the error rethrown.
   */
  refreshToken: () => Promise<void>;
  /** Replaces the user with the one the profile update returned. */
  updateUser: (user: User) => void;
  /** Fetches the profile again (after a change made elsewhere, e.g. a trial) and replaces the user. */
  reloadUser: () => Promise<User>;
  /** Stores `selected_store`; for a signed-in user it also becomes `user.default_store`. */
  updateSelectedStore: (store: Store | null) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthState {
  user: User | null;
  loading: boolean;
  selectedStore: Store | null;
  offline: boolean;
}

/** How often an offline session retries its check while the browser says it is online. */
const OFFLINE_RECHECK_MS = 30_000;

/** Spec section 8: the message of a start-up check that took longer than 10 s. */
export const AUTH_CHECK_TIMEOUT = 'Authentication check timeout';

/** The profile call, abandoned (and aborted) after `timeoutMs` with 'Authentication check timeout'. */
export async function verifyStoredToken(timeoutMs: number = LIMITS.authCheckTimeoutMs): Promise<User> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(AUTH_CHECK_TIMEOUT);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  // The inline script's head start on this check (lib/early-profile.ts), when it is for this token.
  const early = takeEarlyProfile(readStorage(STORAGE_KEYS.accessToken));
  const check = early
    ? early.then(userOfEarlyAnswer).then((user) => user ?? fetchProfile({ signal: controller.signal }))
    : fetchProfile({ signal: controller.signal });
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The member the early profile answer names; null for anything else (no answer, a 401, a body that
 * does not parse), which the ordinary check then asks again and handles as it always has.
 */
async function userOfEarlyAnswer(response: Response | null): Promise<User | null> {
  if (!response?.ok) return null;
  try {
    const parsed = profileResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.user : null;
  } catch {
    return null;
  }
}

/**
 * A check that failed for want of a connection, not because the server refused the token: no
 * response at all (ApiError 'network'), or the 10 s timeout while the browser says it is offline.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (isApiError(error)) return error.type === 'network';
  return error instanceof Error && error.message === AUTH_CHECK_TIMEOUT && !navigator.onLine;
}

export type Restored = Pick<AuthState, 'user' | 'selectedStore' | 'offline'>;

/**
 * Set once the page is being left (a reload, a link to another document): the browser then aborts
 * the start-up check, which says nothing about the tokens, and the next page checks them again.
 */
let pageLeaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    pageLeaving = true;
  });
  window.addEventListener('pageshow', () => {
    pageLeaving = false;
  });
}

/**
 * Start-up (spec section 4): restore the selected store if it parses (or remove it); with a stored
 * access token, verify it through the profile call within 10 s. Success signs the user in and makes
 * their default store the selected one; failure removes both tokens. Without a token: signed out.
 *
 * Deviation (saved plans, offline check-off): when the check fails for want of a connection and the
 * last user the server confirmed is known, the tokens stay and that user is signed in with
 * `offline: true`, so a saved list opens in a store without signal. A 401 or any other answer of
 * the server still removes the tokens.
 */
export async function restoreSession(): Promise<Restored> {
  let selectedStore = readSelectedStore();
  if (!hasAccessToken()) return { user: null, selectedStore, offline: false };
  try {
    const user = await verifyStoredToken();
    const defaultStore = defaultStoreOf(user);
    if (defaultStore) {
      writeSelectedStore(defaultStore);
      selectedStore = defaultStore;
    }
    return { user, selectedStore, offline: false };
  } catch (error) {
    // The page is going away: its aborted check must not sign the member out.
    if (pageLeaving) return { user: null, selectedStore, offline: false };
    const lastUser = isConnectionFailure(error) ? readLastUser() : null;
    if (lastUser) {
      console.warn('Offline: signed in as the last known user until the server can be reached', error);
      return { user: lastUser, selectedStore, offline: true };
    }
    console.warn('Stored session could not be verified', error);
    clearTokens();
    removeLastUser();
    return { user: null, selectedStore, offline: false };
  }
}

/**
 * `startSignedOut`: the page was prerendered for a signed-out visitor and app/boot.ts found no stored
 * session, so there is nothing to check and no loading state to show; the start-up still runs and
 * restores the selected store.
 *
 * `restoring`: the start-up check already under way (app/main.tsx starts it before React renders,
 * so the profile call goes out as soon as the runtime config is in); by default the provider
 * starts it when it mounts.
 */
export function AuthProvider({
  children,
  startSignedOut = false,
  restoring,
}: {
  children: ReactNode;
  startSignedOut?: boolean;
  restoring?: Promise<Restored>;
}) {
  const startup = useRef(restoring);
  const [state, setState] = useState<AuthState>({
    user: null,
    loading: !startSignedOut,
    selectedStore: null,
    offline: false,
  });

  useEffect(() => {
    let active = true;
    void (startup.current ?? restoreSession()).then((restored) => {
      // The signed-in page's first render is the start-up's largest: as a transition React renders
      // it in slices and the phone stays responsive (a plain update would hold the main thread for
      // all of it; ADR 0029, session 21). The loading screen stays until it is done.
      if (active) startTransition(() => setState({ ...restored, loading: false }));
    });
    // A refresh that failed anywhere (the API client already cleared the tokens) signs the user out.
    const unsubscribe = onSessionEnded(() => {
      removeLastUser();
      if (active) setState((current) => ({ ...current, user: null, offline: false }));
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  // Remember the last user the server confirmed, for an offline start.
  useEffect(() => {
    if (state.user && !state.offline) writeLastUser(state.user);
  }, [state.user, state.offline]);

  // An offline session checks again when the browser is back online (and now and then meanwhile).
  useEffect(() => {
    if (!state.offline) return;
    let active = true;
    let checking = false;
    const recheck = async () => {
      if (checking || !navigator.onLine || !hasAccessToken()) return;
      checking = true;
      try {
        const user = await verifyStoredToken();
        if (active) setState((current) => ({ ...current, user, offline: false }));
      } catch (error) {
        if (!isConnectionFailure(error)) {
          console.warn('Stored session could not be verified', error);
          clearTokens();
          removeLastUser();
          if (active) setState((current) => ({ ...current, user: null, offline: false }));
        }
      } finally {
        checking = false;
      }
    };
    const onOnline = () => void recheck();
    window.addEventListener('online', onOnline);
    const timer = setInterval(onOnline, OFFLINE_RECHECK_MS);
    return () => {
      active = false;
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [state.offline]);

  const signIn = useCallback((session: LoginResponse) => {
    const selectedStore = storeSession(session);
    setState({ user: session.user, loading: false, selectedStore, offline: false });
  }, []);

  const logout = useCallback(async () => {
    if (hasAccessToken()) {
      try {
        await logoutOnServer();
      } catch (error) {
        // Spec section 8: a failed logout is only logged; the local session goes regardless.
        console.warn('Logout request failed', error);
      }
    }
    clearSession();
    setState({ user: null, loading: false, selectedStore: null, offline: false });
  }, []);

  const refreshToken = useCallback(async () => {
    // The API client stores the rotated tokens, or clears them and signals the session's end.
    await api.refreshSession();
  }, []);

  const updateUser = useCallback((user: User) => {
    setState((current) => ({ ...current, user }));
  }, []);

  const reloadUser = useCallback(async () => {
    const user = await fetchProfile();
    setState((current) => ({ ...current, user }));
    return user;
  }, []);

  const updateSelectedStore = useCallback((store: Store | null) => {
    writeSelectedStore(store);
    // A signed-in member's pick is their default store (POST /api/stores/set-default).
    setState((current) => ({
      ...current,
      selectedStore: store,
      user: current.user ? { ...current.user, default_store: store } : current.user,
    }));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      isAuthenticated: state.user !== null,
      loading: state.loading,
      offline: state.offline,
      selectedStore: state.selectedStore,
      signIn,
      logout,
      refreshToken,
      updateUser,
      reloadUser,
      updateSelectedStore,
    }),
    [state, signIn, logout, refreshToken, updateUser, reloadUser, updateSelectedStore],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
