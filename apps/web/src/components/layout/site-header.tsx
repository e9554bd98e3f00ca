import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../logo';
import { MobileMenu } from './mobile-menu';
import { UserMenuButton } from './menu-buttons';
import { MARKETING_LINKS, SIGNED_IN_LINKS, SIGNED_OUT_LINKS, userButtonLabel } from './nav-items';
import type { NavUser } from './nav-items';

// The signed-in user menu's dropdown (Radix with floating-ui) loads beside the page, not in front of
// it (ADR 0029); until then its button stands in, aria-disabled. The mobile menu is in the page's
// own code: on a prerendered page a press of Menu before the app has taken over is done again once
// it has (boot.ts), which a menu still loading would miss.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

type HeaderVariant = 'marketing' | 'default';

interface SiteHeaderProps {
  /** The marketing header on public marketing pages, the default one elsewhere. */
  variant: HeaderVariant;
  user: NavUser | null;
  onLogout: () => void;
}

export function SiteHeader({ variant, user, onLogout }: SiteHeaderProps) {
  const marketing = variant === 'marketing';
  const links = user ? SIGNED_IN_LINKS : marketing ? MARKETING_LINKS : SIGNED_OUT_LINKS;
  const signIn = marketing ? 'Sign In' : 'Login';
  const signUp = marketing ? 'Get Started' : 'Sign Up';

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <div className="site-header__start">
          <div className="site-header__mobile-only">
            <MobileMenu user={user} onLogout={onLogout} />
          </div>
          <Logo />
        </div>
        <nav aria-label="Main" className="site-header__nav">
          <ul className="site-header__links">
            {links.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === '/'} className="site-header__link">
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          {user ? null : (
            <div className="site-header__actions">
              <Link to="/login" className="button button--ghost">
                {signIn}
              </Link>
              <Link to="/signup" className="button button--primary">
                {signUp}
              </Link>
            </div>
          )}
        </nav>
        <div className="site-header__end">
          {user ? (
            <Suspense fallback={<UserMenuButton label={userButtonLabel(user)} aria-disabled="true" />}>
              <UserMenu user={user} onLogout={onLogout} />
            </Suspense>
          ) : (
            <Link to="/signup" className="button button--primary button--sm site-header__mobile-only">
              {signUp}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
