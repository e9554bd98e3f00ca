import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Facts about this installation. Keys are a closed set, enforced by a CHECK constraint.
 * `jwt_signing_key` holds the generated access-token key when JWT_SECRET is not configured.
 */
export const appMeta = pgTable(
  'app_meta',
  {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'app_meta_key_known',
      sql`${table.key} in ('installed_at', 'installed_version', 'jwt_signing_key')`,
    ),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Always stored trimmed and lowercased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    emailVerified: boolean('email_verified').notNull().default(false),
    subscriptionTier: text('subscription_tier', { enum: ['free', 'premium'] })
      .notNull()
      .default('free'),
    premiumStatus: text('premium_status').notNull().default('inactive'),
    role: text('role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    /** Access tokens issued before this instant are refused (set by a password reset: signs out everywhere). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_subscription_tier_known', sql`${table.subscriptionTier} in ('free', 'premium')`),
    check('users_role_known', sql`${table.role} in ('member', 'admin')`),
  ],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes. Every rotation adds a row to the same family;
 * using a row twice revokes the family. The family's absolute expiry never moves.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/** Access tokens revoked before their expiry (logout), by JWT id; rows can go once expired. */
export const revokedAccessTokens = pgTable(
  'revoked_access_tokens',
  {
    jti: uuid('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_access_tokens_expires_idx').on(table.expiresAt)],
);

/** Single-use emailed tokens (password reset, email verification), stored as SHA-256 hashes. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'email_verification'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the token was sent to: verifying proves ownership of this address only. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_tokens_hash_unique').on(table.tokenHash),
    index('email_tokens_user_idx').on(table.userId),
    check('email_tokens_purpose_known', sql`${table.purpose} in ('password_reset', 'email_verification')`),
  ],
);

/** Mail written when no SMTP server is configured, so links still reach a developer (and tests). */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: createdAt(),
});
