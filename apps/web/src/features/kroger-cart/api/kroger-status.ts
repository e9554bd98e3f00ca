import { krogerStatusResponseSchema } from '@saverly/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/kroger/status (member): `{configured, connected}`. */
function fetchKrogerStatus(signal?: AbortSignal) {
  return api.get('/api/kroger/status', { schema: krogerStatusResponseSchema, signal });
}

/** Whether the server has Kroger credentials (Send to Kroger Cart shows only then). */
export function useKrogerStatus() {
  return useQuery({
    queryKey: queryKeys.krogerCart.status,
    queryFn: ({ signal }) => fetchKrogerStatus(signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
