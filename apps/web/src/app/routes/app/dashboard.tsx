import { CalendarDays, Lock, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../features/auth/auth-context';
import './signed-in.css';

/**
 * The signed-in home. Only members reach it (ProtectedRoute); the store card, plan badge and
 * account tiles of spec section 2 arrive with the accounts and stores issues.
 */
export function DashboardRoute() {
  const { user } = useAuth();
  const firstName = user?.first_name?.trim();
  return (
    <div className="container signed-in">
      <PageTitle title="Dashboard" />
      <h1 className="signed-in__title">{firstName ? `Welcome back, ${firstName}` : 'Welcome back'}</h1>
      {user ? <p className="signed-in__subtitle">{user.email}</p> : null}
      <ul className="signed-in__actions">
        <li>
          <Link to="/meal-planner" className="action-card card">
            <CalendarDays aria-hidden="true" />
            <span className="action-card__title">Generate Meal Plan</span>
            <span className="action-card__text">Plan the week around your family and your budget.</span>
          </Link>
        </li>
        <li>
          <Link to="/sales" className="action-card card">
            <Tag aria-hidden="true" />
            <span className="action-card__title">Current Sales</span>
            <span className="action-card__text">See what is on sale at your store this week.</span>
          </Link>
        </li>
        <li>
          <div className="action-card card action-card--disabled" aria-disabled="true">
            <Lock aria-hidden="true" />
            <span className="action-card__title">Saved Meal Plans</span>
            <span className="action-card__text">Coming Soon</span>
          </div>
        </li>
      </ul>
    </div>
  );
}
