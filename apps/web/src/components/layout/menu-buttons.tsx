import { ChevronDown, Menu } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * The buttons that open the header's menus, apart from the menus themselves (mobile-menu.tsx,
 * user-menu.tsx): the menus wrap these in their Radix triggers, and until the member first presses
 * it the user menu's button stands alone, its dropdown not loaded (site-header.tsx, ADR 0029).
 */
export function MenuButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" className="menu-button" {...props}>
      <Menu aria-hidden="true" />
      <span>Menu</span>
    </button>
  );
}

export function UserMenuButton({ label, ...props }: ComponentProps<'button'> & { label: string }) {
  return (
    <button type="button" className="user-menu__trigger" {...props}>
      <span className="user-menu__avatar" aria-hidden="true">
        {label.charAt(0)}
      </span>
      <span className="user-menu__label">{label}</span>
      <ChevronDown aria-hidden="true" className="user-menu__chevron" />
    </button>
  );
}
