import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { UserMenuButton } from './menu-buttons';
import { LIST_LINKS, SIGNED_IN_MENU_LINKS, displayName, userButtonLabel } from './nav-items';
import type { NavUser } from './nav-items';

interface UserMenuProps {
  user: NavUser;
  onLogout: () => void;
  /** Open as it mounts: the press that loaded it (site-header.tsx) was a press to open it. */
  defaultOpen?: boolean;
}

/**
 * The signed-in user button (first name in capitals, USER without one) and its dropdown: full name,
 * email, the signed-in pages and Logout. Radix closes it on outside click and Escape.
 */
export function UserMenu({ user, onLogout, defaultOpen = false }: UserMenuProps) {
  const label = userButtonLabel(user);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <UserMenuButton label={label} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="user-menu" align="end" sideOffset={8}>
          <DropdownMenu.Label className="user-menu__identity">
            <span className="user-menu__name">{displayName(user)}</span>
            <span className="user-menu__email">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="user-menu__separator" />
          {[...SIGNED_IN_MENU_LINKS, ...LIST_LINKS].map(({ to, label: itemLabel, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className="user-menu__item">
              <Link to={to}>
                {Icon ? <Icon aria-hidden="true" /> : null}
                {itemLabel}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="user-menu__separator" />
          <DropdownMenu.Item className="user-menu__item" onSelect={onLogout}>
            <LogOut aria-hidden="true" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
