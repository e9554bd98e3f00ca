import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../logo';
import { MobileMenu } from './mobile-menu';
import { UserMenuButton } from './menu-buttons';
import { MARKETING_LINKS, SIGNED_IN_LINKS, SIGNED_OUT_LINKS, userButtonLabel } from './nav-items';
import type { NavUser } from './nav-items';

// The signed-in user menu's dropdown (Radix with floating-ui, 18 KB compressed) is fetched when the
// member reaches for its button (a pointer over it, focus, a touch) and opens on the press itself
// (ADR 0029, session 15): a page that is only read never loads or renders it. The mobile menu is in
// the page's own code: on a prerendered page a press of Menu before the app has taken over is done
// again once it has (boot.ts), which a menu still loading would miss.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

/** The user button; the first press loads the dropdown if it is not here yet and opens it. */
function UserMenuEntry({ user, onLogout }: { user: NavUser; onLogout: () => void }) {
  const [opened, setOpened] = useState(false);
  const label = userButtonLabel(user);
  if (opened) {
    return (
      <Suspense
        fallback={
          <UserMenuButton label={label} aria-haspopup="menu" aria-expanded="false" aria-busy="true" />
        }
      >
        <UserMenu user={user} onLogout={onLogout} defaultOpen />
      </Suspense>
    );
  }
  const prefetch = () => void loadUserMenu();
  return (
    <UserMenuButton
      label={label}
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
      onClick={() => setOpened(true)}
      onKeyDown={(event) => {
        // As Radix's trigger does: the arrow opens the menu too (Enter and Space press the button).
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        setOpened(true);
      }}
    />
  );
}

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
            <UserMenuEntry user={user} onLogout={onLogout} />
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
