import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Migration 0011 on data written before it (ADR 0039): every saved plan and pantry answer moves
 * to its member's household (one is made for a member who had none); two members' answers for
 * one food keep the newer. Then 0012: one set of planning preferences a household, the newest.
 */
const dir = fileURLToPath(new URL('../../../drizzle/', import.meta.url));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const run = async (db: PGlite, file: string) => {
  for (const statement of readFileSync(dir + file, 'utf8').split('--> statement-breakpoint'))
    await db.exec(statement);
};

const HOUSEHOLD = '22222222-2222-4222-8222-222222222222';
let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  for (const file of files.filter((f) => f < '0011')) await run(db, file);
  // 1 and 2 share a household; 3 never opened theirs (none made yet).
  await db.exec(`
    insert into users (email, password_hash, first_name, last_name) values
      ('ann@example.com', 'x', 'Ann', 'A'), ('bo@example.com', 'x', 'Bo', 'B'), ('cy@example.com', 'x', ' ', 'C');
    insert into households (id) values ('${HOUSEHOLD}');
    insert into household_people (household_id, user_id, role, display_name, age_band) values
      ('${HOUSEHOLD}', 1, 'owner', 'Ann', 'adult'), ('${HOUSEHOLD}', 2, 'member', 'Bo', 'adult');
    insert into saved_plans (user_id, name, list, total_cost_cents, total_savings_cents) values
      (1, 'Ann''s week', '{}', 100, 0), (2, 'Bo''s week', '{}', 200, 0), (3, 'Cy''s week', '{}', 300, 0);
    insert into pantry_items (user_id, food_id, in_pantry, updated_at) values
      (1, 'rice', true, '2026-01-01'), (2, 'rice', false, '2026-02-01'),
      (1, 'salt', true, '2026-01-01'), (3, 'salt', false, '2026-01-01');
  `);
  await run(
    db,
    files.find((f) => f.startsWith('0011'))!,
  );
});
afterAll(() => db.close());

describe('migration 0011: household sharing', () => {
  it('gives a household to every member who had none, as its owner', async () => {
    const { rows } = await db.query<{
      user_id: number;
      role: string;
      display_name: string;
      household_id: string;
    }>('select user_id, role, display_name, household_id from household_people order by user_id');
    expect(rows.map((r) => [r.user_id, r.role, r.display_name])).toEqual([
      [1, 'owner', 'Ann'],
      [2, 'member', 'Bo'],
      [3, 'owner', 'Me'],
    ]);
    expect(rows[2]!.household_id).not.toBe(HOUSEHOLD);
  });

  it("moves each saved plan to its member's household, keeping who saved it", async () => {
    const { rows } = await db.query<{ name: string; user_id: number; household_id: string }>(
      'select name, user_id, household_id from saved_plans order by user_id',
    );
    expect(rows.slice(0, 2).map((r) => [r.name, r.user_id, r.household_id])).toEqual([
      ["Ann's week", 1, HOUSEHOLD],
      ["Bo's week", 2, HOUSEHOLD],
    ]);
    const cy = await db.query<{ household_id: string }>(
      'select household_id from household_people where user_id = 3',
    );
    expect(rows[2]!.household_id).toBe(cy.rows[0]!.household_id);
  });

  it('makes one pantry a household, the newer answer kept where two members answered', async () => {
    const { rows } = await db.query<{ household_id: string; food_id: string; in_pantry: boolean }>(
      'select household_id, food_id, in_pantry from pantry_items order by household_id = $1 desc, food_id',
      [HOUSEHOLD],
    );
    expect(rows.map((r) => [r.household_id === HOUSEHOLD, r.food_id, r.in_pantry])).toEqual([
      [true, 'rice', false],
      [true, 'salt', true],
      [false, 'salt', false],
    ]);
  });

  it('then 0012 keeps one set of planning preferences a household: the newest saved', async () => {
    await db.exec(`
      insert into member_preferences (user_id, preferences, updated_at) values
        (1, '{"days": 3}', '2026-01-01'), (2, '{"days": 5}', '2026-02-01'), (3, '{"days": 7}', '2026-01-01');
    `);
    await run(
      db,
      files.find((f) => f.startsWith('0012'))!,
    );
    const { rows } = await db.query<{
      household_id: string;
      preferences: { days: number };
      updated_by: number;
    }>('select household_id, preferences, updated_by from household_preferences order by updated_by');
    expect(rows.map((r) => [r.household_id === HOUSEHOLD, r.preferences.days, r.updated_by])).toEqual([
      [true, 5, 2],
      [false, 7, 3],
    ]);
  });

  it('ties plans and pantries to households: a household removed takes them with it', async () => {
    await expect(
      db.query(
        `insert into saved_plans (user_id, name, list, total_cost_cents, total_savings_cents) values (1, 'x', '{}', 0, 0)`,
      ),
    ).rejects.toThrow(/household_id/);
    await db.query('delete from households where id = $1', [HOUSEHOLD]);
    const left = await db.query<{ n: number }>('select count(*)::int as n from saved_plans');
    expect(left.rows[0]!.n).toBe(1);
  });
});
