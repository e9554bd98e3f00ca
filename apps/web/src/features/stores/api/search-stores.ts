import { storeSearchResponseSchema } from '@saverly/contracts';
import type { StoreSearchResponse } from '@saverly/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/stores/search {zip_code, radius} → {stores, message}. */
function searchStores(input: { zip_code: string; radius: number }): Promise<StoreSearchResponse> {
  return api.post('/api/stores/search', input, { schema: storeSearchResponseSchema });
}

export function useSearchStores() {
  return useMutation({ mutationFn: searchStores });
}
