import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
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
    /**
     * The trial (docs/decisions/0033-trial-and-billing.md): the plan tried or paid for, when the one
     * trial of the account started and when it ends. Premium is decided at read time from these
     * (a trial ends by itself when `trial_ends_at` passes; nothing has to run).
     */
    premiumPlan: text('premium_plan', { enum: ['pro', 'family'] }),
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    role: text('role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    /** The family's store (issue #5); null until one is picked. */
    defaultStoreId: integer('default_store_id').references((): AnyPgColumn => stores.id, {
      onDelete: 'set null',
    }),
    /** When the password last changed (reset or change); informational since credential_version. */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /**
     * Bumped by a password reset or change: sessions (refresh families and access tokens) carry the
     * version they were opened with and die when it moves (docs/decisions/0026-account-security.md).
     */
    credentialVersion: integer('credential_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_subscription_tier_known', sql`${table.subscriptionTier} in ('free', 'premium')`),
    check('users_role_known', sql`${table.role} in ('member', 'admin')`),
    check(
      'users_premium_plan_known',
      sql`${table.premiumPlan} is null or ${table.premiumPlan} in ('pro', 'family')`,
    ),
    check('users_premium_status_known', sql`${table.premiumStatus} in ('inactive', 'trialing', 'active')`),
    check(
      'users_trial_has_end',
      sql`${table.premiumStatus} <> 'trialing' or (${table.trialEndsAt} is not null and ${table.trialStartedAt} is not null)`,
    ),
  ],
);

/**
 * The family's planning preferences (GET/PUT /api/preferences), one row per household (ADR 0039:
 * every member plans from the same), in the generate request's field names as validated by
 * packages/contracts preferences.ts (docs/decisions/0032-wizard-state-and-preferences.md).
 * `updated_by`: the member who saved them last.
 */
export const householdPreferences = pgTable('household_preferences', {
  householdId: uuid('household_id')
    .primaryKey()
    .references(() => households.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<object>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    /** The user's credential_version when the session was opened; a mismatch ends the session. */
    credentialVersion: integer('credential_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/**
 * Single-use emailed tokens, stored as SHA-256 hashes: password reset, email verification, email
 * change (sent to the new address, `email` is that address) and its undo (sent to the old one,
 * `email` is the address to restore).
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['password_reset', 'email_verification', 'email_change', 'email_change_undo'],
    }).notNull(),
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
    check(
      'email_tokens_purpose_known',
      sql`${table.purpose} in ('password_reset', 'email_verification', 'email_change', 'email_change_undo')`,
    ),
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

/**
 * Stores a family can pick, from the store provider in use (`built-in` or `kroger`). A row is
 * written when a store is picked or its sales are asked for; search results are not stored.
 */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider', { enum: ['built-in', 'kroger'] }).notNull(),
    /** The provider's id for the store (the API's location_id / store_id). */
    locationId: text('location_id').notNull(),
    chain: text('chain').notNull(),
    name: text('name').notNull(),
    formattedAddress: text('formatted_address').notNull(),
    zip: text('zip'),
    phone: text('phone'),
    /** Opening hours keyed by lowercase weekday name. */
    hours: jsonb('hours').$type<Record<string, string>>(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** When the last complete inventory sync finished, and the ISO week it priced. */
    inventorySyncedAt: timestamp('inventory_synced_at', { withTimezone: true }),
    inventoryWeek: text('inventory_week'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('stores_provider_location_unique').on(table.provider, table.locationId),
    check('stores_provider_known', sql`${table.provider} in ('built-in', 'kroger')`),
  ],
);

/**
 * The products a store stocks, as last synced. (store_id, product_id) is unique, so a sync that
 * is interrupted and resumed upserts the same rows again and never duplicates a product.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The provider's product id (built-in: `<food>.<brand>.<size>`; Kroger: its productId). */
    productId: text('product_id').notNull(),
    /** The kitchen food this product is (null when a provider's product matched none). */
    foodId: text('food_id'),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    size: text('size').notNull(),
    /** Package weight as purchased, when known. */
    packageGrams: doublePrecision('package_grams'),
    packageQuantity: doublePrecision('package_quantity'),
    packageUnit: text('package_unit'),
    aisle: text('aisle'),
    /** Served path (`/images/products/…`) or a provider's https URL. */
    imageUrl: text('image_url').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_store_product_unique').on(table.storeId, table.productId),
    index('products_store_category_idx').on(table.storeId, table.category),
    index('products_store_food_idx').on(table.storeId, table.foodId),
  ],
);

