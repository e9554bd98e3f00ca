import { successMessageSchema } from '@saverly/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/auth/email-change/undo {token} → {success, message}; 400 when the link is spent or expired. */
export function undoEmailChange(token: string) {
  return api.post('/api/auth/email-change/undo', { token }, { schema: successMessageSchema });
}
