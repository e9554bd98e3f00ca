import type { GroceryItem, GroceryList, Meal, MealPlan, MealPlanQuota, MealType } from '@saverly/contracts';

/** Test builders for plans, meals and lists shaped like the contract (tests only). */
export function buildMeal(day: number, type: MealType, name: string, overrides: Partial<Meal> = {}): Meal {
  return {
    id: `d${day}-${type}`,
    recipe_id: `r-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    description: `${name}, simple and quick.`,
    type,
    // As the server sends it: the planner's cuisine id.
    cuisine: 'italian',
    main_protein: 'beans',
    difficulty: 'easy',
    prep_time: 25,
    estimated_cost: 4.5,
    estimated_cost_cents: 450,
    servings: 2,
    serving_info: 'Serves 2 · 520 kcal per serving',
    ingredients: ['1 cup rice', '2 tomatoes, diced'],
    ingredient_details: [],
    instructions: ['1. Rinse the rice.', '2. Simmer for 15 minutes.'],
    nutrition: {
      energy_kcal: 520,
      protein_g: 20,
      fat_g: 15,
      saturated_fat_g: 3,
      carbohydrate_g: 70,
      fiber_g: 8,
      sugars_g: 6,
      sodium_mg: 400,
      net_carbohydrate_g: 62,
    },
    on_sale_ingredients: [],
    occasions: [],
    sides: [],
    portion: 1,
    calories: 520,
    ...overrides,
  };
}

const NAMES: Record<MealType, string[]> = {
  breakfast: [
    'Oat Bowl',
    'Berry Toast',
    'Veggie Scramble',
    'Chia Pudding',
    'Pancakes',
    'Granola',
    'Frittata',
  ],
  lunch: [
    'Lentil Soup',
    'Caprese Wrap',
    'Quinoa Salad',
    'Bean Tacos',
    'Pesto Pasta',
    'Falafel',
    'Minestrone',
  ],
  dinner: [
    'Mushroom Risotto',
    'Veggie Curry',
    'Stuffed Peppers',
    'Eggplant Bake',
    'Tofu Stir-Fry',
    'Gnocchi',
    'Paella',
  ],
};

export function buildPlan(
  days = 3,
  types: MealType[] = ['breakfast', 'lunch', 'dinner'],
  overrides: Partial<MealPlan> = {},
): MealPlan {
  const planDays = Array.from({ length: days }, (_, index) => {
    const day = index + 1;
    const meals = types.map((type) => buildMeal(day, type, NAMES[type][index] ?? `${type} ${day}`));
    return {
      day,
      meals,
      nutrition: {
        energy_kcal: 520 * meals.length,
        protein_g: 20 * meals.length,
        fat_g: 15 * meals.length,
        saturated_fat_g: 3 * meals.length,
        carbohydrate_g: 70 * meals.length,
        fiber_g: 8 * meals.length,
        sugars_g: 6 * meals.length,
        sodium_mg: 400 * meals.length,
        net_carbohydrate_g: 62 * meals.length,
      },
      calories: 520 * meals.length,
      cost_cents: 450 * meals.length,
    };
  });
  const mealCount = days * types.length;
  return {
    id: 'plan-1',
    created_at: '2026-11-21T12:00:00.000Z',
    store: { location_id: 'SV-10001-1', name: 'Fresh Lane Chelsea' },
    preferences: {
      days,
      family_size: 2,
      meal_types: types,
      dietary_restrictions: ['Vegetarian', 'Gluten-Free'],
      cuisine_preferences: ['Italian', 'Mediterranean', 'Asian'],
      cooking_time: 30,
      calorie_limit: 600,
      budget_limit: 75,
      special_occasion: null,
    },
    days: planDays,
    grocery_list: [],
    totals: {
      total_cost: mealCount * 4.5,
      total_cost_cents: mealCount * 450,
      total_savings: 6.2,
      total_savings_cents: 620,
      budget_cents: 7500,
      calories_per_meal: 520,
      meals: mealCount,
    },
    optimizer: { status: 'optimal', gap: 0, solve_ms: 120, candidates: 80 },
    warnings: [],
    ...overrides,
  };
}

export const quota: MealPlanQuota = {
  used: 1,
  limit: 3,
  remaining: 2,
  resets_at: '2026-12-01T00:00:00.000Z',
};

export function generateBody(plan: MealPlan, quotaOverride: MealPlanQuota | null = quota) {
  return {
    success: true,
    data: plan,
    quota: quotaOverride ?? { used: 4, limit: null, remaining: null, resets_at: '2026-12-01T00:00:00.000Z' },
  };
}

/**
 * GET /api/meal-plans/latest's answer: the plan as generated, when it was made, whether saved, and
 * the saved plan holding it as it is.
 */
export function latestBody(
  plan: MealPlan,
  made: {
    created_at?: string;
    saved?: boolean;
    saved_plan?: { id: string; name: string; meal_ids: string[] } | null;
  } = {},
) {
  return {
    ...generateBody(plan),
    plan_id: plan.id,
    created_at: made.created_at ?? new Date().toISOString(),
    saved: made.saved ?? made.saved_plan != null,
    saved_plan: made.saved_plan ?? null,
  };
}

export function buildItem(
  overrides: Partial<GroceryItem> & Pick<GroceryItem, 'id' | 'matched_name'>,
): GroceryItem {
  return {
    food_id: overrides.id,
    original_ingredient: '1 cup',
    status: 'regular',
    price: 2.5,
    price_cents: 250,
    regular_price: 2.5,
    regular_price_cents: 250,
    savings_cents: 0,
    quantity_needed: '1 cup',
    packages: 1,
    product_id: `p-${overrides.id}`,
    size: '1 lb',
    aisle: 'Produce',
    purchases: [],
    ...overrides,
  };
}

export function buildList(items: GroceryItem[], warnings: string[] = []): GroceryList {
  return {
    store: { location_id: 'SV-10001-1', name: 'Fresh Lane Chelsea' },
    summary: {
      total_cost: 23.4,
      total_cost_cents: 2340,
      total_savings: 4.1,
      total_savings_cents: 410,
      regular_cost_cents: 2750,
      matched_count: items.filter((item) => item.price !== null).length,
      on_sale_count: items.filter((item) => item.status === 'on_sale').length,
      not_found_count: items.filter((item) => item.status === 'not_found').length,
      pantry_count: 0,
      item_count: items.length,
      meals_priced: 8,
    },
    enhanced_grocery_list: items,
    warnings,
  };
}
