import type { profileResponseSchema, User } from '@saverly/contracts';
import type { z } from 'zod';

export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** GET and PUT /api/auth/profile answer: the caller's user (users.presenter.ts) and nothing else. */
export function presentProfile(user: User): ProfileResponse {
  return { user };
}
