import {
  CUISINE_PREFERENCES,
  DEFAULT_MEAL_PLAN_FORM,
  DIETARY_RESTRICTIONS,
  MAX_FAMILY_SIZE,
  MEAL_PLAN_LIMITS,
  MEAL_TYPES,
  type CuisinePreference,
  type DietaryRestriction,
  type Meal,
  type MealPlan,
  mealPlanPreferencesSchema,
  type MealPlanPreferencesInput,
  type MealType,
  type PreferencesResponse,
  type SavedPreferencesInput,
} from '@saverly/contracts';

/**
 * The wizard's form (spec section 3: "Meal plan form"). The three number fields hold what was
 * typed, so an emptied field stays empty; they are parsed when the request is built.
 */
export interface MealPlanForm {
  numberOfDays: number;
  familySize: number;
  specialOccasion: string;
  selectedMeals: Record<MealType, boolean>;
  dietaryRestrictions: DietaryRestriction[];
  cuisinePreferences: CuisinePreference[];
  cookingTime: string;
  calorieTarget: string;
  budget: string;
  /**
   * A household plan (issue #18): the ids of the household's people it is for, each with a share
   * sized to their calories; null: the spec's family size, equal servings.
   */
  people: string[] | null;
  /**
   * Plan with the household's own recipes too (issue #19): on by default; the wizard shows the
   * choice only when the household has recipes ready to plan.
   */
  includeOwnRecipes: boolean;
}

/** A person of the member's household the wizard can plan for (composed by the route). */
/**
 * The diets the plan keeps for the household whatever step 3's ticks say (ADR 0037): the needs of
 * the people chosen in step 1, or of everyone in the household when the plan is for a number of
 * people (the server holds them too). Each with who needs it, in the spec's order.
 */
export function householdNeeds(
  household: readonly PlanningPerson[],
  people: readonly string[] | null,
): { diet: string; names: string[] }[] {
  const eating = people && people.length > 0 ? household.filter((p) => people.includes(p.id)) : household;
  const out: { diet: string; names: string[] }[] = [];
  for (const diet of DIETARY_RESTRICTIONS) {
    const names = eating.filter((p) => p.restrictions.includes(diet)).map((p) => p.name);
    if (names.length > 0) out.push({ diet, names });
  }
  return out;
}

export interface PlanningPerson {
  id: string;
  name: string;
  /** Calories a day (their own figure or the guidelines' estimate). */
  dailyCalories: number;
  /** Their dietary restrictions, in the spec's words. */
  restrictions: string[];
}

/** Spec section 3: days 3, family 2, all meals, Vegetarian + Gluten-Free, three cuisines, 30 min, $75, 600 kcal. */
export function defaultMealPlanForm(): MealPlanForm {
  return {
    numberOfDays: DEFAULT_MEAL_PLAN_FORM.numberOfDays,
    familySize: DEFAULT_MEAL_PLAN_FORM.familySize,
    specialOccasion: DEFAULT_MEAL_PLAN_FORM.specialOccasion,
    selectedMeals: { ...DEFAULT_MEAL_PLAN_FORM.selectedMeals },
    dietaryRestrictions: [...DEFAULT_MEAL_PLAN_FORM.dietaryRestrictions],
    cuisinePreferences: [...DEFAULT_MEAL_PLAN_FORM.cuisinePreferences],
    cookingTime: String(DEFAULT_MEAL_PLAN_FORM.cookingTime),
    calorieTarget: String(DEFAULT_MEAL_PLAN_FORM.calorieTarget),
    budget: String(DEFAULT_MEAL_PLAN_FORM.budget),
    people: null,
    includeOwnRecipes: true,
  };
}

/** The chosen meal types in breakfast, lunch, dinner order. */
export function selectedMealTypes(form: Pick<MealPlanForm, 'selectedMeals'>): MealType[] {
  return MEAL_TYPES.filter((type) => form.selectedMeals[type]);
}