/**
 * A product's shelf price and, when it is on sale, the promotional price and the days it holds.
 * One row per product (the latest sync's prices).
 */
export const prices = pgTable(
  'prices',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    regularCents: integer('regular_cents').notNull(),
    promoCents: integer('promo_cents'),
    promoValidFrom: date('promo_valid_from'),
    promoValidTo: date('promo_valid_to'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('prices_store_promo_idx').on(table.storeId, table.promoValidTo),
    check('prices_regular_positive', sql`${table.regularCents} > 0`),
    check(
      'prices_promo_valid',
      sql`(${table.promoCents} is null and ${table.promoValidFrom} is null and ${table.promoValidTo} is null) or (${table.promoCents} > 0 and ${table.promoCents} < ${table.regularCents} and ${table.promoValidFrom} <= ${table.promoValidTo})`,
    ),
  ],
);

/**
 * Inventory and image sync runs. At most one queued or running run per store and kind (a
 * partial unique index), so two simultaneous triggers make one run. `cursor` is where the next
 * page starts; it is committed with each batch, so a killed worker resumes where it stopped.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['inventory', 'images'] }).notNull(),
    /** `stopped`: ended cleanly before the whole catalogue (call budget or provider daily cap). */
    status: text('status', { enum: ['queued', 'running', 'done', 'stopped', 'failed'] })
      .notNull()
      .default('queued'),
    /** The day whose prices and deals the run fetches (fixed at creation, so a resumed run matches). */
    asOf: date('as_of').notNull(),
    maxApiCalls: integer('max_api_calls').notNull(),
    includeSaleFocus: boolean('include_sale_focus').notNull().default(true),
    saveProgress: boolean('save_progress').notNull().default(true),
    validateExisting: boolean('validate_existing').notNull().default(true),
    apiCallsUsed: integer('api_calls_used').notNull().default(0),
    itemsProcessed: integer('items_processed').notNull().default(0),
    itemsTotal: integer('items_total'),
    cursor: jsonb('cursor').$type<Record<string, unknown>>(),
    /** Why the run stopped early (call budget, provider daily cap) or failed. */
    error: text('error'),
    /** The worker holding the run and its last sign of life; a stale lease may be taken over. */
    leaseOwner: text('lease_owner'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sync_runs_one_active')
      .on(table.storeId, table.kind)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('sync_runs_store_idx').on(table.storeId, table.createdAt),
    check('sync_runs_kind_known', sql`${table.kind} in ('inventory', 'images')`),
    check(
      'sync_runs_status_known',
      sql`${table.status} in ('queued', 'running', 'done', 'stopped', 'failed')`,
    ),
    check('sync_runs_budget', sql`${table.maxApiCalls} > 0 and ${table.apiCallsUsed} >= 0`),
  ],
);

/**
 * Meal plans generated for signed-in members (docs/decisions/0020-meal-plan-api.md). A row is
 * written `pending` before the optimizer runs, in the same transaction that checks the monthly
 * free quota, so two simultaneous requests can never both take the last free plan; it becomes
 * `ready` with the plan, or is deleted when no plan could be made (that does not count).
 */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready'] })
      .notNull()
      .default('pending'),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** The request's preferences, as validated. */
    preferences: jsonb('preferences').$type<object>().notNull(),
    /** The plan as answered (the contracts' mealPlanSchema); null while pending. */
    plan: jsonb('plan').$type<object>(),
    totalCostCents: integer('total_cost_cents'),
    /**
     * The plan as it was before its last refresh (a meal replaced), which Undo puts back; null when
     * there is nothing to undo (never refreshed, already undone, or shuffled since).
     */
    beforeRefresh: jsonb('before_refresh').$type<object>(),
    /**
     * Recipe ids the family refreshed out of this plan, oldest first (at most
     * `MAX_REPLACED_RECIPES`): a later refresh does not bring one back while another meal fits.
     */
    replacedRecipeIds: jsonb('replaced_recipe_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    index('meal_plans_user_created_idx').on(table.userId, table.createdAt),
    check('meal_plans_status_known', sql`${table.status} in ('pending', 'ready')`),
    check('meal_plans_ready_has_plan', sql`${table.status} = 'pending' or ${table.plan} is not null`),
  ],
);

