import { PageTitle } from '../../../components/page-title';
import { AdminSyncActions } from '../../../features/admin/components/admin-sync-actions';
import { useAuth } from '../../../features/auth/auth-context';
import { ProfilePage } from '../../../features/auth/components/profile-page';
import './signed-in.css';

/** Members only (ProtectedRoute): spec section 2's Profile. */
export function ProfileRoute() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  return (
    <div className="container signed-in">
      <PageTitle title="Profile" />
      <ProfilePage
        // Store Preferences slot: the stores issue passes its store selector card here.
        storePreferences={null}
        // docs/decisions/0013-admin-role.md: the admin role replaces the spec's "user id 4".
        adminTools={isAdmin ? (onMessage) => <AdminSyncActions onMessage={onMessage} /> : undefined}
      />
    </div>
  );
}
