import { z } from 'zod';
import {
  dietConflictSchema,
  makeAheadSchema,
  mealShareSchema,
  mealSideSchema,
  mealTypeSchema,
  nutritionSchema,
  stepFoodWarningSchema,
} from './meal-plans.js';
import { text } from './text.js';

/**
 * Saved plans (docs/decisions/0031-saved-plan-aggregate.md) and the grocery list pricing they are
 * built on. POST /api/grocery-list: the whole plan in (spec section 7: "payload meal_plan (whole plan)"),
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
  /** The kitchen's aisle id (`grains-pasta`), or a store's own aisle for a deal added by hand. */
  aisle: z.string(),
  /**
   * What the list, its CSV and its print view show for the aisle ("Pasta, Rice & Grains"; the
   * deals page's category names, ADR 0036). The server always sends it; absent only in an answer
   * cached offline before it existed.
   */
  aisle_label: z.string().optional(),
  purchases: z.array(groceryPurchaseSchema),
  /** The meals (`d{day}-{type}`) the item is bought for; empty for a deal added by hand. */
  meal_ids: z.array(z.string()).optional(),
  /**
   * What the shopper reads: "Buy 1 green bell pepper", "Buy 12 bananas", "Buy 2 × 16 oz" (and
   * why, when a bigger package is cheaper than the count needed); null when nothing is bought.
   */
  buy_text: z.string().nullable().optional(),
  /**
   * What to look for on the label for a diet the family keeps ("Nut-Free: often packed where nuts
   * are. …"; kitchen `labelCheck`): worked out when the list is read, never stored. Absent when
   * there is nothing to check.
   */
  label_check: z.string().max(500).optional(),
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
  /**
   * What the list's pantry staples would cost at the store if the family had none, integer cents
   * (not in `total_cost`): the wizard's list says it beside "Not counted here". Absent on saved
   * lists, which ask about each staple instead (`pantry_questions`).
   */
  pantry_cost_cents: z.number().int().optional(),
  /**
   * What this list pays for pantry staples the family said to buy ("Buy it"), integer cents, in
   * `total_cost`: whole packages, where the plan's cost counted the share its meals use. Absent
   * in answers from before it existed.
   */
  staples_bought_cents: z.number().int().optional(),
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
// Saved plans: the server's aggregate of a generated plan's meals and their priced list
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/saved-plans: keep the selected meals of one of the caller's generated plans (the id
 * of a POST /api/generate-meal-plan-assistant answer). The meals, their servings, portions and
 * sides are taken from the server's stored plan, never from the client; the list is priced again.
 * `meal_ids` absent: every meal of the plan.
 */
export const savePlanRequestSchema = z.strictObject({
  plan_id: text(64).trim().min(1),
  meal_ids: z.array(text(64).min(1)).min(1).max(100).optional(),
  name: text(120).trim().min(1).optional(),
  store_id: groceryListRequestSchema.shape.store_id,
  pantry: groceryListRequestSchema.shape.pantry,
});
export type SavePlanRequest = z.input<typeof savePlanRequestSchema>;

/**
 * The body the web sent before the saved-plan aggregate (the whole plan as the client held it):
 * still accepted, read only for its plan id and which meals are selected.
 */
export const legacySavePlanRequestSchema = z.object({
  meal_plan: z.object({
    id: text(64).nullable().optional(),
    days: z
      .array(
        z.object({
          day: z.number().int().min(1).max(31).optional(),
          meals: z
            .array(
              z.object({
                id: text(64).optional(),
                type: mealTypeSchema.optional(),
                selected: z.boolean().optional().default(true),
              }),
            )
            .max(10),
        }),
      )
      .max(14),
  }),
  name: savePlanRequestSchema.shape.name,
  plan_id: groceryListRequestSchema.shape.plan_id,
  store_id: groceryListRequestSchema.shape.store_id,
  pantry: groceryListRequestSchema.shape.pantry,
});
export const savePlanBodySchema = z.union([savePlanRequestSchema, legacySavePlanRequestSchema]);

/** GET/DELETE /api/saved-plans/:id and the routes under it. */
export const savedPlanParamsSchema = z.strictObject({ id: text(64).min(1) });

export const savedPlanSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  store: z.object({ location_id: z.string(), name: z.string() }),
  days: z.number().int(),
  meals: z.number().int(),
  total_cost: z.number(),
  total_cost_cents: z.number().int(),
  /** What the list saves when everything on it is bought. */
  total_savings: z.number(),
  total_savings_cents: z.number().int(),
  /** What the family saved on what it bought from this list (ticked items, or all once shopped). */
  bought_savings_cents: z.number().int(),
  item_count: z.number().int(),
  checked_count: z.number().int(),
  /** When the family marked the whole list bought; null until then. */
  shopped_at: z.string().nullable(),
});
export type SavedPlanSummary = z.infer<typeof savedPlanSummarySchema>;

export const listCheckSchema = z.object({ checked: z.boolean(), changed_at: z.string() });

/**
 * A meal of a saved plan. `source: 'plan'`: the server's meal of the generated plan (every field
 * known). `source: 'legacy'`: saved before the aggregate and no longer matched to its generated
 * plan; shown as the client sent it then, unknown facts null.
 */
