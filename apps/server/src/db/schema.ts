import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this installation (for example when it was first started).
 * Keys are a closed set, enforced by a CHECK constraint.
 */
export const appMeta = pgTable(
  'app_meta',
  {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('app_meta_key_known', sql`${table.key} in ('installed_at', 'installed_version')`)],
);
