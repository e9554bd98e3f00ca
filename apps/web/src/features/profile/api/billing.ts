import { subscriptionResponseSchema, type PremiumPlan, type Subscription } from '@saverly/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/billing/trial: the account's one 14-day trial of `plan`, no card (ADR 0033). */
export async function startTrial(plan: PremiumPlan): Promise<Subscription> {
  const { subscription } = await api.post(
    '/api/billing/trial',
    { plan },
    { schema: subscriptionResponseSchema },
  );
  return subscription;
}
