import { PageTitle } from '../../../components/page-title';
import { AdminSyncActions } from '../../../features/inventory/components/admin-sync-actions';
import { resendVerificationEmail } from '../../../features/auth/api/verify-email';
import { useAuth } from '../../../features/auth/auth-context';
import { HouseholdCard } from '../../../features/household/components/household-card';
import { ProfilePage } from '../../../features/profile/components/profile-page';
import { StoreCard } from '../../../features/stores/components/store-card';
import { StoreSelector } from '../../../features/stores/components/store-selector';
import './signed-in.css';

/** Members only (ProtectedRoute): spec section 2's Profile. */
export function ProfileRoute() {
  const { user, updateUser, reloadUser, selectedStore, updateSelectedStore } = useAuth();
  const isAdmin = user?.role === 'admin';
  return (
    <div className="container signed-in">
      <PageTitle title="Profile" />
      <ProfilePage
        user={user}
        onUserUpdated={updateUser}
        resendVerificationEmail={resendVerificationEmail}
        household={<HouseholdCard onLeft={() => void reloadUser().catch(() => undefined)} />}
        storePreferences={
          <section id="store" className="card panel" aria-labelledby="store-preferences-title">
            <h2 id="store-preferences-title" className="panel__title">
              Store Preferences
            </h2>
            {selectedStore ? (
              <div className="store-preferences__current">
                <p className="panel__text">Your store</p>
                <StoreCard store={selectedStore} />
              </div>
            ) : (
              <p className="panel__text">
                Find your store by zip code to see its deals and price your plans there.
              </p>
            )}
            <StoreSelector
              mode="account"
              currentStoreId={selectedStore?.location_id}
              onSelected={updateSelectedStore}
            />
          </section>
        }
        // docs/decisions/0013-admin-role.md: the admin role replaces the spec's "user id 4".
        adminTools={isAdmin ? (onMessage) => <AdminSyncActions onMessage={onMessage} /> : undefined}
      />
    </div>
  );
}
