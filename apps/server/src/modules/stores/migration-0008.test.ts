import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Migration 0008 on products synced before it (ADR 0036): the "other" aisle's category was
 * "Pantry" and is "Other"; every other category, a synced chain's own included, stays.
 */
const dir = fileURLToPath(new URL('../../../drizzle/', import.meta.url));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const run = async (db: PGlite, file: string) => {
  for (const statement of readFileSync(dir + file, 'utf8').split('--> statement-breakpoint'))
    await db.exec(statement);
};

let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  for (const file of files.filter((f) => f < '0008')) await run(db, file);
  await db.exec(
    `insert into stores (provider, location_id, chain, name, formatted_address) values ('built-in', 'SV-1', 'Saverly', 'Store', '1 Main St')`,
  );
  await db.exec(
    `insert into products (store_id, product_id, name, brand, category, size, image_url) values
       (1, 'tortilla-chips.a.12oz', 'Tortilla chips', 'A', 'Pantry', '12 oz', '/images/products/snacks.svg'),
       (1, 'rice.a.2lb', 'Rice', 'A', 'Pasta, Rice & Grains', '2 lb', '/images/products/rice.svg'),
       (1, '0001', 'Kroger bread', 'Kroger', 'Bakery', '20 oz', '/images/products/bread.svg')`,
  );
  await run(
    db,
    files.find((f) => f.startsWith('0008'))!,
  );
}, 120_000);

afterAll(async () => {
  await db.close();
});

describe('migration 0008', () => {
  it('renames the Pantry category Other and leaves the rest', async () => {
    const rows = (await db.query<{ category: string }>(`select category from products order by id`)).rows;
    expect(rows.map((r) => r.category)).toEqual(['Other', 'Pasta, Rice & Grains', 'Bakery']);
  });
});
