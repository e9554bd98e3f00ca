import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { uniqueEmail } from '../../../test/factories.js';
import { createTestDatabase } from '../../../test/helpers.js';
import { usersService, type UsersService } from './users.service.js';

/** The users service on a real (PGlite or PostgreSQL) database: what other modules rely on. */

let database: Database;
let users: UsersService;
beforeAll(async () => {
  database = await createTestDatabase();
  users = usersService(database.db);
});
afterAll(async () => {
  await database.close();
});

const newUser = (email = uniqueEmail()) => ({
  email,
  passwordHash: 'scrypt$hash-1',
  firstName: 'Maria',
  lastName: 'Lopez',
  role: 'member' as const,
});

async function created(email?: string) {
  const row = await users.create(newUser(email));
  if (!row) throw new Error('email taken');
  return row;
}

describe('create and find', () => {
  it('creates a member with the schema’s defaults and finds it by id and by email', async () => {
    const email = uniqueEmail();
    const row = await created(email);
    expect(row).toMatchObject({
      email,
      passwordHash: 'scrypt$hash-1',
      firstName: 'Maria',
      lastName: 'Lopez',
      role: 'member',
      phone: null,
      emailVerified: false,
      subscriptionTier: 'free',
      premiumStatus: 'inactive',
      premiumPlan: null,
      trialStartedAt: null,
      trialEndsAt: null,
      defaultStoreId: null,
      credentialVersion: 0,
      tokensValidAfter: null,
      updatedAt: null,
    });
    expect(row.id).toBeGreaterThan(0);
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(await users.findById(row.id)).toEqual(row);
    expect(await users.findByEmail(email)).toEqual(row);
    expect(await users.findById(row.id + 1_000_000)).toBeUndefined();
    expect(await users.findByEmail(uniqueEmail('nobody'))).toBeUndefined();
  });

  it('a taken email gives undefined and leaves the first account as it was', async () => {
    const email = uniqueEmail();
    const first = await created(email);
    expect(await users.create({ ...newUser(email), firstName: 'Impostor', role: 'admin' })).toBeUndefined();
    expect(await users.findByEmail(email)).toEqual(first);
  });

  it('stores emails only in lower case: callers normalise, the database refuses anything else', async () => {
    const email = uniqueEmail();
    await expect(users.create(newUser(email.toUpperCase()))).rejects.toThrow();
    expect(await users.findByEmail(email)).toBeUndefined();
    // Lookups are exact: a mixed-case spelling of a stored address finds nothing.
    await created(email);
    expect(await users.findByEmail(email.toUpperCase())).toBeUndefined();
  });
});

describe('updateProfile', () => {
  it('changes names and phone only, and stamps updated_at', async () => {
    const row = await created();
    const updated = await users.updateProfile(row, { firstName: 'Mia', phone: '+1 555 0100' });
    expect(updated).toMatchObject({
      id: row.id,
      firstName: 'Mia',
      lastName: 'Lopez',
      phone: '+1 555 0100',
      email: row.email,
      role: 'member',
      emailVerified: false,
      credentialVersion: 0,
    });
    expect(updated.updatedAt).toBeInstanceOf(Date);
    const cleared = await users.updateProfile(updated, { phone: null, lastName: 'Garcia' });
    expect(cleared).toMatchObject({ firstName: 'Mia', lastName: 'Garcia', phone: null });
    expect(await users.findById(row.id)).toEqual(cleared);
  });

  it('an account that no longer exists is a not_found AppError', async () => {
    const row = await created();
    const gone = { ...row, id: row.id + 1_000_000 };
    const error = await users.updateProfile(gone, { firstName: 'X' }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'not_found', statusCode: 404 });
  });
});

describe('credentials', () => {
  it('setPassword replaces the hash, records when and bumps the credential version each time', async () => {
    const row = await created();
    const at = new Date('2026-11-18T15:00:00.000Z');
    expect(await users.setPassword(row.id, 'scrypt$hash-2', at)).toBe(1);
    expect(await users.findById(row.id)).toMatchObject({
      passwordHash: 'scrypt$hash-2',
      tokensValidAfter: at,
      credentialVersion: 1,
    });
    expect(await users.setPassword(row.id, 'scrypt$hash-3', new Date(at.getTime() + 60_000))).toBe(2);
    await expect(users.setPassword(row.id + 1_000_000, 'x', at)).rejects.toThrow(/no user/);
  });

  it('bumpCredentialVersion ends sessions without touching the password', async () => {
    const row = await created();
    await users.bumpCredentialVersion(row.id);
    await users.bumpCredentialVersion(row.id);
    expect(await users.findById(row.id)).toMatchObject({
      passwordHash: row.passwordHash,
      tokensValidAfter: null,
      credentialVersion: 2,
    });
  });
});

