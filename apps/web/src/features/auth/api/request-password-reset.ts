import { successMessageSchema } from '@saverly/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/password-reset/request {email} → {success, message}, the same for every address. */
export function requestPasswordReset(input: { email: string }) {
  return api.post('/api/auth/password-reset/request', input, { schema: successMessageSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