/**
 * Plans a family saved with their priced grocery list (docs/decisions/0031-saved-plan-aggregate.md).
 * The meals are rows of saved_plan_meals, copied from the member's stored generated plan; `list`
 * holds the contracts' priced list (each item naming the meals it is for). `plan` is the client's
 * JSON of plans saved before migration 0006, kept only so their meals stay readable (null since).
 * `shopped_at`: the family marked the whole list bought (its savings count from then).
 */
export const savedPlans = pgTable(
  'saved_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The household whose plan it is (ADR 0039): every member reads and shops it. */
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    /** Who saved it (null once their account is gone; the plan stays the household's). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    mealPlanId: uuid('meal_plan_id').references(() => mealPlans.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    plan: jsonb('plan').$type<object>(),
    list: jsonb('list').$type<object>().notNull(),
    totalCostCents: integer('total_cost_cents').notNull(),
    totalSavingsCents: integer('total_savings_cents').notNull(),
    shoppedAt: timestamp('shopped_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_plans_household_created_idx').on(table.householdId, table.createdAt),
    check('saved_plans_money', sql`${table.totalCostCents} >= 0 and ${table.totalSavingsCents} >= 0`),
  ],
);

/**
 * The meals of a saved plan (docs/decisions/0031-saved-plan-aggregate.md): every meal of the
 * generated plan it was saved from, `selected` when the family kept it. `meal` is the server's
 * own meal of the stored generated plan (the contracts' mealSchema: name, steps, nutrition …),
 * never the client's. `legacy` is the client's JSON of a meal saved before migration 0006 that
 * could not be matched to its generated plan; such meals are shown as saved.
 */
export const savedPlanMeals = pgTable(
  'saved_plan_meals',
  {
    savedPlanId: uuid('saved_plan_id')
      .notNull()
      .references(() => savedPlans.id, { onDelete: 'cascade' }),
    /** `d{day}-{type}`, as in the generated plan. */
    mealId: text('meal_id').notNull(),
    position: integer('position').notNull(),
    day: integer('day').notNull(),
    type: text('type').notNull(),
    recipeId: text('recipe_id'),
    selected: boolean('selected').notNull(),
    servings: integer('servings').notNull(),
    portion: doublePrecision('portion').notNull().default(1),
    sides: jsonb('sides').$type<object[]>().notNull().default([]),
    meal: jsonb('meal').$type<object>(),
    legacy: jsonb('legacy').$type<object>(),
  },
  (table) => [
    primaryKey({ columns: [table.savedPlanId, table.mealId] }),
    check('saved_plan_meals_has_meal', sql`${table.meal} is not null or ${table.legacy} is not null`),
  ],
);

/**
 * What has been checked off a saved list in the store. `changed_at` is when the shopper ticked
 * (the device's clock, sent with the change), so changes queued offline and replayed later never
 * overwrite a newer one: the latest change per item wins.
 */
export const savedListChecks = pgTable(
  'saved_list_checks',
  {
    savedPlanId: uuid('saved_plan_id')
      .notNull()
      .references(() => savedPlans.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    checked: boolean('checked').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.savedPlanId, table.itemId] })],
);

/**
 * The family's pantry: foods they keep at home (`in_pantry` true) or want bought even though
 * they are usual staples (false). Foods not listed follow the default staple rule.
 */
export const pantryItems = pgTable(
  'pantry_items',
  {
    /** The household's pantry (ADR 0039): one kitchen, every member's answers. */
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    foodId: text('food_id').notNull(),
    inPantry: boolean('in_pantry').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.householdId, table.foodId] })],
);

