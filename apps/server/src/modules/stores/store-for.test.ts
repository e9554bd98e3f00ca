import { searchStores } from '@saverly/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { createTestDatabase } from '../../../test/helpers.js';
import { AppError } from '../../lib/app-error.js';
import { builtInProvider } from './providers/built-in.js';
import { DEFAULT_STORE_ZIP, storesService } from './stores.service.js';

/** The one rule for which store serves a request (sales, plans, lists): issue #15. */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const service = (defaultStoreId: string | null = null) =>
  storesService({ db: database.db, provider: builtInProvider(), staleAfterHours: 24, defaultStoreId });

let n = 0;
async function member(): Promise<number> {
  n += 1;
  const [row] = await database.db
    .insert(users)
    .values({
      email: `store-for-${n}-${Date.now()}@example.com`,
      passwordHash: 'x',
      firstName: 'Sam',
      lastName: 'Lee',
    })
    .returning({ id: users.id });
  return row!.id;
}

describe('stores.storeFor', () => {
  const [nearest, other, third] = searchStores(DEFAULT_STORE_ZIP, 10);

  it('the store asked for wins over the default store; an unknown one is a 404', async () => {
    const stores = service();
    const userId = await member();
    await stores.setDefault(userId, other!.locationId);
    const asked = await stores.storeFor({ storeId: third!.locationId, userId, fallback: true });
    expect(asked?.locationId).toBe(third!.locationId);
    const unknown: unknown = await stores
      .storeFor({ storeId: 'SV-00000-9', userId, fallback: true })
      .catch((e: unknown) => e);
    expect(unknown instanceof AppError && unknown.code).toBe('not_found');
  });

  it("else the member's default store, with or without the fallback", async () => {
    const stores = service();
    const userId = await member();
    await stores.setDefault(userId, other!.locationId);
    for (const fallback of [false, true])
      expect((await stores.storeFor({ storeId: null, userId, fallback }))?.locationId).toBe(
        other!.locationId,
      );
  });

  it('without one: none for the deals page, the built-in store nearest 10001 for plans and lists', async () => {
    const stores = service();
    const userId = await member();
    expect(await stores.storeFor({ storeId: null, userId })).toBeNull();
    expect(await stores.storeFor({ storeId: null, userId: null })).toBeNull();
    const fallback = await stores.storeFor({ storeId: null, userId, fallback: true });
    expect(fallback?.locationId).toBe(nearest!.locationId);
  });

  it('the configured default store comes before the built-in one', async () => {
    const stores = service(third!.locationId);
    const fallback = await stores.storeFor({ storeId: null, userId: null, fallback: true });
    expect(fallback?.locationId).toBe(third!.locationId);
  });
});
