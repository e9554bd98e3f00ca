import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../features/auth/auth-context';
import { DashboardPage } from '../../../features/profile/components/dashboard-page';
import {
  CheckOutboxSync,
  MealPlanQuotaValue,
  SavedPlansActionCard,
  SavingsCard,
} from '../../../features/saved-plans/components/dashboard-cards';
import { YourStoreCard } from '../../../features/stores/components/your-store-card';
import { useSignOut } from '../sign-out';
import './signed-in.css';

/** The signed-in home (ProtectedRoute). */
export function DashboardRoute() {
  const { signOut, signingOut } = useSignOut();
  // For a member the selected store is their default store (set at login and by the selector).
  const { selectedStore, user, loading } = useAuth();
  return (
    <div className="container signed-in">
      <PageTitle title="Dashboard" />
      {user ? <CheckOutboxSync userId={user.id} /> : null}
      <DashboardPage
        user={user}
        loading={loading}
        onLogout={signOut}
        loggingOut={signingOut}
        yourStore={<YourStoreCard store={selectedStore} />}
        savedPlansCard={user ? <SavedPlansActionCard userId={user.id} /> : undefined}
        mealPlansPerMonth={(allowance) => <MealPlanQuotaValue fallback={allowance} />}
        savings={user ? <SavingsCard /> : undefined}
      />
    </div>
  );
}
