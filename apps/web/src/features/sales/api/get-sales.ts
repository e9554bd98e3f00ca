import { salesNoStoreResponseSchema, salesResponseSchema } from '@saverly/contracts';
import type { SalesResponse } from '@saverly/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type SalesSort = 'savings' | 'price' | 'name';

export interface SalesFilters {
  /** A visitor's picked store; a member's default store is used when absent. */
  storeId?: string;
  category: string;
  search: string;
  sort: SalesSort;
  /** Only deals these diets allow (the family's saved diets), when the family asks for that. */
  diets?: readonly string[];
}

const salesOrNoStoreSchema = z.union([salesResponseSchema, salesNoStoreResponseSchema]);
export type SalesResult = SalesResponse | z.infer<typeof salesNoStoreResponseSchema>;

/**
 * GET /api/sales: limit (200), category only when not all, search only when set (spec section 7),
 * the sort, the visitor's store_id, and the diets when the family keeps to them (ADR 0011).
 * No store → {success:false, action_required}.
 */
function fetchSales(filters: SalesFilters, signal?: AbortSignal): Promise<SalesResult> {
  const search = filters.search.trim();
  return api.get('/api/sales', {
    schema: salesOrNoStoreSchema,
    signal,
    query: {
      limit: 200,
      category: filters.category !== 'all' ? filters.category : undefined,
      search: search || undefined,
      sort: filters.sort,
      store_id: filters.storeId,
      diets: filters.diets && filters.diets.length > 0 ? filters.diets.join(',') : undefined,
    },
  });
}

function salesQueryKey(filters: SalesFilters) {
  return queryKeys.deals.list({
    storeId: filters.storeId ?? null,
    category: filters.category,
    search: filters.search.trim(),
    sort: filters.sort,
    diets: filters.diets ?? [],
  });
}

export function useSales(filters: SalesFilters) {
  return useQuery({
    queryKey: salesQueryKey(filters),
    queryFn: ({ signal }) => fetchSales(filters, signal),
    // Keep the current cards on screen while a filter change loads.
    placeholderData: keepPreviousData,
    // While the store's inventory syncs ("more deals may appear shortly"), ask again every few
    // seconds so the deals appear without a reload.
    refetchInterval: (query) => (isSyncing(query.state.data) ? SYNC_POLL_MS : false),
  });
}

const SYNC_POLL_MS = 3000;

function isSyncing(data: SalesResult | undefined): boolean {
  return data !== undefined && 'inventory_syncing' in data && data.inventory_syncing === true;
}
