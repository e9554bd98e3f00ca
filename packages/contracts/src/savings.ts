import { z } from 'zod';

/**
 * GET /api/savings: what the family saved on what it bought (docs/decisions/0031): an item of a
 * saved list counts once, when it is ticked as bought (at the tick's time) or when the whole list
 * is marked shopped. Lists never bought, and plans never saved, count nothing.
 */
export const savingsSchema = z.object({
  this_month: z.number(),
  this_month_cents: z.number().int(),
  all_time: z.number(),
  all_time_cents: z.number().int(),
  spent_all_time_cents: z.number().int(),
  lists_saved: z.number().int(),
  /** Items ticked as bought (or on a list marked shopped). */
  items_bought: z.number().int(),
  /** The last 12 ISO weeks (Monday start, UTC), oldest first, including weeks with nothing. */
  by_week: z.array(
    z.object({ week_start: z.string(), savings_cents: z.number().int(), cost_cents: z.number().int() }),
  ),
});
export type Savings = z.infer<typeof savingsSchema>;
export const savingsResponseSchema = z.object({ success: z.literal(true), data: savingsSchema });
