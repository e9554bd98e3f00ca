import type { RuntimeConfig } from '@saverly/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../components/loading-screen';
import { loadRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
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
    void loadRuntimeConfig().then((loaded) => {
      setRuntimeConfig(loaded);
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
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  const [queryClient] = useState(createQueryClient);
  const [splashApplies] = useState(
    () => isStandaloneDisplay() && isMobileUserAgent(navigator.userAgent, navigator.maxTouchPoints),
  );
  const [splashDone, setSplashDone] = useState(false);
  const completeSplash = useCallback(() => setSplashDone(true), []);

  return (
    <>
      {config ? (
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
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
