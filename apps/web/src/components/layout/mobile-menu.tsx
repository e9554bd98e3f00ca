import * as Dialog from '@radix-ui/react-dialog';
import { ChevronRight, LogOut, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../logo';
import { MenuButton } from './menu-buttons';
import {
  LIST_LINKS,
  MARKETING_LINKS,
  SIGNED_IN_MENU_LINKS,
  SIGNED_OUT_LINKS,
  displayName,
} from './nav-items';
import type { NavItem, NavUser } from './nav-items';

interface MobileMenuProps {
  user: NavUser | null;
  onLogout: () => void;
  /** Open as it mounts: the press that loaded it (site-header.tsx) was a press to open it. */
  defaultOpen?: boolean;
}

/** Signed out, the menu offers every public page; Home first, then the marketing pages, then Sales. */
const SIGNED_OUT_MENU_LINKS: NavItem[] = [SIGNED_OUT_LINKS[0]!, ...MARKETING_LINKS, SIGNED_OUT_LINKS[1]!];

/**
 * The mobile left slide-out menu. Radix Dialog gives it a focus trap, Escape and outside-click to
 * close, focus return to the menu button and the dialog semantics.
 */
export function MobileMenu({ user, onLogout, defaultOpen = false }: MobileMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  // Closing because a link was followed: focus belongs to the new page, not back on the Menu button.
  const navigated = useRef(false);
  const close = () => setOpen(false);
  const closeForNavigation = () => {
    navigated.current = true;
    setOpen(false);
  };
  const links = user ? [...SIGNED_IN_MENU_LINKS, ...LIST_LINKS] : SIGNED_OUT_MENU_LINKS;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <MenuButton />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__overlay" />
        <Dialog.Content
          className="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (navigated.current) event.preventDefault();
            navigated.current = false;
          }}
        >
          <div className="mobile-menu__header">
            <Logo onNavigate={closeForNavigation} />
            <Dialog.Close asChild>
              <button type="button" className="icon-button" aria-label="Close menu">
                <X aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
          {user ? (
            <div className="mobile-menu__identity">
              <p className="mobile-menu__name">{displayName(user)}</p>
              <p className="mobile-menu__email">{user.email}</p>
            </div>
          ) : null}
          <nav aria-label="Menu" className="mobile-menu__nav">
            <ul>
              {links.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={to === '/'}
                    className="mobile-menu__link"
                    onClick={closeForNavigation}
                  >
                    {Icon ? <Icon aria-hidden="true" className="mobile-menu__icon" /> : null}
                    <span>{label}</span>
                    <ChevronRight aria-hidden="true" className="mobile-menu__chevron" />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mobile-menu__actions">
            {user ? (
              <button
                type="button"
                className="button button--secondary button--block"
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                <LogOut aria-hidden="true" />
                Logout
              </button>
            ) : (
              <>
                <Link
                  to="/signup"
                  className="button button--primary button--block"
                  onClick={closeForNavigation}
                >
                  Get Started
                </Link>
                <Link
                  to="/login"
                  className="button button--secondary button--block"
                  onClick={closeForNavigation}
                >
                  Sign In
                </Link>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
