import { savedPlanSchema, savedPlanSummarySchema } from '@saverly/contracts';
import type { SavedPlan, SavedPlanSummary } from '@saverly/contracts';
import { z } from 'zod';
import { LOCAL_PLANS_PREFIX } from '../../../lib/offline-data';
import { readStorage, writeStorage } from '../../../lib/storage';
import { mergeChecks } from './checks';

/**
 * The last copy of each saved plan the member opened, kept in localStorage per user, so a list
 * opens in the store without a connection even when the service worker is not in control yet.
 */
const LOCAL_COPY_PREFIX = LOCAL_PLANS_PREFIX;
/** Plans kept per user (the most recently opened). */
export const MAX_LOCAL_PLANS = 8;

const localCopySchema = z.object({
  plans: z.array(z.object({ stored_at: z.string(), plan: savedPlanSchema })).default([]),
  summaries: z.array(savedPlanSummarySchema).nullable().default(null),
});
type LocalCopy = z.infer<typeof localCopySchema>;

const keyFor = (userId: string | number) => `${LOCAL_COPY_PREFIX}${userId}`;

function read(userId: string | number): LocalCopy {
  try {
    const parsed = localCopySchema.safeParse(JSON.parse(readStorage(keyFor(userId)) ?? '{}'));
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable: start again.
  }
  return { plans: [], summaries: null };
}

function write(userId: string | number, copy: LocalCopy): void {
  writeStorage(keyFor(userId), JSON.stringify(copy));
}

export function readLocalPlan(userId: string | number, planId: string): SavedPlan | null {
  return read(userId).plans.find((entry) => entry.plan.id === planId)?.plan ?? null;
}

/**
 * Keeps the plan as the server sent it, its checks merged with the copy already kept (newest
 * change per item wins: a stale answer, e.g. from the service worker's cache, never undoes a tick
 * the copy already has). Returns what was kept.
 */
export function storeLocalPlan(userId: string | number, plan: SavedPlan, now = new Date()): SavedPlan {
  const copy = read(userId);
  const previous = copy.plans.find((entry) => entry.plan.id === plan.id)?.plan;
  const merged = previous ? { ...plan, checks: mergeChecks(previous.checks, plan.checks) } : plan;
  const plans = [
    { stored_at: now.toISOString(), plan: merged },
    ...copy.plans.filter((entry) => entry.plan.id !== plan.id),
  ].slice(0, MAX_LOCAL_PLANS);
  write(userId, { ...copy, plans });
  return merged;
}

/** Updates the kept checks after the server confirmed changes. */
export function storeLocalChecks(userId: string | number, planId: string, checks: SavedPlan['checks']): void {
  const copy = read(userId);
  const entry = copy.plans.find((kept) => kept.plan.id === planId);
  if (!entry) return;
  entry.plan = { ...entry.plan, checks: mergeChecks(entry.plan.checks, checks) };
  write(userId, copy);
}

export function removeLocalPlan(userId: string | number, planId: string): void {
  const copy = read(userId);
  write(userId, {
    plans: copy.plans.filter((entry) => entry.plan.id !== planId),
    summaries: copy.summaries?.filter((summary) => summary.id !== planId) ?? null,
  });
}

export function readLocalSummaries(userId: string | number): SavedPlanSummary[] | null {
  return read(userId).summaries;
}

export function storeLocalSummaries(userId: string | number, summaries: SavedPlanSummary[]): void {
  write(userId, { ...read(userId), summaries });
}
