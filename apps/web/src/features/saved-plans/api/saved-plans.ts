import {
  checksResponseSchema,
  listChecksEventSchema,
  mealPlanQuotaResponseSchema,
  pantryResponseSchema,
  savedPlanResponseSchema,
  savedPlansResponseSchema,
  savingsResponseSchema,
} from '@saverly/contracts';
import type { CheckChange, SavedPlan, SavedPlanSummary } from '@saverly/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import type { QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import {
  readLocalPlan,
  readLocalSummaries,
  removeLocalPlan,
  storeLocalPlan,
  storeLocalSummaries,
} from '../lib/local-copy';
import { queryKeys } from '../../../lib/query-keys';

const savedPlansKey = queryKeys.savedPlans.list;
const savedPlanKey = queryKeys.savedPlans.plan;
const savingsKey = queryKeys.savings.all;
const quotaKey = queryKeys.mealPlans.quota;
const pantryKey = queryKeys.pantry.all;

/** A plan or list read from this phone's copy because the server could not be reached. */
export interface FromDevice<T> {
  data: T;
  /** True when the copy on this phone was used. */
  offline: boolean;
}

const isNetworkError = (error: unknown) => isApiError(error) && error.type === 'network';

async function fetchSavedPlans(signal?: AbortSignal): Promise<SavedPlanSummary[]> {
  const { data } = await api.get('/api/saved-plans', { schema: savedPlansResponseSchema, signal });
  return data;
}

async function fetchSavedPlan(id: string, signal?: AbortSignal): Promise<SavedPlan> {
  const { data } = await api.get(`/api/saved-plans/${encodeURIComponent(id)}`, {
    schema: savedPlanResponseSchema,
    signal,
  });
  return data;
}

async function deleteSavedPlan(id: string): Promise<void> {
  await api.delete(`/api/saved-plans/${encodeURIComponent(id)}`);
}

/** PATCH /api/saved-plans/:id/checks: resolves once the server has stored the changes. */
export async function patchChecks(planId: string, changes: CheckChange[]): Promise<SavedPlan['checks']> {
  const { checks } = await api.request(`/api/saved-plans/${encodeURIComponent(planId)}/checks`, {
    method: 'PATCH',
    body: { changes },
    schema: checksResponseSchema,
  });
  return checks;
}

/** GET /api/saved-plans/:id/checks: the list's ticks as they now are (polling without a stream). */
export async function fetchChecks(planId: string, signal?: AbortSignal): Promise<SavedPlan['checks']> {
  const { checks } = await api.get(`/api/saved-plans/${encodeURIComponent(planId)}/checks`, {
    schema: checksResponseSchema,
    signal,
  });
  return checks;
}

/** What the household's live list says (ADR 0039): the ticks as they are, or "read the plan again". */
export type ListEvent = { type: 'checks'; checks: SavedPlan['checks'] } | { type: 'plan' };

/**
 * Reads the live list (GET /api/saved-plans/:id/events, server-sent events) until the server ends
 * the stream (resolves) or the connection drops (rejects); `signal` stops it. Each event is
 * checked against the contract; one that does not match is skipped.
 */
export async function readListEvents(
  planId: string,
  signal: AbortSignal,
  onEvent: (event: ListEvent) => void,
): Promise<void> {
  const response = await api.openStream(`/api/saved-plans/${encodeURIComponent(planId)}/events`, signal);
  if (!response.body) throw new Error('The browser cannot read a live list');
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (event === 'plan') return onEvent({ type: 'plan' });
      if (event !== 'checks') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      const checks = listChecksEventSchema.safeParse(parsed);
      if (checks.success) onEvent({ type: 'checks', checks: checks.data.checks });
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * The member's saved plans. Without a connection the list last seen on this phone is shown. The
 * query runs offline too (networkMode 'always'): the service worker or this phone's copy answers.
 */
const savedPlansQuery = (userId: string | number) =>
  queryOptions({
    queryKey: savedPlansKey,
    networkMode: 'always',
    queryFn: async ({ signal }): Promise<FromDevice<SavedPlanSummary[]>> => {
      try {
        const data = await fetchSavedPlans(signal);
        storeLocalSummaries(userId, data);
        return { data, offline: false };
      } catch (error) {
        const local = isNetworkError(error) ? readLocalSummaries(userId) : null;
        if (local) return { data: local, offline: true };
        throw error;
      }
    },
  });

export function useSavedPlans(userId: string | number) {
  return useQuery(savedPlansQuery(userId));
}

/** One saved plan; this phone's copy shows at once and answers when the server cannot be reached. */
export function useSavedPlan(userId: string | number, id: string) {
  return useQuery<FromDevice<SavedPlan>>({
    queryKey: savedPlanKey(id),
    networkMode: 'always',
    queryFn: async ({ signal }): Promise<FromDevice<SavedPlan>> => {
      try {
        return { data: storeLocalPlan(userId, await fetchSavedPlan(id, signal)), offline: false };
      } catch (error) {
        const local = isNetworkError(error) ? readLocalPlan(userId, id) : null;
        if (local) return { data: local, offline: true };
        throw error;
      }
    },
    placeholderData: () => {
      const local = readLocalPlan(userId, id);
      return local ? { data: local, offline: true } : undefined;
    },
    // A list in a store goes without a retry delay: the copy on the phone is already shown.
    retry: false,
  });
}

export function useDeleteSavedPlan(userId: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedPlan,
    onSuccess: (_result, id) => {
      removeLocalPlan(userId, id);
      queryClient.setQueryData<FromDevice<SavedPlanSummary[]>>(savedPlansKey, (current) =>
        current ? { ...current, data: current.data.filter((plan) => plan.id !== id) } : current,
      );
      queryClient.removeQueries({ queryKey: savedPlanKey(id) });
      void queryClient.invalidateQueries({ queryKey: savedPlansKey });
      void queryClient.invalidateQueries({ queryKey: savingsKey });
    },
  });
}

