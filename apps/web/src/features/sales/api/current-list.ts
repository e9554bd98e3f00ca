import { currentListResponseSchema } from '@saverly/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/saved-plans/current, read as the deals page needs it: how many of each product the
 * member's newest list (where 'Add to Shopping List' puts a deal) already buys, by product id. A
 * walk-through's family came back to Sales, saw nothing marked, added cherries again and bought
 * 4 lb without meaning to. Empty for a visitor, and while it loads.
 */
export function useListedProducts(member: boolean): Readonly<Record<string, number>> {
  const query = useQuery({
    queryKey: queryKeys.savedPlans.current,
    queryFn: ({ signal }) =>
      api.get('/api/saved-plans/current', { schema: currentListResponseSchema, signal }),
    enabled: member,
    select: ({ data }) => {
      const counts: Record<string, number> = {};
      for (const item of data?.list.enhanced_grocery_list ?? [])
        if (item.product_id !== null && item.status !== 'pantry' && item.status !== 'not_found')
          counts[item.product_id] = (counts[item.product_id] ?? 0) + item.packages;
      return counts;
    },
  });
  return query.data ?? {};
}
