import { useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../features/auth/auth-context';
import { CheckOutboxSync } from '../../../features/saved-plans/components/dashboard-cards';
import { SavedPlansPage } from '../../../features/saved-plans/components/saved-plans-page';
import './signed-in.css';

/** /app/saved-plans and /saved-plans (ProtectedRoute): the member's saved plans. */
export function SavedPlansRoute() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user) return null;
  return (
    <div className="container signed-in">
      <PageTitle title="Saved Meal Plans" />
      <CheckOutboxSync userId={user.id} />
      <SavedPlansPage
        userId={user.id}
        basePath={pathname.startsWith('/app/') ? '/app/saved-plans' : '/saved-plans'}
      />
    </div>
  );
}
