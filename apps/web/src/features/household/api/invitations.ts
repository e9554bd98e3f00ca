import { householdResponseSchema, invitationResponseSchema } from '@saverly/contracts';
import type { Household, InvitationResponse } from '@saverly/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/household/invitations: the owner invites an adult by email. The answer is the same
 * whether or not the address has an account.
 */
export async function inviteByEmail(email: string): Promise<InvitationResponse> {
  return api.post('/api/household/invitations', { email }, { schema: invitationResponseSchema });
}

/** DELETE /api/household/invitations/:id: the owner cancels a pending invitation. */
export async function cancelInvitation(id: string): Promise<Household> {
  const { household } = await api.delete(`/api/household/invitations/${encodeURIComponent(id)}`, {
    schema: householdResponseSchema,
  });
  return household;
}

/** POST /api/household/invitations/accept: the signed-in caller joins; answers their new household. */
export async function acceptInvitation(token: string): Promise<Household> {
  const { household } = await api.post(
    '/api/household/invitations/accept',
    { token },
    { schema: householdResponseSchema },
  );
  return household;
}
