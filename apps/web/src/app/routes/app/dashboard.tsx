import { PageTitle } from '../../../components/page-title';
import { DashboardPage } from '../../../features/auth/components/dashboard-page';
import { useSignOut } from '../sign-out';
import './signed-in.css';

/** The signed-in home (ProtectedRoute). */
export function DashboardRoute() {
  const { signOut, signingOut } = useSignOut();
  return (
    <div className="container signed-in">
      <PageTitle title="Dashboard" />
      <DashboardPage
        onLogout={signOut}
        loggingOut={signingOut}
        // Your Store slot: the stores issue passes its card here (yourStore={<YourStoreCard />}).
        yourStore={null}
      />
    </div>
  );
}
