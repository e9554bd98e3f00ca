import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import './signed-in.css';

/** Members only (ProtectedRoute). The five-step wizard of spec section 2 arrives with the meal-plans issue. */
export function MealPlannerRoute() {
  return (
    <div className="container status-page">
      <PageTitle title="Meal Planner" />
      <div className="status-card card">
        <div className="status-card__icon" aria-hidden="true">
          <CalendarDays />
        </div>
        <h1>Meal Planner</h1>
        <p>The meal planner isn&apos;t available in this version of Saverly yet.</p>
        <div className="status-card__actions">
          <Link to="/dashboard" className="button button--primary">
            Back to Dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}
