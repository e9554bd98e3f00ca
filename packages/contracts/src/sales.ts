import { z } from 'zod';
import { dietaryRestrictionSchema } from './meal-plans.js';
import { text } from './text.js';

export const SALES_SORTS = ['savings', 'price', 'name'] as const;
export const DEFAULT_SALES_LIMIT = 200;
export const MAX_SALES_LIMIT = 500;
export const NO_STORE_SELECTED_MESSAGE =
  'Please select your store in the Profile page to see deals and sales.';

/**
 * GET /api/sales query. `sort`: highest savings (default), lowest price, or name A–Z. `store_id`
 * lets a visitor (public /sales) see the deals of the store they picked; a signed-in user's
 * default store is used when it is absent. `diets` ("Vegetarian,Gluten-Free"): only deals every one
 * of these diets allows on its own (the kitchen's `foodDiets`; a product the store catalogue does
 * not match to a food is left out, as nothing says it fits).
 */
export const salesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_SALES_LIMIT).default(DEFAULT_SALES_LIMIT),
  category: text(100).optional(),
  search: text(100).optional(),
  sort: z.enum(SALES_SORTS).default('savings'),
  store_id: text(64).min(1).optional(),
  diets: text(200)
    .optional()
    .transform((value) => (value ? value.split(',').filter((name) => name.trim() !== '') : []))
    .pipe(z.array(dietaryRestrictionSchema).max(8))
    .transform((names) => [...new Set(names)]),
});
export type SalesQuery = z.infer<typeof salesQuerySchema>;

/** Money in the sales payload is in dollars with two decimals (the spec's display shape). */
export const salesItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  size: z.string(),
  image_url: z.string(),
  sale_price: z.number(),
  regular_price: z.number(),
  savings: z.number(),
  /** Same amounts in integer cents, for arithmetic. */
  sale_price_cents: z.number().int(),
  regular_price_cents: z.number().int(),
  savings_cents: z.number().int(),
  valid_from: z.string(),
  valid_to: z.string(),
});
export type SalesItem = z.infer<typeof salesItemSchema>;

export const salesSummarySchema = z.object({
  /** Deals matching the category and search filters (before the limit). */
  total_items: z.number().int(),
  /** Sum of savings over those deals, dollars. */
  total_savings: z.number(),
  /** total_savings / total_items, dollars (0 when there are none). */
  average_savings: z.number(),
  /**
   * Every category with a deal at the store this week, A–Z, whatever the category and search; with
   * `diets`, the categories of the deals those diets keep.
   */
  available_categories: z.array(z.string()),
  /**
   * Categories among the matching deals (the summary's "Categories" tile follows the search and
   * category like its other tiles). Optional: a copy a phone kept from before still parses.
   */
  matching_categories: z.number().int().optional(),
  returned_items: z.number().int(),
});

export const salesResponseSchema = z.object({
  success: z.literal(true),
  store_location: z.object({ location_id: z.string(), name: z.string(), address: z.string() }),
  sales_items: z.array(salesItemSchema),
  summary: salesSummarySchema,
  /** Present while the store's inventory is being synced (sales may still be incomplete). */
  inventory_syncing: z.boolean(),
});
export type SalesResponse = z.infer<typeof salesResponseSchema>;

/**
 * Deal categories whose cards also offer 'Generate Meal Plan' (spec section 2, Deals page: "Meat &
 * Seafood and Protein items"). "Meat & Seafood" is the kitchen's label of the meat, poultry and
 * seafood aisles (packages/kitchen aisles.ts, ADR 0036; the server's sales.test.ts checks they
 * agree); "Protein" is a synced store's own category.
 */
export const MEAL_PLAN_CATEGORIES: readonly string[] = ['Meat & Seafood', 'Protein'];

/** GET /api/sales with no store: 200 with this body (docs/decisions/0015-store-catalogue-and-sales.md). */
export const salesNoStoreResponseSchema = z.object({
  success: z.literal(false),
  action_required: z.literal('set_default_store'),
  message: z.string(),
});

export const salesCategoriesResponseSchema = z.object({
  categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
