import { BookOpen, CalendarDays, House, ListChecks, Tag, User, Warehouse } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon?: LucideIcon;
}

/** The signed-in user as the shell needs it (field names as on the wire, spec section 3). */
export interface NavUser {
  first_name?: string | null;
  last_name?: string | null;
  email: string;
}

/** Signed out, desktop (spec section 2): Home and Sales, then Login and Sign Up as actions. */
export const SIGNED_OUT_LINKS: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/sales', label: 'Sales' },
];

/** Public marketing pages: Features, How It Works, Pricing, then Sign In and Get Started. */
export const MARKETING_LINKS: NavItem[] = [
  { to: '/features', label: 'Features' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/pricing', label: 'Pricing' },
];

/** Signed in: Dashboard, Meal Planner, Sales in the header; Profile joins them in the menus and tab bar. */
export const SIGNED_IN_LINKS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: House },
  { to: '/meal-planner', label: 'Meal Planner', icon: CalendarDays },
  { to: '/sales', label: 'Sales', icon: Tag },
];

const PROFILE_LINK: NavItem = { to: '/profile', label: 'Profile', icon: User };

export const SIGNED_IN_MENU_LINKS: NavItem[] = [...SIGNED_IN_LINKS, PROFILE_LINK];

/** The family's saved lists, pantry and own recipes: in the user menu and the phone's side menu (not the tab bar). */
export const LIST_LINKS: NavItem[] = [
  { to: '/saved-plans', label: 'Saved Meal Plans', icon: ListChecks },
  { to: '/pantry', label: 'Pantry', icon: Warehouse },
  { to: '/recipes', label: 'Our recipes', icon: BookOpen },
];

/** The user button's text: the first name in capitals, USER when there is none. */
export function userButtonLabel(user: NavUser): string {
  const firstName = user.first_name?.trim();
  return firstName ? firstName.toUpperCase() : 'USER';
}

/** Full name for the user menu, falling back to the email. */
export function displayName(user: NavUser): string {
  const name = [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}
