import { NavLink } from 'react-router';
import { SIGNED_IN_MENU_LINKS } from './nav-items';

/**
 * Mobile and tablet tab bar (Dashboard, Meal Planner, Sales, Profile). The layout shows it only to
 * signed-in members and never on the meal planner, whose own step bar sits at the bottom.
 */
export function BottomTabBar() {
  return (
    <nav aria-label="Tabs" className="tab-bar">
      <ul className="tab-bar__list">
        {SIGNED_IN_MENU_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className="tab-bar__link">
              {Icon ? <Icon aria-hidden="true" className="tab-bar__icon" /> : null}
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
