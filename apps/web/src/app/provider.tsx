import type { RuntimeConfig } from '@saverly/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../components/loading-screen';
import { startRuntimeConfig } from '../config/runtime-config';
import { isStandaloneDisplay } from '../hooks/use-device-traits';
import { isMobileUserAgent } from '../hooks/user-agent';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider, useAuth } from '../features/auth/auth-context';
import { SplashScreen } from '../features/pwa/components/splash-screen';

/** The full-screen loading state stays up until the stored session has been checked. */
function AuthGate({ children }: { children: ReactNode }) {
  const { loading } = useAuth();
  return loading ? <LoadingScreen /> : children;
}

function useRuntimeConfig(): RuntimeConfig | null {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  useEffect(() => {
    let active = true;
    void startRuntimeConfig().then((loaded) => {
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
}: {
  children: ReactNode;
  prerendered?: boolean;
}) {
  const config = useRuntimeConfig();
  const [queryClient] = useState(createQueryClient);
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
          <AuthProvider startSignedOut={prerendered}>
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