/** A member's Kroger account link for the Cart API (OAuth tokens, encrypted at rest). */
export const krogerConnections = pgTable('kroger_connections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessTokenEnc: text('access_token_enc').notNull(),
  refreshTokenEnc: text('refresh_token_enc'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  scope: text('scope').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Pending Kroger OAuth consents: the `state` (stored hashed) ties the callback to the member. */
export const krogerOauthStates = pgTable('kroger_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Where to send the browser back to after consent (a path on this site). */
  returnTo: text('return_to').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Households (docs/decisions/0037-households.md): one per member, created on first use with the
 * member as its owner. Its people are in household_people and its pending invitations in
 * household_invitations; at most 6 of them together (checked by the household service while it
 * holds the household's row lock).
 */
export const households = pgTable('households', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
});

/**
 * The people of a household: `owner` and `member` have an account (`user_id`; an account is in
 * one household at most), a `dependant` has none. Calories per day are the person's own figure,
 * or null for the Dietary Guidelines' estimate from the age band, sex and activity level
 * (packages/kitchen energy-needs.ts). `dietary_restrictions` holds the wizard's names.
 */
export const householdPeople = pgTable(
  'household_people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member', 'dependant'] }).notNull(),
    displayName: text('display_name').notNull(),
    ageBand: text('age_band', {
      enum: ['child_1_3', 'child_4_8', 'child_9_13', 'teen_14_18', 'adult', 'older_adult'],
    }).notNull(),
    sex: text('sex', { enum: ['female', 'male'] }),
    activityLevel: text('activity_level', { enum: ['sedentary', 'moderately_active', 'active'] }),
    caloriesPerDay: integer('calories_per_day'),
    dietaryRestrictions: text('dietary_restrictions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('household_people_user_unique').on(table.userId),
    uniqueIndex('household_people_one_owner')
      .on(table.householdId)
      .where(sql`${table.role} = 'owner'`),
    index('household_people_household_idx').on(table.householdId),
    check('household_people_role_known', sql`${table.role} in ('owner', 'member', 'dependant')`),
    check(
      'household_people_account',
      sql`(${table.role} = 'dependant' and ${table.userId} is null) or (${table.role} <> 'dependant' and ${table.userId} is not null)`,
    ),
    check(
      'household_people_age_band_known',
      sql`${table.ageBand} in ('child_1_3', 'child_4_8', 'child_9_13', 'teen_14_18', 'adult', 'older_adult')`,
    ),
    check('household_people_sex_known', sql`${table.sex} is null or ${table.sex} in ('female', 'male')`),
    check(
      'household_people_activity_known',
      sql`${table.activityLevel} is null or ${table.activityLevel} in ('sedentary', 'moderately_active', 'active')`,
    ),
    check(
      'household_people_calories_range',
      sql`${table.caloriesPerDay} is null or ${table.caloriesPerDay} between 500 and 6000`,
    ),
    check(
      'household_people_restrictions_known',
      sql`${table.dietaryRestrictions} <@ array['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Paleo', 'Low-Carb', 'Nut-Free']::text[]`,
    ),
  ],
);

/**
 * Invitations to join a household by email: the token of the emailed link is stored only as its
 * SHA-256, used once (`accepted_at`), valid until `expires_at` (7 days from the app's clock);
 * `cancelled_at` when the owner cancels it or invites the same address again.
 */
export const householdInvitations = pgTable(
  'household_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    /** Trimmed and lowercased, as account emails are. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('household_invitations_token_unique').on(table.tokenHash),
    index('household_invitations_household_idx').on(table.householdId),
    check('household_invitations_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('household_invitations_one_end', sql`${table.acceptedAt} is null or ${table.cancelledAt} is null`),
  ],
);

/**
 * A household's own recipes (issue #19, docs/decisions/0038-own-recipes.md), private to it.
 * `ingredients` holds each line as written with the food it maps to (or skip), validated field by
 * field by the recipes service before it is stored; nutrition, diets and cost are never stored:
 * the kitchen derives them from the foods on every read.
 */
export const householdRecipes = pgTable(
  'household_recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cuisine: text('cuisine').notNull(),
    mealTypes: text('meal_types').array().notNull(),
    servings: integer('servings').notNull(),
    prepMinutes: integer('prep_minutes').notNull(),
    cookMinutes: integer('cook_minutes').notNull(),
    ingredients: jsonb('ingredients')
      .$type<{ text: string; foodId: string | null; skip: boolean }[]>()
      .notNull(),
    steps: text('steps').array().notNull(),
    imageUrl: text('image_url'),
    sourceUrl: text('source_url'),
    author: text('author'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('household_recipes_household_idx').on(table.householdId, table.updatedAt),
    check('household_recipes_servings_range', sql`${table.servings} between 1 and 24`),
    check(
      'household_recipes_minutes_range',
      sql`${table.prepMinutes} between 0 and 1440 and ${table.cookMinutes} between 0 and 1440`,
    ),
    check(
      'household_recipes_meal_types_known',
      sql`cardinality(${table.mealTypes}) > 0 and ${table.mealTypes} <@ array['breakfast', 'lunch', 'dinner']::text[]`,
    ),
  ],
);

/**
 * Recipes a household marked favourite: ours (a catalogue id) or their own (`own-<uuid>`); the
 * planner prefers them (a soft bonus, ADR 0038).
 */
export const recipeFavourites = pgTable(
  'recipe_favourites',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.householdId, table.recipeId] })],
);