describe('email', () => {
  it('markEmailVerified verifies the current address', async () => {
    const row = await created();
    expect(await users.markEmailVerified(row.id)).toMatchObject({ email: row.email, emailVerified: true });
  });

  it('setVerifiedEmail moves the account to a confirmed address; one held by another account is refused', async () => {
    const mover = await created();
    const holder = await created();
    const target = uniqueEmail('new');
    expect(await users.setVerifiedEmail(mover.id, target)).toMatchObject({
      id: mover.id,
      email: target,
      emailVerified: true,
    });
    expect(await users.findByEmail(mover.email)).toBeUndefined();

    expect(await users.setVerifiedEmail(mover.id, holder.email)).toBeUndefined();
    expect((await users.findById(mover.id))!.email).toBe(target);
    expect(await users.findById(holder.id)).toEqual(holder);

    // Confirming the address it already has is not a conflict with itself.
    expect(await users.setVerifiedEmail(mover.id, target)).toMatchObject({ id: mover.id, email: target });
  });

  /**
   * Drizzle 0.45 wraps driver errors with the PostgreSQL error as `cause`: setVerifiedEmail read
   * `err.code` only and the losing confirmation threw (a 500 from the confirm-email route). The
   * updates are held until both checks have run, so the race is lost every time.
   */
  it('two accounts confirming the same address at once: exactly one gets it, the other gets undefined', async () => {
    const [a, b] = [await created(), await created()];
    const target = uniqueEmail('race');
    const racing = usersService(updatesHeldUntil(2));
    const results = await Promise.all([
      racing.setVerifiedEmail(a.id, target),
      racing.setVerifiedEmail(b.id, target),
    ]);
    expect(results.filter((r) => r !== undefined)).toHaveLength(1);
    const owner = await users.findByEmail(target);
    expect([a.id, b.id]).toContain(owner!.id);
  });
});

/**
 * The database, with every UPDATE held until `count` of them are waiting: each caller's read runs
 * before any caller's write, the interleaving two simultaneous requests can have.
 */
function updatesHeldUntil(count: number): Db {
  let waiting = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = <T extends object>(builder: T): T =>
    new Proxy(builder, {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if (prop === 'then') {
          return (resolve: (v: unknown) => void, reject: (e: unknown) => void) => {
            waiting += 1;
            if (waiting === count) open();
            void gate.then(() => (value as PromiseLike<unknown>['then']).call(target, resolve, reject));
          };
        }
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result === target || (result !== null && typeof result === 'object' && 'then' in result)
            ? held(result as object)
            : result;
        };
      },
    });
  const db = database.db;
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'update') return (table: Parameters<Db['update']>[0]) => held(target.update(table));
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

describe('roles', () => {
  it('setRoleByEmail grants and revokes; an unknown email changes nothing', async () => {
    const row = await created();
    expect(await users.setRoleByEmail(row.email, 'admin')).toMatchObject({ id: row.id, role: 'admin' });
    expect(await users.setRoleByEmail(row.email, 'member')).toMatchObject({ id: row.id, role: 'member' });
    expect(await users.setRoleByEmail(uniqueEmail('ghost'), 'admin')).toBeUndefined();
  });

  it('grantAdminIfVerified makes only a verified address an admin (ADMIN_EMAILS)', async () => {
    const row = await created();
    expect(await users.grantAdminIfVerified(row.email)).toBeUndefined();
    expect((await users.findById(row.id))!.role).toBe('member');
    await users.markEmailVerified(row.id);
    expect(await users.grantAdminIfVerified(row.email)).toMatchObject({ id: row.id, role: 'admin' });
    expect(await users.grantAdminIfVerified(uniqueEmail('ghost'))).toBeUndefined();
  });
});
