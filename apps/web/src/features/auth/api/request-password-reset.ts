import { successMessageSchema } from '@saverly/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/password-reset/request {email} → {success, message}, the same for every address. */
export function requestPasswordReset(input: { email: string }) {
  return api.post('/api/auth/password-reset/request', input, {
    schema: successMessageSchema,
    invalidResponseMessage: 'Failed to send password reset email',
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
