import { profileResponseSchema } from '@saverly/contracts';
import type { User } from '@saverly/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/auth/profile → {user}; the start-up check of a stored token. */
export async function fetchProfile(
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<User> {
  const { user } = await api.get('/api/auth/profile', { schema: profileResponseSchema, ...options });
  return user;
}
