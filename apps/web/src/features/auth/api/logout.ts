import { api } from '../../../lib/api-client';

/** POST /api/auth/logout, no payload. */
export function logoutOnServer() {
  return api.post('/api/auth/logout');
}
