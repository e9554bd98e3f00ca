import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../features/auth/auth-context';
import { DashboardPage } from '../../../features/auth/components/dashboard-page';
import { YourStoreCard } from '../../../features/stores/components/your-store-card';
import { useSignOut } from '../sign-out';
import './signed-in.css';

/** The signed-in home (ProtectedRoute). */
export function DashboardRoute() {
  const { signOut, signingOut } = useSignOut();
  // For a member the selected store is their default store (set at login and by the selector).
  const { selectedStore } = useAuth();
  return (
    <div className="container signed-in">
      <PageTitle title="Dashboard" />
      <DashboardPage
        onLogout={signOut}
        loggingOut={signingOut}
        yourStore={<YourStoreCard store={selectedStore} />}
      />
    </div>
  );
}
