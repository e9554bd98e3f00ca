import {
  errorEnvelopeSchema,
  mealPlanQuotaResponseSchema,
  profileResponseSchema,
  subscriptionResponseSchema,
  TRIAL_MESSAGES,
} from '@saverly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { users } from '../../db/schema.js';
import { bearer, createUser, login } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/helpers.js';
import { noPaymentProvider } from './payment-provider.js';

const DAY = 86_400_000;
const clock = { t: Date.UTC(2026, 10, 24, 9), now: () => new Date(clock.t) };

let app: App;
beforeAll(async () => {
  app = await buildTestApp({}, { clock });
});
afterAll(() => app.close());

async function member() {
  const { user, password } = await createUser(app);
  const relogin = async () => bearer((await login(app, user.email, password)).access_token);
  return { id: user.id, headers: await relogin(), relogin };
}

const subscription = async (headers: Record<string, string>) =>
  subscriptionResponseSchema.parse(
    (await app.inject({ method: 'GET', url: '/api/billing/subscription', headers })).json(),
  ).subscription;
const profile = async (headers: Record<string, string>) =>
  profileResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/auth/profile', headers })).json())
    .user;
const quotaLimit = async (headers: Record<string, string>) =>
  mealPlanQuotaResponseSchema.parse(
    (await app.inject({ method: 'GET', url: '/api/meal-plans/quota', headers })).json(),
  ).quota.limit;
const startTrial = (headers: Record<string, string> | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/billing/trial',
    payload: payload as Record<string, unknown>,
    ...(headers ? { headers } : {}),
  });

describe('the 14-day trial, no card (issue #16)', () => {
  it('a free member starts a trial: premium at once, recorded on the server, and it ends by itself after 14 days', async () => {
    const m = await member();
    expect(await subscription(m.headers)).toMatchObject({
      plan: null,
      status: 'inactive',
      is_premium: false,
      trial_used: false,
      payment_provider: 'none',
    });
    expect(await quotaLimit(m.headers)).toBe(3);

    const res = await startTrial(m.headers, { plan: 'family' });
    expect(res.statusCode, res.body).toBe(201);
    const started = subscriptionResponseSchema.parse(res.json()).subscription;
    expect(started).toMatchObject({ plan: 'family', status: 'trialing', is_premium: true, trial_used: true });
    expect(Date.parse(started.trial_ends_at!)).toBe(clock.t + 14 * DAY);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, m.id));
    expect(row).toMatchObject({ premiumStatus: 'trialing', premiumPlan: 'family' });

    // Premium at once: the profile's verdict and the unlimited meal plans.
    expect(await profile(m.headers)).toMatchObject({
      is_premium: true,
      premium_status: 'trialing',
      subscription_tier: 'premium',
      premium_plan: 'family',
    });
    expect(await quotaLimit(m.headers)).toBeNull();

    // A minute before the end it is still on; after the end it is over, with nothing run.
    clock.t += 14 * DAY - 60_000;
    let headers = await m.relogin();
    expect((await subscription(headers)).is_premium).toBe(true);
    clock.t += 2 * 60_000;
    headers = await m.relogin();
    expect(await subscription(headers)).toMatchObject({
      status: 'trial_ended',
      is_premium: false,
      trial_used: true,
    });
    expect(await profile(headers)).toMatchObject({ is_premium: false, subscription_tier: 'free' });
    expect(await quotaLimit(headers)).toBe(3);

    // One trial per account.
    const again = await startTrial(headers, { plan: 'pro' });
    expect(again.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(again.json()).message).toBe(TRIAL_MESSAGES.alreadyUsed);
  });

  it('two trial requests at once start one trial', async () => {
    const m = await member();
    const answers = await Promise.all([
      startTrial(m.headers, { plan: 'pro' }),
      startTrial(m.headers, { plan: 'family' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('a paying member is told they already have Premium', async () => {
    const m = await member();
    await app.database.db.update(users).set({ premiumStatus: 'active' }).where(eq(users.id, m.id));
    const res = await startTrial(m.headers, { plan: 'pro' });
    expect(res.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(res.json()).message).toBe(TRIAL_MESSAGES.alreadyPremium);
  });

  it('refuses a bad body (400), and anonymous callers (401)', async () => {
    const m = await member();
    for (const bad of [{}, { plan: 'gold' }, { plan: 'pro', card: '4242' }, ['pro']]) {
      const res = await startTrial(m.headers, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).error).toBe('validation');
    }
    expect((await subscription(m.headers)).trial_used).toBe(false);
    expect((await startTrial(undefined, { plan: 'pro' })).statusCode).toBe(401);
    const anonymous = await app.inject({ method: 'GET', url: '/api/billing/subscription' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('has no live payment provider: checkout says so instead of pretending', async () => {
    await expect(
      noPaymentProvider.startCheckout({ userId: 1, email: 'a@example.com', plan: 'pro' }),
    ).rejects.toMatchObject({ code: 'unavailable', statusCode: 503 });
  });
});
