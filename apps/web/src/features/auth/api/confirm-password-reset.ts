import { successMessageSchema } from '@saverly/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/password-reset/confirm {token, password} → {success, message}. */
export function confirmPasswordReset(input: { token: string; password: string }) {
  return api.post('/api/auth/password-reset/confirm', input, {
    schema: successMessageSchema,
    invalidResponseMessage: 'Failed to reset password',
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
