import { profileResponseSchema } from '@saverly/contracts';
import type { User } from '@saverly/contracts';
import { api } from '../../../lib/api-client';
import { PROFILE_PATH } from '../lib/early-profile';

/** GET /api/auth/profile → {user}; the start-up check of a stored token. */
export async function fetchProfile(
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<User> {
  const { user } = await api.get(PROFILE_PATH, { schema: profileResponseSchema, ...options });
  return user;
}
