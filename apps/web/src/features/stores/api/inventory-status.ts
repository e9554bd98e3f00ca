import { inventoryStatusResponseSchema } from '@saverly/contracts';
import type { InventoryStatus } from '@saverly/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** While a sync runs the dashboard asks again this often. */
const INVENTORY_POLL_MS = 3000;

/** GET /api/stores/inventory-status (signed in). */
async function fetchInventoryStatus(): Promise<InventoryStatus> {
  const { inventory_status } = await api.get('/api/stores/inventory-status', {
    schema: inventoryStatusResponseSchema,
  });
  return inventory_status;
}

export function useInventoryStatus(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.stores.inventoryStatus,
    queryFn: fetchInventoryStatus,
    enabled,
    refetchInterval: (query) => (query.state.data?.is_syncing ? INVENTORY_POLL_MS : false),
  });
}
