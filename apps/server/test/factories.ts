import { randomBytes } from 'node:crypto';
import type { App } from '../src/app.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { usersService } from '../src/modules/users/users.service.js';

export const GOOD_PASSWORD = 'Grocery-Budget-2026!';

let counter = 0;
/** A different client address per call, so per-client rate limits never couple two tests. */
export function nextIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function uniqueEmail(prefix = 'parent'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

/** Inserts a user directly (no mail, no rate limit); returns the row and the password. */
export async function createUser(
  app: App,
  overrides: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
) {
  const password = overrides.password ?? GOOD_PASSWORD;
  const user = await usersService(app.database.db).create({
    email: overrides.email ?? uniqueEmail(),
    passwordHash: await hashPassword(password),
    firstName: overrides.firstName ?? 'Maria',
    lastName: overrides.lastName ?? 'Lopez',
    role: 'member',
  });
  if (!user) throw new Error('createUser: email taken');
  return { user, password };
}

export async function login(app: App, email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string; refresh_token: string; user: { id: number } }>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