const savingsQuery = queryOptions({
  queryKey: savingsKey,
  queryFn: async ({ signal }) =>
    (await api.get('/api/savings', { schema: savingsResponseSchema, signal })).data,
});

export function useSavings() {
  return useQuery(savingsQuery);
}

/** GET /api/meal-plans/quota: plans used this month and the plan's limit (null: unlimited). */
const quotaQuery = queryOptions({
  queryKey: quotaKey,
  queryFn: async ({ signal }) =>
    (await api.get('/api/meal-plans/quota', { schema: mealPlanQuotaResponseSchema, signal })).quota,
});

export function useMealPlanQuota() {
  return useQuery(quotaQuery);
}

/**
 * The dashboard's data, asked for at start-up beside the session check (app/main.tsx) instead of
 * after it: the requests go out with the stored token as soon as the runtime config is in, and the
 * dashboard's cards find them in the cache or in flight. `userId`: the last member this phone
 * signed in (the saved plans' copy on the phone is theirs); a token the check then refuses ends
 * the session and these answers go with it (the cache is cleared on sign-out).
 */
export function prefetchDashboard(queryClient: QueryClient, userId: string | number | null): void {
  if (userId !== null) void queryClient.prefetchQuery(savedPlansQuery(userId));
  void queryClient.prefetchQuery(savingsQuery);
  void queryClient.prefetchQuery(quotaQuery);
}

export function usePantry() {
  return useQuery({
    queryKey: pantryKey,
    queryFn: async ({ signal }) =>
      (await api.get('/api/pantry', { schema: pantryResponseSchema, signal })).data,
  });
}

export function useSavePantry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (foodIds: string[]) =>
      (await api.put('/api/pantry', { food_ids: foodIds }, { schema: pantryResponseSchema })).data,
    onSuccess: (data) => queryClient.setQueryData(pantryKey, data),
  });
}

/** Puts a fresh answer of the server into the plan's cache (and the list of plans and savings). */
function useSavedPlanUpdate(userId: string | number) {
  const queryClient = useQueryClient();
  return (plan: SavedPlan) => {
    queryClient.setQueryData<FromDevice<SavedPlan>>(savedPlanKey(plan.id), {
      data: storeLocalPlan(userId, plan),
      offline: false,
    });
    void queryClient.invalidateQueries({ queryKey: savedPlansKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: savingsKey });
  };
}

/** PUT /api/saved-plans/:id/shopped: the whole list bought (its savings count), or not. */
export function useMarkShopped(userId: string | number, planId: string) {
  const update = useSavedPlanUpdate(userId);
  return useMutation({
    mutationFn: async (shopped: boolean) =>
      (
        await api.put(
          `/api/saved-plans/${encodeURIComponent(planId)}/shopped`,
          { shopped },
          { schema: savedPlanResponseSchema },
        )
      ).data,
    onSuccess: update,
  });
}

/** POST /api/saved-plans/:id/pantry-answers: "I have it" or "Buy it" for one staple, remembered. */
export function usePantryAnswer(userId: string | number, planId: string) {
  const update = useSavedPlanUpdate(userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: { food_id: string; have: boolean }) =>
      (
        await api.post(`/api/saved-plans/${encodeURIComponent(planId)}/pantry-answers`, answer, {
          schema: savedPlanResponseSchema,
        })
      ).data,
    onSuccess: (plan) => {
      update(plan);
      void queryClient.invalidateQueries({ queryKey: pantryKey });
    },
  });
}
