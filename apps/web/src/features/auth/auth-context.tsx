import type { LoginResponse, User } from '@saverly/contracts';
import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { logoutOnServer } from './api/logout';
import type { Store } from './api/schemas';
import {
  clearSession,
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
  updateSelectedStore: (store: Store | null) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthState {
  user: User | null;
  loading: boolean;
  selectedStore: Store | null;
}

/**
 * Start-up (spec section 4): loading, restore the selected store if it parses (or remove it), check
 * the stored session, then loading ends. Verifying a stored token through the profile call arrives
 * with the accounts issue; until then a stored token does not sign anyone in.
 */
async function restoreSession(): Promise<Pick<AuthState, 'user' | 'selectedStore'>> {
  const selectedStore = readSelectedStore();
  return Promise.resolve({ user: null, selectedStore });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, loading: true, selectedStore: null });

  useEffect(() => {
    let active = true;
    void restoreSession().then((restored) => {
      if (active) setState({ ...restored, loading: false });
    });
    return () => {
      active = false;
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

  const updateSelectedStore = useCallback((store: Store | null) => {
    writeSelectedStore(store);
    setState((current) => ({ ...current, selectedStore: store }));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      isAuthenticated: state.user !== null,
      loading: state.loading,
      selectedStore: state.selectedStore,
      signIn,
      logout,
      updateSelectedStore,
    }),
    [state, signIn, logout, updateSelectedStore],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
