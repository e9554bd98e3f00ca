import type { Household, UpdatePersonRequest } from '@saverly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import {
  addPerson,
  fetchHousehold,
  handOver,
  leaveHousehold,
  removePerson,
  updatePerson,
} from '../api/household';
import { acceptInvitation, cancelInvitation, inviteByEmail } from '../api/invitations';

const householdKey = queryKeys.household.all;

/** The caller's household (GET /api/household; the server creates it on first use). */
export function useHousehold() {
  return useQuery({ queryKey: householdKey, queryFn: ({ signal }) => fetchHousehold(signal) });
}

/**
 * A change answered with the household as it now is: the answer replaces the cached one at once,
 * and the household is read again once it settles (also after a refusal: someone else may have
 * changed it meanwhile).
 */
function useHouseholdChange<T>(change: (input: T) => Promise<Household>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (household) => client.setQueryData(householdKey, household),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: householdKey }),
        // The family's diets (GET /api/preferences) hold every person's needs.
        client.invalidateQueries({ queryKey: queryKeys.preferences.all }),
      ]),
  });
}

export const useAddPerson = () => useHouseholdChange(addPerson);
export const useUpdatePerson = () =>
  useHouseholdChange(({ id, changes }: { id: string; changes: UpdatePersonRequest }) =>
    updatePerson(id, changes),
  );
export const useRemovePerson = () => useHouseholdChange(removePerson);
export const useHandOver = () => useHouseholdChange(handOver);
export const useCancelInvitation = () => useHouseholdChange(cancelInvitation);

/** Calls whose answer is a message, not the household: the household is read again. */
function useHouseholdMessage<T, R>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: householdKey }),
  });
}

export const useInvite = () => useHouseholdMessage(inviteByEmail);
export const useLeaveHousehold = () => useHouseholdMessage(leaveHousehold);

/**
 * Accepts the invitation of an emailed link when the member says so (the page asks first): a
 * mutation, so nothing is posted by opening the link, and the button is busy while it runs. The
 * household it answers becomes the cached one.
 */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (household) => client.setQueryData(householdKey, household),
  });
}
