import { PageTitle } from '../../components/page-title';
import { NoStoreSelected } from '../../features/sales/components/no-store-selected';

/**
 * /sales and /app/sales. Until the stores issue adds GET /api/sales (whose action_required
 * set_default_store answer is this state), the page shows the no-store state.
 */
export function SalesRoute() {
  return (
    <>
      <PageTitle title="Sales & Deals" />
      <NoStoreSelected />
    </>
  );
}
