import { useCallback, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { BottomTabBar } from '../../components/layout/bottom-tab-bar';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';
import { LoadingBlock } from '../../components/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { InstallPrompt } from '../../features/pwa/components/install-prompt';
import { RouteChangeEffects } from './route-change-effects';
import { SignOutContext } from './sign-out';

/** Spec section 2: the install prompt is mounted in the layout with its visibility turned off. */
const showInstallPrompt = false;

/**
 * The marketing header (Features, How It Works, Pricing, Sign In, Get Started) on the public
 * marketing and account pages; elsewhere signed-out visitors get Home, Sales, Login, Sign Up.
 */
const MARKETING_PATHS = new Set([
  '/',
  '/features',
  '/how-it-works',
  '/pricing',
  '/privacy',
  '/terms',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
]);

const isMealPlanner = (pathname: string) => pathname === '/meal-planner' || pathname === '/app/meal-planner';

export function RootLayout() {
  const { user, isAuthenticated, logout } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const [loggingOut, setLoggingOut] = useState(false);

  // While logging out the page is replaced by 'Logging out...': a signed-in page left on screen would
  // redirect to /login as soon as the user is cleared, cancelling the navigation to /. The flag is
  // lowered once / is the page rendered: the router commits a navigation that loaded a lazy page as
  // a transition, after the navigation's promise has settled, so lowering it then (with / as a lazy
  // page, tried in session 19) let the signed-in page render once more, signed out, and send the
  // member to /login.
  const onLogout = useCallback(() => {
    setLoggingOut(true);
    void logout()
      .then(() => navigate('/'))
      .catch(() => setLoggingOut(false));
  }, [logout, navigate]);
  if (loggingOut && pathname === '/') setLoggingOut(false);
  const signOut = useMemo(() => ({ signOut: onLogout, signingOut: loggingOut }), [onLogout, loggingOut]);

  // The tab bar is for signed-in members on mobile and tablet (CSS hides it on desktop), never on
  // the meal planner, which has its own bottom step bar.
  const withTabs = isAuthenticated && !isMealPlanner(pathname);

  return (
    <SignOutContext value={signOut}>
      <div className={`app-shell${withTabs ? ' app-shell--with-tabs' : ''}`}>
        <SkipLink />
        <RouteChangeEffects />
        <SiteHeader
          variant={MARKETING_PATHS.has(pathname) ? 'marketing' : 'default'}
          user={user}
          onLogout={onLogout}
        />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-shell__main">
          {loggingOut ? <LoadingBlock text="Logging out..." /> : <Outlet />}
        </main>
        <SiteFooter />
        {withTabs ? <BottomTabBar /> : null}
        <InstallPrompt enabled={showInstallPrompt} />
      </div>
    </SignOutContext>
  );
}
