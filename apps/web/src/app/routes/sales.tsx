import { PageTitle } from '../../components/page-title';
import { LoadingBlock } from '../../components/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { useFamilyDiets } from '../../features/meal-plans/api/wizard-api';
import { DealsPage } from '../../features/sales/components/deals-page';
import { NoStoreSelected } from '../../features/sales/components/no-store-selected';
import { StoreSelector } from '../../features/stores/components/store-selector';
import { STORE_SETTINGS_PATH } from '../../features/stores/lib/store-format';
import { Link } from 'react-router';

/**
 * /sales and /app/sales. Members see their default store's deals; visitors the store they picked
 * in this browser (`selected_store`), which they can choose inline on the no-store screen
 * (docs/decisions/0019-stores-web.md). A member whose family keeps diets (saved ones, or a
 * household person's needs) sees only the deals those diets allow until they untick "Only deals
 * for our diets" (docs/decisions/0011-diet-rules.md).
 */
export function SalesRoute() {
  const { loading, isAuthenticated, selectedStore, updateSelectedStore } = useAuth();
  // A member's family diets (saved ones and the household's needs), before the first deals are
  // asked for: a vegetarian family's page opens on deals they eat, not on the week's meat.
  const saved = useFamilyDiets(!loading && isAuthenticated);
  if (loading || saved.pending) return <LoadingBlock text="Loading deals..." />;

  const visitorStoreId = !isAuthenticated && selectedStore ? String(selectedStore.location_id) : undefined;
  const noStore = (
    <NoStoreSelected>
      {isAuthenticated ? null : (
        <section className="deals-visitor-selector" aria-labelledby="visitor-store-title">
          <h2 id="visitor-store-title">Or find a store near you</h2>
          <StoreSelector mode="visitor" onSelected={updateSelectedStore} />
        </section>
      )}
    </NoStoreSelected>
  );
  const storeActions = isAuthenticated ? (
    <Link to={STORE_SETTINGS_PATH} className="button button--secondary button--sm">
      Change Store
    </Link>
  ) : (
    <button
      type="button"
      className="button button--secondary button--sm"
      onClick={() => updateSelectedStore(null)}
    >
      Change Store
    </button>
  );

  // A visitor who has not chosen a store has none to ask about: the no-store page at once (the
  // server would answer the same), and the page the build prerenders for a new visitor.
  if (!isAuthenticated && !visitorStoreId)
    return (
      <>
        <PageTitle title="Sales & Deals" />
        {noStore}
      </>
    );

  return (
    <>
      <PageTitle title="Sales & Deals" />
      <DealsPage
        key={visitorStoreId ?? (isAuthenticated ? 'member' : 'visitor')}
        storeId={visitorStoreId}
        noStore={noStore}
        storeActions={storeActions}
        member={isAuthenticated}
        familyDiets={isAuthenticated ? saved.diets : []}
      />
    </>
  );
}
