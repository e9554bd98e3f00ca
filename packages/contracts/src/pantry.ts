import { z } from 'zod';
import { text } from './text.js';

/** GET/PUT /api/pantry: foods the family keeps at home (not put on lists). */
export const pantryFoodSchema = z.object({
  food_id: z.string(),
  name: z.string(),
  aisle: z.string(),
  /** The aisle as the grocery list names it ("Spices & Seasonings"). */
  aisle_label: z.string(),
  in_pantry: z.boolean(),
  /** A usual staple (salt, oil, spices …) that is in every pantry unless removed. */
  staple: z.boolean(),
});
export const pantryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ food_ids: z.array(z.string()), foods: z.array(pantryFoodSchema) }),
});
export const pantryUpdateRequestSchema = z.strictObject({ food_ids: z.array(text(100).min(1)).max(500) });
