import { useLocation, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../features/auth/auth-context';
import { SavedPlanPage } from '../../../features/saved-plans/components/saved-plan-page';
import { ShoppingListActions } from './shopping-list-actions';
import './signed-in.css';

/**
 * /app/saved-plans/:id and /saved-plans/:id (ProtectedRoute): one plan, its list and meals; the
 * list's actions (print, share, CSV, Send to Kroger Cart) are composed here.
 */
export function SavedPlanRoute() {
  const { user } = useAuth();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  if (!user) return null;
  return (
    <div className="container signed-in">
      <PageTitle title="Saved Plan" />
      <SavedPlanPage
        // A different plan starts afresh (tabs, messages).
        key={id}
        userId={user.id}
        planId={id}
        backHref={pathname.startsWith('/app/') ? '/app/saved-plans' : '/saved-plans'}
        listActions={(props) => <ShoppingListActions {...props} />}
      />
    </div>
  );
}
