import { LIMITS } from '@saverly/contracts';
import type { LoginResponse, User } from '@saverly/contracts';
import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { api, onSessionEnded } from '../../lib/api-client';
import { logoutOnServer } from './api/logout';
import { fetchProfile } from './api/profile';
import type { Store } from './api/schemas';
import {
  clearSession,
  clearTokens,
  defaultStoreOf,
  hasAccessToken,
  readSelectedStore,
  storeSession,
  writeSelectedStore,
} from './lib/session';

export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  /** True from start-up until the stored session has been checked. */
  loading: boolean;
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
  /** Stores `selected_store`; for a signed-in user it also becomes `user.default_store`. */
  updateSelectedStore: (store: Store | null) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthState {
  user: User | null;
  loading: boolean;
  selectedStore: Store | null;
}

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
  try {
    return await Promise.race([fetchProfile({ signal: controller.signal }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Start-up (spec section 4): restore the selected store if it parses (or remove it); with a stored
 * access token, verify it through the profile call within 10 s. Success signs the user in and makes
 * their default store the selected one; failure removes both tokens. Without a token: signed out.
 */
async function restoreSession(): Promise<Pick<AuthState, 'user' | 'selectedStore'>> {
  let selectedStore = readSelectedStore();
  if (!hasAccessToken()) return { user: null, selectedStore };
  try {
    const user = await verifyStoredToken();
    const defaultStore = defaultStoreOf(user);
    if (defaultStore) {
      writeSelectedStore(defaultStore);
      selectedStore = defaultStore;
    }
    return { user, selectedStore };
  } catch (error) {
    console.warn('Stored session could not be verified', error);
    clearTokens();
    return { user: null, selectedStore };
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, loading: true, selectedStore: null });

  useEffect(() => {
    let active = true;
    void restoreSession().then((restored) => {
      if (active) setState({ ...restored, loading: false });
    });
    // A refresh that failed anywhere (the API client already cleared the tokens) signs the user out.
    const unsubscribe = onSessionEnded(() => {
      if (active) setState((current) => ({ ...current, user: null }));
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  const signIn = useCallback((session: LoginResponse) => {
    const selectedStore = storeSession(session);
    setState({ user: session.user, loading: false, selectedStore });
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
    setState({ user: null, loading: false, selectedStore: null });
  }, []);

  const refreshToken = useCallback(async () => {
    // The API client stores the rotated tokens, or clears them and signals the session's end.
    await api.refreshSession();
  }, []);

  const updateUser = useCallback((user: User) => {
    setState((current) => ({ ...current, user }));
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
      selectedStore: state.selectedStore,
      signIn,
      logout,
      refreshToken,
      updateUser,
      updateSelectedStore,
    }),
    [state, signIn, logout, refreshToken, updateUser, updateSelectedStore],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
