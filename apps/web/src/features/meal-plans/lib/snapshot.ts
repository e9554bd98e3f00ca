import { groceryListSchema, mealPlanQuotaSchema, mealPlanSchema, mealSchema } from '@saverly/contracts';
import { z } from 'zod';
import type { MealPlanForm } from './form';
import { savedPlanShown, type Step, type WizardState } from './wizard-state';

/**
 * The wizard's work kept in sessionStorage, per member: a reload or a discarded tab comes back to
 * the same plan (refreshed meals, selections, Undo and Undo shuffle included) at the same step. A new tab, or a
 * cleared storage, falls back to GET /api/meal-plans/latest
 * (docs/decisions/0032-wizard-state-and-preferences.md).
 */
const WIZARD_SNAPSHOT_KEY = 'saverly_wizard';
const VERSION = 1;

const snapshotSchema = z.object({
  version: z.literal(VERSION),
  userId: z.number(),
  step: z.number().int().min(1).max(5),
  form: z.object({
    numberOfDays: z.number(),
    familySize: z.number(),
    specialOccasion: z.string(),
    selectedMeals: z.object({ breakfast: z.boolean(), lunch: z.boolean(), dinner: z.boolean() }),
    dietaryRestrictions: z.array(z.string()),
    cuisinePreferences: z.array(z.string()),
    cookingTime: z.string(),
    calorieTarget: z.string(),
    budget: z.string(),
    // Snapshots from before household plans have none: the spec's family size.
    people: z.array(z.string()).nullable().default(null),
    includeOwnRecipes: z.boolean().default(true),
  }),
  // The fields changed on this visit; a snapshot from before they were counted one by one has
  // `formTouched` (the whole form) instead.
  touchedFields: z.array(z.string()).optional(),
  formTouched: z.boolean().optional(),
  plan: mealPlanSchema.nullable(),
  selected: z.record(z.string(), z.boolean()),
  groceryList: groceryListSchema.nullable(),
  quota: mealPlanQuotaSchema.nullable(),
  favorProductIds: z.array(z.string()),
  lastRefresh: z
    .object({
      mealId: z.string(),
      previous: mealSchema,
      name: z.string(),
      // A snapshot from before the plan's notes were kept for Undo has none.
      warnings: z.array(z.string()).optional(),
      resized: z
        .array(z.object({ name: z.string(), before: z.number(), after: z.number() }).strict())
        .optional(),
      costCents: z.object({ before: z.number(), after: z.number() }).strict().optional(),
      cuisine: z.string().optional(),
    })
    .nullable(),
  // A snapshot from before Undo shuffle was kept has none.
  canUndoShuffle: z.boolean().default(false),
  // A snapshot from before saves were kept has none.
  saved: z.object({ id: z.string(), name: z.string(), key: z.string() }).strict().nullable().default(null),
});

export type WizardSnapshot = Pick<
  WizardState,
  | 'step'
  | 'form'
  | 'touchedFields'
  | 'plan'
  | 'selected'
  | 'groceryList'
  | 'quota'
  | 'favorProductIds'
  | 'lastRefresh'
  | 'canUndoShuffle'
  | 'saved'
>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveSnapshot(userId: number, state: WizardState): void {
  const store = storage();
  if (!store) return;
  const snapshot = {
    version: VERSION,
    userId,
    step: state.step,
    form: state.form,
    touchedFields: state.touchedFields,
    plan: state.closestPlan ? null : state.plan,
    selected: state.selected,
    groceryList: state.groceryList,
    quota: state.quota,
    favorProductIds: state.favorProductIds,
    lastRefresh: state.lastRefresh,
    canUndoShuffle: state.canUndoShuffle,
    saved: state.plan && savedPlanShown(state) ? state.saved : null,
  };
  try {
    store.setItem(WIZARD_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Full or blocked storage: the server's latest plan is still there after a reload.
  }
}

/** This member's snapshot, or null (none, another member's, or unreadable). */
export function loadSnapshot(userId: number): WizardSnapshot | null {
  const raw = storage()?.getItem(WIZARD_SNAPSHOT_KEY);
  if (!raw) return null;
  try {
    const parsed = snapshotSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.userId !== userId) return null;
    const { step, form, touchedFields, formTouched, ...rest } = parsed.data;
    const fields = Object.keys(form) as (keyof MealPlanForm)[];
    return {
      ...rest,
      step: step as Step,
      form: form as MealPlanForm,
      touchedFields: touchedFields
        ? fields.filter((field) => touchedFields.includes(field))
        : formTouched
          ? fields
          : [],
    };
  } catch {
    return null;
  }
}
