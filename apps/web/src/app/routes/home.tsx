import { useState } from 'react';
import { Navigate } from 'react-router';
import { LoadingBlock } from '../../components/spinner';
import { PageTitle } from '../../components/page-title';
import { useAuth } from '../../features/auth/auth-context';
import { LandingPage } from '../../features/marketing/components/landing-page';
import { isStandaloneDisplay } from '../../hooks/use-device-traits';
import { decideHome } from './home-decision';

/** The build's render (app/prerender.tsx) is a desktop browser's: app/boot.ts sends everyone else on. */
const PRERENDER_DEVICE = { standalone: false, width: 1280, userAgent: '', maxTouchPoints: 0 };

/** The device facts are read once per visit: resizing the window should not bounce a reader to /login. */
function readDevice() {
  if (typeof window === 'undefined') return PRERENDER_DEVICE;
  return {
    standalone: isStandaloneDisplay(),
    width: window.innerWidth,
    userAgent: window.navigator.userAgent,
    maxTouchPoints: window.navigator.maxTouchPoints,
  };
}

export function HomeRoute() {
  const { loading, isAuthenticated } = useAuth();
  const [device] = useState(readDevice);

  switch (decideHome({ loading, isAuthenticated, ...device })) {
    case 'loading':
      return <LoadingBlock text="Loading..." />;
    case 'app':
      return <Navigate to="/app" replace />;
    case 'login':
      return <Navigate to="/login" replace />;
    case 'landing':
      return (
        <>
          <PageTitle />
          <LandingPage />
        </>
      );
  }
}
