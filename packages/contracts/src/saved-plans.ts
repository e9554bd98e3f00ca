import { z } from 'zod';
import { mealTypeSchema } from './meal-plans.js';
import { text } from './text.js';

/**
 * POST /api/grocery-list: the whole plan in (spec section 7: "payload meal_plan (whole plan)"),
 * only its selected meals priced at the store, this week's sales found
 * (docs/decisions/0021-grocery-list-pricing.md).
 */

/** A meal as the client holds it. Meals with `selected: false` are not priced. */
export const groceryMealSchema = z.object({
  id: text(64).optional(),
  /** A catalogue recipe: its ingredients are taken from the catalogue, scaled to `servings`. */
  recipe_id: text(100).optional(),
  name: text(200).default(''),
  type: mealTypeSchema.optional(),
  servings: z.number().int().min(1).max(20).optional(),
  /** Used when there is no recipe_id: a list of lines or one text with a line per ingredient. */
  ingredients: z
    .union([z.array(text(300)).max(100), text(20_000)])
    .optional()
    .default([]),
  selected: z.boolean().optional().default(true),
});

/**
 * The plan's fields the server reads. Objects strip unknown keys (the web sends the whole
 * generated plan; only these fields are read or kept), every string and list is bounded.
 */
const planFields = {
  id: text(64).nullable().optional(),
  store: z
    .object({ location_id: text(64) })
    .nullable()
    .optional(),
  preferences: z
    .object({ family_size: z.number().int().min(1).max(20).optional() })
    .nullable()
    .optional(),
};

export const groceryListRequestSchema = z.object({
  meal_plan: z.object({
    ...planFields,
    days: z
      .array(
        z.object({
          day: z.number().int().min(1).max(31).optional(),
          meals: z.array(groceryMealSchema).max(10),
        }),
      )
      .max(14),
  }),
  /**
   * The caller's stored generated plan (the id of the POST /api/generate-meal-plan-assistant
   * answer). Each selected meal found in it by id (`d{day}-{type}`) with the same recipe is
   * priced from the stored plan: the main at its portion for the plan's servings plus its sides.
   * A plan that is not the caller's is 404. Absent: every meal is priced from its recipe id at
   * the family's servings, or from its ingredient text (docs/decisions/0021-grocery-list-pricing.md).
   */
  plan_id: text(64).trim().min(1).nullable().optional(),
  /** Overrides meal_plan.store; otherwise the caller's default store, else the built-in default. */
  store_id: text(64).trim().min(1).nullable().optional(),
  /** Food ids the family keeps at home (not bought); absent = the family's saved pantry list. */
  pantry: z.array(text(100)).max(500).optional(),
});
export type GroceryListRequest = z.input<typeof groceryListRequestSchema>;

export const GROCERY_STATUSES = ['on_sale', 'regular', 'not_found', 'pantry'] as const;
export type GroceryStatus = (typeof GROCERY_STATUSES)[number];

export const groceryPurchaseSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  size: z.string().nullable(),
  count: z.number().int(),
  unit_price_cents: z.number().int(),
  regular_unit_price_cents: z.number().int(),
  on_sale: z.boolean(),
});

export const groceryItemSchema = z.object({
  /** Stable key within the list (the food id, or `text:<words>` for an unmatched line). */
  id: z.string(),
  food_id: z.string().nullable(),
  matched_name: z.string(),
  original_ingredient: z.string(),
  status: z.enum(GROCERY_STATUSES),
  /** What is paid, dollars; null when not found at the store. */
  price: z.number().nullable(),
  price_cents: z.number().int().nullable(),
  regular_price: z.number().nullable(),
  regular_price_cents: z.number().int().nullable(),
  savings_cents: z.number().int(),
  /** "3 cups", "1.2 lb": the amount the selected meals need. */
  quantity_needed: z.string(),
  packages: z.number().int(),
  product_id: z.string().nullable(),
  size: z.string().nullable(),
  aisle: z.string(),
  purchases: z.array(groceryPurchaseSchema),
});
export type GroceryItem = z.infer<typeof groceryItemSchema>;

export const grocerySummarySchema = z.object({
  total_cost: z.number(),
  total_cost_cents: z.number().int(),
  total_savings: z.number(),
  total_savings_cents: z.number().int(),
  regular_cost_cents: z.number().int(),
  /** Items found at the store. */
  matched_count: z.number().int(),
  on_sale_count: z.number().int(),
  not_found_count: z.number().int(),
  pantry_count: z.number().int(),
  item_count: z.number().int(),
  meals_priced: z.number().int(),
});
export type GrocerySummary = z.infer<typeof grocerySummarySchema>;

export const groceryListSchema = z.object({
  store: z.object({ location_id: z.string(), name: z.string() }),
  summary: grocerySummarySchema,
  enhanced_grocery_list: z.array(groceryItemSchema),
  /** E.g. the store's prices are still loading and typical US prices were used. */
  warnings: z.array(z.string()).default([]),
});
export type GroceryList = z.infer<typeof groceryListSchema>;

export const groceryListResponseSchema = z.object({ success: z.literal(true), data: groceryListSchema });
export type GroceryListResponse = z.infer<typeof groceryListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Saved plans and lists (Save Recipe & List), check-off, savings, pantry
// ---------------------------------------------------------------------------------------------