/** Spec section 5: an integer, or null when the field holds no number. */
export function parseInteger(value: string | number): number | null {
  const parsed = Number.parseInt(String(value).trim(), 10);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Spec section 5: budget parses as a float; an empty budget is sent as null. */
export function parseBudget(value: string | number): number | null {
  const text = String(value).trim();
  if (text === '') return null;
  const parsed = Number.parseFloat(text);
  return Number.isFinite(parsed) ? parsed : null;
}

export interface RequestContext {
  /** The selected store's location_id, else null (the server then uses the member's default). */
  storeId: string | null;
  /** `?favor=` from the deals page. */
  favorProductIds: string[];
}

/** The `preferences` of POST /api/generate-meal-plan-assistant (spec section 7). */
export function buildPreferences(form: MealPlanForm, context: RequestContext): MealPlanPreferencesInput {
  const occasion = form.specialOccasion.trim();
  return {
    days: parseInteger(form.numberOfDays) ?? DEFAULT_MEAL_PLAN_FORM.numberOfDays,
    family_size: parseInteger(form.familySize) ?? DEFAULT_MEAL_PLAN_FORM.familySize,
    meal_types: selectedMealTypes(form),
    dietary_restrictions: [...form.dietaryRestrictions],
    cuisine_preferences: [...form.cuisinePreferences],
    cooking_time: parseInteger(form.cookingTime),
    calorie_limit: parseInteger(form.calorieTarget),
    budget_limit: parseBudget(form.budget),
    store_id: context.storeId,
    special_occasion: occasion === '' ? null : occasion,
    favor_product_ids: [...context.favorProductIds],
    ...(form.includeOwnRecipes ? {} : { include_own_recipes: false }),
    ...(form.people && form.people.length > 0
      ? { people: [...form.people], family_size: Math.min(form.people.length, MAX_FAMILY_SIZE) }
      : {}),
  };
}

/**
 * Whether `plan` was made from what the form now asks (step 3's Next then shows it again instead
 * of spending a plan on the same request: a walk-through's Back, Next used up two free plans).
 * Read as the server reads a request (the contracts' schema: names, order, duplicates), against
 * the preferences the plan carries. A deal to build around is not in a plan's preferences, so a
 * request with one never matches, nor one for another store.
 */
export function formMatchesPlan(
  form: MealPlanForm,
  context: RequestContext,
  plan: Pick<MealPlan, 'preferences' | 'store'>,
): boolean {
  if (context.favorProductIds.length > 0) return false;
  const parsed = mealPlanPreferencesSchema.safeParse(buildPreferences(form, context));
  if (!parsed.success) return false;
  const asked = parsed.data;
  const made = plan.preferences;
  if (asked.store_id !== null && asked.store_id !== undefined && asked.store_id !== plan.store.location_id)
    return false;
  const sameSet = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');
  return (
    asked.days === made.days &&
    asked.family_size === made.family_size &&
    sameSet(asked.meal_types, made.meal_types) &&
    sameSet(asked.dietary_restrictions, made.dietary_restrictions) &&
    sameSet(asked.cuisine_preferences, made.cuisine_preferences) &&
    asked.cooking_time === made.cooking_time &&
    asked.calorie_limit === made.calorie_limit &&
    asked.budget_limit === made.budget_limit &&
    (asked.special_occasion ?? null) === (made.special_occasion ?? null) &&
    sameSet(asked.people ?? [], made.people ?? []) &&
    (asked.include_own_recipes !== false) === (made.include_own_recipes !== false)
  );
}

/**
 * Spec section 7, "Refresh one meal": the same preferences for one day and that meal's type, plus
 * the name and type of every meal currently in the plan so the new one differs from all of them.
 * Each current meal also carries its day, and `replace` names the slot being refreshed, so the
 * server picks the replacement in the context of the whole plan; `plan_id` names the stored plan,
 * which makes the refresh free (ADR 0020; a plan without an id is refreshed as a counted plan).
 */
export function buildRefreshPreferences(
  form: MealPlanForm,
  context: RequestContext,
  meal: Pick<Meal, 'id' | 'type'>,
  plan: Pick<MealPlan, 'days' | 'id'>,
): MealPlanPreferencesInput {
  const current = plan.days.flatMap((day) =>
    day.meals.map(({ name, type }) => ({ name, type, day: day.day })),
  );
  const day = plan.days.find((d) => d.meals.some((m) => m.id === meal.id))?.day;
  return {
    ...buildPreferences(form, context),
    days: 1,
    meal_types: [meal.type],
    avoid_similar_to: current.slice(0, MEAL_PLAN_LIMITS.maxAvoid),
    replace: day === undefined ? null : { day, type: meal.type },
    plan_id: plan.id,
  };
}

/** Spec section 2, step 3: at most two names, then '+N more'. */
export function summarizeSelection(names: readonly string[], none = 'None'): string {
  if (names.length === 0) return none;
  const shown = names.slice(0, 2).join(', ');
  return names.length > 2 ? `${shown} +${names.length - 2} more` : shown;
}

/** Toggles a name in a list, keeping the order of `order` (the order the toggles are shown in). */
export function toggleIn<T extends string>(list: readonly T[], name: T, order: readonly T[]): T[] {
  const next = list.includes(name) ? list.filter((item) => item !== name) : [...list, name];
  return order.filter((item) => next.includes(item));
}

/**
 * The form a family's remembered preferences start (GET /api/preferences; unknown names dropped),
 * with who's eating (the server offers the whole household until the family chooses).
 */
export function formFromPreferences(prefs: PreferencesResponse['preferences']): MealPlanForm {
  const defaults = defaultMealPlanForm();
  const known = <T extends string>(names: readonly string[], order: readonly T[]) =>
    order.filter((name) => names.includes(name));
  const people = prefs.people && prefs.people.length > 0 ? [...prefs.people] : null;
  return {
    ...defaults,
    numberOfDays: prefs.days,
    familySize: people ? Math.min(people.length, MAX_FAMILY_SIZE) : prefs.family_size,
    people,
    selectedMeals: {
      breakfast: prefs.meal_types.includes('breakfast'),
      lunch: prefs.meal_types.includes('lunch'),
      dinner: prefs.meal_types.includes('dinner'),
    },
    dietaryRestrictions: known(prefs.dietary_restrictions, DIETARY_RESTRICTIONS),
    cuisinePreferences: known(prefs.cuisine_preferences, CUISINE_PREFERENCES),
    cookingTime: prefs.cooking_time === null ? '' : String(prefs.cooking_time),
    calorieTarget: prefs.calorie_limit === null ? '' : String(prefs.calorie_limit),
    budget: prefs.budget_limit === null ? '' : String(prefs.budget_limit),
  };
}

/**
 * The form that made a plan, from the plan's own preferences: a plan opened again ("Open that
 * plan", the member's latest) keeps who was eating, their diets and limits; a walk-through's
 * reopened household plan went back to "2 people" and a calorie field, and Generate made a plain
 * plan without a word.
 */
export function formFromPlan(prefs: MealPlan['preferences']): MealPlanForm {
  return {
    ...formFromPreferences({ ...prefs, meal_types: [...prefs.meal_types] }),
    specialOccasion: prefs.special_occasion ?? '',
    includeOwnRecipes: prefs.include_own_recipes !== false,
  };
}

/** What PUT /api/preferences remembers of a generate request (the same field names). */
export function savedPreferencesOf(preferences: MealPlanPreferencesInput): SavedPreferencesInput {
  return {
    days: preferences.days,
    family_size: preferences.family_size,
    meal_types: preferences.meal_types,
    dietary_restrictions: preferences.dietary_restrictions ?? [],
    cuisine_preferences: preferences.cuisine_preferences ?? [],
    cooking_time: preferences.cooking_time ?? null,
    calorie_limit: preferences.calorie_limit ?? null,
    budget_limit: preferences.budget_limit ?? null,
    people: preferences.people ?? null,
  };
}

/**
 * Before a first plan, the spec's pre-ticked diets said plainly (issue #16): a meat-eating family
 * that misses the chips would otherwise get vegetarian plans. Null once preferences are saved or
 * neither diet is ticked.
 */
export function defaultDietsNotice(
  form: Pick<MealPlanForm, 'dietaryRestrictions'>,
  /** Diets the household needs (`householdNeeds`): kept whatever the ticks, so not "untick them". */
  needed: readonly string[] = [],
): string | null {
  const vegetarian = form.dietaryRestrictions.includes('Vegetarian') && !needed.includes('Vegetarian');
  const glutenFree = form.dietaryRestrictions.includes('Gluten-Free') && !needed.includes('Gluten-Free');
  if (vegetarian && glutenFree)
    return 'Vegetarian and Gluten-Free are on: untick them if your family eats meat or gluten';
  if (vegetarian) return 'Vegetarian is on: untick it if your family eats meat';
  if (glutenFree) return 'Gluten-Free is on: untick it if your family eats gluten';
  return null;
}
