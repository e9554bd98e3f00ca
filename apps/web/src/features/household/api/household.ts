import { householdResponseSchema, successMessageSchema } from '@saverly/contracts';
import type { AddDependantRequest, Household, UpdatePersonRequest } from '@saverly/contracts';
import { api } from '../../../lib/api-client';

/**
 * /api/household (issue #18, ADR 0037): the caller's household, created on first use. Every change
 * but leaving answers the household as it now is.
 */
const person = (id: string) => `/api/household/people/${encodeURIComponent(id)}`;

/** GET /api/household. */
export async function fetchHousehold(signal?: AbortSignal): Promise<Household> {
  const { household } = await api.get('/api/household', { schema: householdResponseSchema, signal });
  return household;
}

/** POST /api/household/people: a dependant (a person without an account). */
export async function addPerson(body: AddDependantRequest): Promise<Household> {
  const { household } = await api.post('/api/household/people', body, { schema: householdResponseSchema });
  return household;
}

/** PATCH /api/household/people/:id: the changed fields only. */
export async function updatePerson(id: string, changes: UpdatePersonRequest): Promise<Household> {
  const { household } = await api.request(person(id), {
    method: 'PATCH',
    body: changes,
    schema: householdResponseSchema,
  });
  return household;
}

/** DELETE /api/household/people/:id (the owner only). */
export async function removePerson(id: string): Promise<Household> {
  const { household } = await api.delete(person(id), { schema: householdResponseSchema });
  return household;
}

/** POST /api/household/owner: the owner hands the household over to a member. */
export async function handOver(personId: string): Promise<Household> {
  const { household } = await api.post(
    '/api/household/owner',
    { person_id: personId },
    { schema: householdResponseSchema },
  );
  return household;
}

/** POST /api/household/leave: a member leaves; answers the server's message. */
export async function leaveHousehold(): Promise<string> {
  const { message } = await api.post('/api/household/leave', undefined, { schema: successMessageSchema });
  return message;
}
