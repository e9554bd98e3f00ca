import { krogerConnectResponseSchema } from '@saverly/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/kroger/connect: starts the consent flow; the browser then goes to `authorize_url`
 * and comes back to `returnTo`.
 */
export async function startKrogerConnect(returnTo: string): Promise<string> {
  const { authorize_url } = await api.post(
    '/api/kroger/connect',
    { return_to: returnTo },
    { schema: krogerConnectResponseSchema },
  );
  return authorize_url;
}
