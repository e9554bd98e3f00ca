import { passwordChangeResponseSchema, successMessageSchema } from '@saverly/contracts';
import type { EmailChangeRequest, PasswordChangeRequest } from '@saverly/contracts';
import { api } from '../../../lib/api-client';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/**
 * POST /api/auth/email-change {email, current_password} → {success, message} (ADR 0026); the undo
 * link it mails lands on the verify-email page (features/auth/api/undo-email-change.ts).
 */
export function requestEmailChange(body: EmailChangeRequest) {
  return api.post('/api/auth/email-change', body, { schema: successMessageSchema });
}

/**
 * POST /api/auth/password {current_password, new_password}: every session ends on the server;
 * this device keeps working with the fresh tokens it gets back, stored at once.
 */
export async function changePassword(body: PasswordChangeRequest) {
  const result = await api.post('/api/auth/password', body, { schema: passwordChangeResponseSchema });
  writeStorage(STORAGE_KEYS.accessToken, result.access_token);
  writeStorage(STORAGE_KEYS.refreshToken, result.refresh_token);
  return { success: result.success, message: result.message };
}

/** POST /api/auth/sessions/sign-out-others → {success, message}. */
export function signOutOtherDevices() {
  return api.post('/api/auth/sessions/sign-out-others', undefined, { schema: successMessageSchema });
}