/** POST /api/saved-plans: the plan as the family has it now; the server prices it again. */
/**
 * A saved meal keeps what the saved plan page shows (facts, ingredients, instructions) besides
 * what pricing reads. Nothing else of the meal is stored: unknown keys are dropped, every string
 * and list is bounded (docs/decisions/0025-input-limits.md).
 */
export const savedMealInputSchema = groceryMealSchema.extend({
  description: text(2_000).optional(),
  cuisine: text(100).optional(),
  main_protein: text(100).optional(),
  difficulty: z.enum(['easy', 'medium', 'hard']).optional(),
  prep_time: z.number().int().min(0).max(10_000).optional(),
  estimated_cost: z.number().min(0).max(100_000).optional(),
  estimated_cost_cents: z.number().int().min(0).max(10_000_000).optional(),
  serving_info: text(200).optional(),
  instructions: z.array(text(2_000)).max(60).optional(),
});

export const savePlanRequestSchema = z.object({
  meal_plan: z.object({
    ...planFields,
    days: z
      .array(
        z.object({
          day: z.number().int().min(1).max(31).optional(),
          meals: z.array(savedMealInputSchema).max(10),
        }),
      )
      .max(14),
  }),
  name: text(120).trim().min(1).optional(),
  plan_id: groceryListRequestSchema.shape.plan_id,
  store_id: groceryListRequestSchema.shape.store_id,
  pantry: groceryListRequestSchema.shape.pantry,
});
export type SavePlanRequest = z.input<typeof savePlanRequestSchema>;

/** GET/DELETE /api/saved-plans/:id and PATCH …/:id/checks. */
export const savedPlanParamsSchema = z.object({ id: text(64).min(1) });

export const savedPlanSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  store: z.object({ location_id: z.string(), name: z.string() }),
  days: z.number().int(),
  meals: z.number().int(),
  total_cost: z.number(),
  total_cost_cents: z.number().int(),
  total_savings: z.number(),
  total_savings_cents: z.number().int(),
  item_count: z.number().int(),
  checked_count: z.number().int(),
});
export type SavedPlanSummary = z.infer<typeof savedPlanSummarySchema>;

export const listCheckSchema = z.object({ checked: z.boolean(), changed_at: z.string() });

export const savedPlanSchema = savedPlanSummarySchema.extend({
  /** The plan as saved (the meal plan's shape: days[].meals[] with name, type, ingredients …). */
  plan: z
    .object({ days: z.array(z.object({ day: z.number().optional(), meals: z.array(z.any()) }).loose()) })
    .loose(),
  list: groceryListSchema,
  /** Checked-off state by item id. */
  checks: z.record(z.string(), listCheckSchema),
});
export type SavedPlan = z.infer<typeof savedPlanSchema>;

export const savedPlanResponseSchema = z.object({ success: z.literal(true), data: savedPlanSchema });
export const savedPlansResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(savedPlanSummarySchema),
});

/**
 * PATCH /api/saved-plans/:id/checks: changes made in the store, possibly offline and replayed
 * later. Each carries when it was made; the newest change per item wins, so a late replay never
 * undoes a newer tick.
 */
export const checkChangesRequestSchema = z.object({
  changes: z
    .array(
      z.object({
        item_id: text(200).min(1),
        checked: z.boolean(),
        changed_at: z.iso.datetime({ offset: true }),
      }),
    )
    .min(1)
    .max(500),
});
export type CheckChange = z.infer<typeof checkChangesRequestSchema>['changes'][number];
export const checksResponseSchema = z.object({
  success: z.literal(true),
  checks: z.record(z.string(), listCheckSchema),
});

/** POST /api/saved-plans/current/items: a deal added to the newest saved list. */
export const addListItemRequestSchema = z.object({
  product_id: text(64).min(1),
  quantity: z.number().int().min(1).max(99).default(1),
});

/** GET /api/savings: what the family saved with its saved lists. */
export const savingsSchema = z.object({
  this_month: z.number(),
  this_month_cents: z.number().int(),
  all_time: z.number(),
  all_time_cents: z.number().int(),
  spent_all_time_cents: z.number().int(),
  lists_saved: z.number().int(),
  /** The last 12 ISO weeks (Monday start, UTC), oldest first, including weeks with nothing. */
  by_week: z.array(
    z.object({ week_start: z.string(), savings_cents: z.number().int(), cost_cents: z.number().int() }),
  ),
});
export type Savings = z.infer<typeof savingsSchema>;
export const savingsResponseSchema = z.object({ success: z.literal(true), data: savingsSchema });

/** GET/PUT /api/pantry: foods the family keeps at home (not put on lists). */
export const pantryFoodSchema = z.object({
  food_id: z.string(),
  name: z.string(),
  aisle: z.string(),
  in_pantry: z.boolean(),
  /** A usual staple (salt, oil, spices …) that is in every pantry unless removed. */
  staple: z.boolean(),
});
export const pantryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ food_ids: z.array(z.string()), foods: z.array(pantryFoodSchema) }),
});
export const pantryUpdateRequestSchema = z.object({ food_ids: z.array(text(100).min(1)).max(500) });