export const savedMealSchema = z.object({
  id: z.string(),
  day: z.number().int(),
  type: mealTypeSchema,
  recipe_id: z.string().nullable(),
  /** Kept by the family (its ingredients are on the list); unselected meals are shown apart. */
  selected: z.boolean(),
  servings: z.number().int(),
  /** The main's portion per person, as a multiple of one recipe serving. */
  portion: z.number(),
  sides: z.array(mealSideSchema),
  name: z.string(),
  description: z.string().nullable(),
  cuisine: z.string().nullable(),
  difficulty: z.enum(['easy', 'medium', 'hard']).nullable(),
  /** Total minutes, prep + cook. */
  prep_time: z.number().int().nullable(),
  /** Hours ahead it needs (marinating, soaking, chilling), as the plan answered it. */
  make_ahead: makeAheadSchema.optional(),
  estimated_cost: z.number().nullable(),
  estimated_cost_cents: z.number().int().nullable(),
  serving_info: z.string().nullable(),
  /** Ingredient lines with amounts for the meal's servings. */
  ingredients: z.array(z.string()),
  /** Numbered steps ("1. Heat the oil …"). */
  instructions: z.array(z.string()),
  /** Per serving; null for a legacy meal. */
  nutrition: nutritionSchema.nullable(),
  /** kcal one person eats at this meal (main portion plus sides). */
  calories: z.number().nullable(),
  source: z.enum(['plan', 'legacy']),
  /** The dish family's drawing (/images/dishes/<family>.svg, ADR 0034). */
  image_url: z.string().optional(),
  /** A household plan's meal: each person's share (issue #18), as the plan answered it. */
  people: z.array(mealShareSchema).optional(),
  /** The family's own recipe (issue #19), as the plan answered it. */
  own_recipe: z.boolean().optional(),
  /** A diet the household keeps now that the meal breaks (worked out when read); absent: none. */
  diet_conflict: dietConflictSchema.optional(),
  /** A family recipe's steps to check, as the plan answered them (ADR 0038); absent: none. */
  step_food_warnings: z.array(stepFoodWarningSchema).optional(),
});
export type SavedMeal = z.infer<typeof savedMealSchema>;

export const pantryQuestionSchema = z.object({ food_id: z.string(), name: z.string() });

export const savedPlanSchema = savedPlanSummarySchema.extend({
  meals: z.array(savedMealSchema),
  /**
   * Notes on the meals a person can read (a meal that no longer fits a diet the household keeps
   * now); absent in a copy a phone kept from before it was sent.
   */
  warnings: z.array(z.string()).optional(),
  list: groceryListSchema,
  /** Checked-off state by item id. */
  checks: z.record(z.string(), listCheckSchema),
  /**
   * Staples on this list the member has never said they have or not ("Do you have cumin?"): the
   * list treats them as at home until answered (POST …/:id/pantry-answers).
   */
  pantry_questions: z.array(pantryQuestionSchema),
  /**
   * The budget of the plan it was saved from, integer cents (its `budget_limit`); null without
   * one, or when that plan is gone. Absent in a copy a phone kept from before it was sent.
   */
  budget_cents: z.number().int().nullable().optional(),
});
export type SavedPlan = z.infer<typeof savedPlanSchema>;

export const savedPlanResponseSchema = z.object({ success: z.literal(true), data: savedPlanSchema });
/**
 * GET /api/saved-plans/current: the household's newest saved list, the one a deal from the deals
 * page goes onto (null when there is none yet).
 */
export const currentListResponseSchema = z.object({
  success: z.literal(true),
  data: savedPlanSchema.nullable(),
});
export const savedPlansResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(savedPlanSummarySchema),
});

/**
 * PATCH /api/saved-plans/:id/checks: changes made in the store, possibly offline and replayed
 * later. Each carries when it was made; the newest change per item wins, so a late replay never
 * undoes a newer tick. A ticked item counts as bought (its savings count, once).
 */
export const checkChangesRequestSchema = z.strictObject({
  changes: z
    .array(
      z.strictObject({
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

/**
 * GET /api/saved-plans/:id/events (text/event-stream, ADR 0039): a `checks` event's data is the
 * list's ticks as they now are; a `plan` event's data is `{}` (the list changed: read it again).
 */
export const listChecksEventSchema = z.object({ checks: z.record(z.string(), listCheckSchema) });
export type ListChecksEvent = z.infer<typeof listChecksEventSchema>;

/** PUT /api/saved-plans/:id/shopped: the whole list bought (or not after all). */
export const shoppedRequestSchema = z.strictObject({ shopped: z.boolean() });

/**
 * POST /api/saved-plans/:id/pantry-answers: one staple answered ("I have it" or "buy it"),
 * remembered in the member's pantry; "buy it" puts it on this list, priced.
 */
export const pantryAnswerRequestSchema = z.strictObject({
  food_id: text(100).min(1),
  have: z.boolean(),
});

/** POST /api/saved-plans/current/items: a deal added to the newest saved list. */
export const addListItemRequestSchema = z.strictObject({
  product_id: text(64).min(1),
  quantity: z.number().int().min(1).max(99).default(1),
});
