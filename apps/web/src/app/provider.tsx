import type { RuntimeConfig, User } from '@saverly/contracts';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../components/loading-screen';
import { startRuntimeConfig } from '../config/runtime-config';
import { isStandaloneDisplay } from '../hooks/use-device-traits';
import { isMobileUserAgent } from '../hooks/user-agent';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider, useAuth, type Restored } from '../features/auth/auth-context';
import { SplashScreen } from '../features/pwa/components/splash-screen';

/** The full-screen loading state stays up until the stored session has been checked. */
function AuthGate({ children }: { children: ReactNode }) {
  const { loading } = useAuth();
  return loading ? <LoadingScreen /> : children;
}

/**
 * One member's cached answers never reach another: when the signed-in member signs out or another
 * signs in, the query cache is emptied (saved plans, savings and the quota stay fresh for a minute,
 * so on a shared family phone the next member would otherwise see them).
 */
function ForgetOnMemberChange() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const last = useRef<User['id'] | null>(null);
  const id = user?.id ?? null;
  useEffect(() => {
    if (last.current !== null && last.current !== id) queryClient.clear();
    last.current = id;
  }, [id, queryClient]);
  return null;
}

/**
 * A start the entry began before React rendered (app/main.tsx): the runtime config's load, the
 * query client with the first page's data already asked for, and the session check.
 */
export interface EarlyStart {
  readonly config: Promise<RuntimeConfig>;
  readonly queryClient: QueryClient;
  readonly session: Promise<Restored>;
}

function useRuntimeConfig(early: Promise<RuntimeConfig> | undefined): RuntimeConfig | null {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  const started = useRef(early);
  useEffect(() => {
    let active = true;
    void (started.current ?? startRuntimeConfig()).then((loaded) => {
      if (active) setConfig(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return config;
}

/**
 * Everything the routes need, in start-up order: the splash (installed mobile app only), runtime
 * config, the query client, then auth. The loading screen covers the wait.
 *
 * `prerendered`: a public page the build rendered for a signed-out visitor (app/boot.ts decided it
 * is this visitor's page). It is already on screen, so nothing waits: the routes render at once,
 * signed out, exactly as the build rendered them (hydration), while the config loads behind them
 * (API requests wait for it, lib/api-client.ts).
 */
export function AppProvider({
  children,
  prerendered = false,
  early,
}: {
  children: ReactNode;
  prerendered?: boolean;
  early?: EarlyStart;
}) {
  const config = useRuntimeConfig(early?.config);
  const [queryClient] = useState(() => early?.queryClient ?? createQueryClient());
  const [splashApplies] = useState(
    () =>
      !prerendered &&
      typeof navigator !== 'undefined' &&
      isStandaloneDisplay() &&
      isMobileUserAgent(navigator.userAgent, navigator.maxTouchPoints),
  );
  const [splashDone, setSplashDone] = useState(false);
  const completeSplash = useCallback(() => setSplashDone(true), []);

  return (
    <>
      {config || prerendered ? (
        <QueryClientProvider client={queryClient}>
          <AuthProvider startSignedOut={prerendered} restoring={early?.session}>
            <ForgetOnMemberChange />
            <AuthGate>{children}</AuthGate>
          </AuthProvider>
        </QueryClientProvider>
      ) : (
        <LoadingScreen />
      )}
      {splashDone ? null : <SplashScreen applies={splashApplies} onComplete={completeSplash} />}
    </>
  );
}
