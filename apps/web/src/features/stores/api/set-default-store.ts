import { setDefaultStoreResponseSchema } from '@saverly/contracts';
import type { SetDefaultStoreResponse } from '@saverly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/stores/set-default {store_id} → {store, inventory_status {sync_triggered, total_products}}. */
function setDefaultStore(storeId: string): Promise<SetDefaultStoreResponse> {
  return api.post(
    '/api/stores/set-default',
    { store_id: storeId },
    { schema: setDefaultStoreResponseSchema },
  );
}

export function useSetDefaultStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultStore,
    // The sync (when one was triggered) runs on the server; the status and the deals follow it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.stores.inventoryStatus }),
        queryClient.invalidateQueries({ queryKey: queryKeys.deals.all }),
      ]),
  });
}
