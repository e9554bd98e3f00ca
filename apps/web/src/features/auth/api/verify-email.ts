import { successMessageSchema } from '@saverly/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/verify-email {token} → {success, message}; 400 when the link is invalid or expired. */
export function verifyEmail(token: string) {
  return api.post('/api/auth/verify-email', { token }, { schema: successMessageSchema });
}

/** POST /api/auth/verify-email/resend (signed in, no body) → {success, message}. */
export function resendVerificationEmail() {
  return api.post('/api/auth/verify-email/resend', undefined, { schema: successMessageSchema });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
