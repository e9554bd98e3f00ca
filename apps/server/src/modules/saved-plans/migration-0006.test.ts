import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Migration 0006 on saved plans written before it (ADR 0031): each meal of the client's JSON
 * becomes a saved_plan_meals row; the stored generated plan's meal is copied when it matches.
 */
const dir = fileURLToPath(new URL('../../../drizzle/', import.meta.url));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const run = async (db: PGlite, file: string) => {
  for (const statement of readFileSync(dir + file, 'utf8').split('--> statement-breakpoint'))
    await db.exec(statement);
};

const PLAN = '11111111-1111-4111-8111-111111111111';
let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  for (const file of files.filter((f) => f < '0006')) await run(db, file);
  await db.exec(
    `insert into users (email, password_hash, first_name, last_name) values ('old@example.com', 'x', 'Old', 'Member')`,
  );
  const stored = {
    days: [
      {
        day: 1,
        meals: [
          {
            id: 'd1-dinner',
            recipe_id: 'r1',
            name: 'Stored dinner',
            servings: 4,
            portion: 1.25,
            sides: [
              {
                food_id: 'white-rice',
                name: 'Rice',
                text: '1 cup rice',
                calories: 1,
                estimated_cost: 0,
                estimated_cost_cents: 0,
              },
            ],
            instructions: ['1. Cook.'],
          },
        ],
      },
    ],
  };
  await db.query(
    `insert into meal_plans (id, user_id, status, preferences, plan) values ($1, 1, 'ready', '{}', $2)`,
    [PLAN, JSON.stringify(stored)],
  );
  const old = {
    days: [
      {
        day: 1,
        meals: [
          { id: 'd1-dinner', recipe_id: 'r1', name: 'Client dinner', selected: true },
          { id: 'd1-lunch', recipe_id: 'r2', name: 'Client lunch', selected: false, servings: 3 },
        ],
      },
    ],
  };
  await db.query(
    `insert into saved_plans (id, user_id, meal_plan_id, name, plan, list, total_cost_cents, total_savings_cents)
     values ('22222222-2222-4222-8222-222222222222', 1, $1, 'Old week', $2, '{}', 0, 0),
            ('33333333-3333-4333-8333-333333333333', 1, null, 'My shopping list', '{"days":[]}', '{}', 0, 0),
            ('44444444-4444-4444-8444-444444444444', 1, null, 'Odd', '{"days":[{"meals":[{"name":"Soup","ingredients":"a"}, 5]}, 3]}', '{}', 0, 0)`,
    [PLAN, JSON.stringify(old)],
  );
  await run(
    db,
    files.find((f) => f.startsWith('0006'))!,
  );
}, 120_000);

afterAll(async () => {
  await db.close();
});

describe('migration 0006', () => {
  it('rebuilds old meals from their generated plan and keeps the rest readable', async () => {
    const rows = (
      await db.query<Record<string, unknown>>(
        `select saved_plan_id, meal_id, day, type, recipe_id, selected, servings, portion, sides,
                meal->>'name' as meal_name, legacy->>'name' as legacy_name
         from saved_plan_meals order by saved_plan_id, position`,
      )
    ).rows;
    expect(rows).toEqual([
      expect.objectContaining({
        meal_id: 'd1-dinner',
        type: 'dinner',
        recipe_id: 'r1',
        selected: true,
        servings: 4,
        portion: 1.25,
        meal_name: 'Stored dinner',
        legacy_name: 'Client dinner',
      }),
      expect.objectContaining({
        meal_id: 'd1-lunch',
        type: 'lunch',
        selected: false,
        servings: 3,
        portion: 1,
        sides: [],
        meal_name: null,
        legacy_name: 'Client lunch',
      }),
      expect.objectContaining({
        saved_plan_id: '44444444-4444-4444-8444-444444444444',
        meal_id: 'd1-1',
        day: 1,
        type: 'dinner',
        recipe_id: null,
        selected: true,
        servings: 2,
        meal_name: null,
        legacy_name: 'Soup',
      }),
    ]);
    expect((rows[0]!.sides as unknown[]).length).toBe(1);
  });
});
