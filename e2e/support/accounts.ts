import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Accounts for the journeys. The server limits registration to 10 an hour and login to 20 per
 * 15 minutes per client address, and every request of the suite comes from 127.0.0.1: the suite's
 * server raises the limits 20× (AUTH_RATE_LIMIT_MULTIPLIER in playwright.config.ts), so a run's
 * 19 registrations and their logins stay well within them.
 */
const PASSWORD = 'Pantry-Planner-42x!';
export const NEW_PASSWORD = 'Weekly-Basket-97q#';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

function uniqueEmail(label: string): string {
  return `e2e.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function newAccount(label: string, firstName = 'Maria'): Account {
  return { email: uniqueEmail(label), password: PASSWORD, firstName, lastName: 'Lopez' };
}

/** Registers through the API (for journeys that are not about signing up). */
export async function registerViaApi(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/auth/register', {
    data: {
      email: account.email,
      password: account.password,
      first_name: account.firstName,
      last_name: account.lastName,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Fills the login form; the caller asserts where it lands. */
export async function logInViaForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Fills the signup form with `account` and presses Sign Up; the caller asserts where it lands. */
export async function signUpViaForm(page: Page, account: Account): Promise<void> {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

const MAIL_URL = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:2527';

/** Polls the mail sink until a message to `to` whose subject matches arrives; returns the newest. */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAIL_URL}/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as Mail[];
        found = messages.filter((mail) => subject.test(mail.subject)).at(-1);
        return found !== undefined;
      },
      { message: `mail to ${to} matching ${String(subject)}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the first link to `path` in a mail, e.g. /reset-password?token=…. */
export function linkIn(mail: Mail, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%-]+)`).exec(
    mail.text,
  );
  if (!match) throw new Error(`no ${path} link in mail:\n${mail.text}`);
  return match[1]!;
}
