import { profileResponseSchema } from '@saverly/contracts';
import type { ProfileUpdateRequest, User } from '@saverly/contracts';
import { api } from '../../../lib/api-client';

/** PUT /api/auth/profile {first_name, last_name, email, phone} → {user}. */
export async function updateProfileOnServer(fields: ProfileUpdateRequest): Promise<User> {
  const { user } = await api.put('/api/auth/profile', fields, {
    schema: profileResponseSchema,
    invalidResponseMessage: 'Profile update failed',
  });
  return user;
}
