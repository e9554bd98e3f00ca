import { lazy, Suspense, useState } from 'react';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../logo';
import { MenuButton, UserMenuButton } from './menu-buttons';
import { MARKETING_LINKS, SIGNED_IN_LINKS, SIGNED_OUT_LINKS, userButtonLabel } from './nav-items';
import type { NavUser } from './nav-items';

// The header's menus are fetched when the visitor reaches for their button (a pointer over it,
// focus, a touch) and open on the press itself (ADR 0029, sessions 15 and 19): a page that is only
// read never loads or renders them. The user menu's dropdown (Radix with floating-ui) and the
// mobile menu (Radix Dialog, its focus trap and scroll lock) were 18 KB and ~13 KB compressed on
// every page. A press of Menu on a prerendered page before the app has taken over is done again once
// it has (boot.ts): that press opens the menu here, loaded or not.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

interface OnDemandMenuProps {
  /** The menu's button as it stands until the first press, given the handlers that load and open. */
  button: (props: ComponentProps<'button'>) => ReactElement;
  /** Fetches the menu's code. */
  load: () => Promise<unknown>;
  /** The menu, rendered open, with its own trigger in the button's place. */
  menu: ReactNode;
  /** A key that opens the menu from its button besides Enter and Space, as the menu's trigger does. */
  openKey?: string;
}

/** A menu's button; its first press loads the menu if it is not here yet and opens it. */
function OnDemandMenu({ button, load, menu, openKey }: OnDemandMenuProps) {
  const [opened, setOpened] = useState(false);
  if (opened) {
    return <Suspense fallback={button({ 'aria-busy': true })}>{menu}</Suspense>;
  }
  const prefetch = () => void load();
  return button({
    onPointerEnter: prefetch,
    onTouchStart: prefetch,
    onFocus: prefetch,
    onClick: () => setOpened(true),
    onKeyDown: (event) => {
      if (event.key !== openKey) return;
      event.preventDefault();
      setOpened(true);
    },
  });
}

/** The user button and its dropdown (user-menu.tsx). */
function UserMenuEntry({ user, onLogout }: { user: NavUser; onLogout: () => void }) {
  const label = userButtonLabel(user);
  return (
    <OnDemandMenu
      load={loadUserMenu}
      // As Radix's trigger does: the arrow opens the menu too (Enter and Space press the button).
      openKey="ArrowDown"
      button={(props) => (
        <UserMenuButton label={label} aria-haspopup="menu" aria-expanded="false" {...props} />
      )}
      menu={<UserMenu user={user} onLogout={onLogout} defaultOpen />}
    />
  );
}

/** The Menu button and the slide-out menu (mobile-menu.tsx). */
function MobileMenuEntry({ user, onLogout }: { user: NavUser | null; onLogout: () => void }) {
  return (
    <OnDemandMenu
      load={loadMobileMenu}
      button={(props) => <MenuButton aria-haspopup="dialog" aria-expanded="false" {...props} />}
      menu={<MobileMenu user={user} onLogout={onLogout} defaultOpen />}
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
            <MobileMenuEntry user={user} onLogout={onLogout} />
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
