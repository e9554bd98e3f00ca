import type {
  GroceryItem,
  GroceryList,
  SavedMeal,
  SavedPlan,
  SavedPlanSummary,
  Savings,
} from '@saverly/contracts';

/** A meal of a saved plan as the API returns it (the server's meal of the generated plan). */
export function buildSavedMeal(overrides: Partial<SavedMeal> = {}): SavedMeal {
  return {
    id: 'd1-dinner',
    day: 1,
    type: 'dinner',
    recipe_id: 'lemon-chicken-traybake',
    selected: true,
    servings: 2,
    portion: 1,
    sides: [],
    name: 'Lemon Chicken Traybake',
    description: null,
    cuisine: null,
    difficulty: 'easy',
    prep_time: 35,
    estimated_cost: 6.5,
    estimated_cost_cents: 650,
    serving_info: 'Serves 2',
    ingredients: [],
    instructions: [],
    nutrition: null,
    calories: null,
    source: 'plan',
    ...overrides,
  };
}

/** A priced list item as the API returns it; override what a test cares about. */
export function buildGroceryItem(overrides: Partial<GroceryItem> = {}): GroceryItem {
  const id = overrides.id ?? 'chicken-thigh';
  return {
    id,
    food_id: id,
    matched_name: 'Chicken thighs',
    original_ingredient: '2 lb chicken thighs',
    status: 'regular',
    price: 5.49,
    price_cents: 549,
    regular_price: 5.49,
    regular_price_cents: 549,
    savings_cents: 0,
    quantity_needed: '2 lb',
    packages: 1,
    product_id: '0001111041700',
    size: '2 lb',
    aisle: 'poultry',
    aisle_label: 'Meat & Seafood',
    purchases: [],
    ...overrides,
  };
}

export function buildGroceryList(items: GroceryItem[], overrides: Partial<GroceryList> = {}): GroceryList {
  const bought = items.filter((item) => item.price_cents !== null && item.status !== 'pantry');
  const totalCents = bought.reduce((sum, item) => sum + (item.price_cents ?? 0), 0);
  const savingsCents = bought.reduce((sum, item) => sum + item.savings_cents, 0);
  return {
    store: { location_id: '70500874', name: 'Kroger Chelsea' },
    summary: {
      total_cost: totalCents / 100,
      total_cost_cents: totalCents,
      total_savings: savingsCents / 100,
      total_savings_cents: savingsCents,
      regular_cost_cents: totalCents + savingsCents,
      matched_count: bought.length,
      on_sale_count: items.filter((item) => item.status === 'on_sale').length,
      not_found_count: items.filter((item) => item.status === 'not_found').length,
      pantry_count: items.filter((item) => item.status === 'pantry').length,
      item_count: items.length,
      meals_priced: 2,
    },
    enhanced_grocery_list: items,
    warnings: [],
    ...overrides,
  };
}

/** The list most component tests use: a sale, a regular item, a miss and a pantry staple. */
export function sampleItems(): GroceryItem[] {
  return [
    buildGroceryItem({
      id: 'chicken-thigh',
      matched_name: 'Chicken thighs',
      status: 'on_sale',
      price: 3.99,
      price_cents: 399,
      savings_cents: 150,
    }),
    buildGroceryItem({
      id: 'broccoli',
      matched_name: 'Broccoli',
      original_ingredient: '1 head broccoli',
      quantity_needed: '1 head',
      aisle: 'produce',
      aisle_label: 'Produce',
      price: 1.99,
      price_cents: 199,
      regular_price: 1.99,
      regular_price_cents: 199,
      product_id: '0000000004060',
      size: '1 each',
    }),
    buildGroceryItem({
      id: 'text:sumac',
      food_id: null,
      matched_name: 'sumac',
      original_ingredient: '1 tsp sumac',
      quantity_needed: '1 tsp',
      aisle: 'other',
      aisle_label: 'Other',
      status: 'not_found',
      price: null,
      price_cents: null,
      regular_price: null,
      regular_price_cents: null,
      packages: 0,
      product_id: null,
      size: null,
    }),
    buildGroceryItem({
      id: 'salt',
      matched_name: 'Salt',
      original_ingredient: '1 tsp salt',
      quantity_needed: '1 tsp',
      aisle: 'spices',
      aisle_label: 'Spices & Seasonings',
      status: 'pantry',
      price: null,
      price_cents: null,
      regular_price: null,
      regular_price_cents: null,
      packages: 0,
      product_id: null,
    }),
  ];
}

export function buildSavedPlanSummary(overrides: Partial<SavedPlanSummary> = {}): SavedPlanSummary {
  return {
    id: 'plan-1',
    name: 'Week of November 16',
    created_at: '2026-11-16T15:00:00.000Z',
    store: { location_id: '70500874', name: 'Kroger Chelsea' },
    days: 2,
    meals: 2,
    total_cost: 7.97,
    total_cost_cents: 797,
    total_savings: 1.5,
    total_savings_cents: 150,
    bought_savings_cents: 0,
    item_count: 3,
    checked_count: 1,
    shopped_at: null,
    ...overrides,
  };
}

export function buildSavedPlan(overrides: Partial<SavedPlan> = {}): SavedPlan {
  const list = overrides.list ?? buildGroceryList(sampleItems());
  return {
    ...buildSavedPlanSummary(),
    meals: [
      buildSavedMeal({
        id: 'd1-dinner',
        day: 1,
        name: 'Lemon Chicken Traybake',
        difficulty: 'easy',
        prep_time: 35,
        estimated_cost: 6.5,
        estimated_cost_cents: 650,
        ingredients: ['2 lb chicken thighs', '1 head broccoli'],
        instructions: ['1. Heat the oven to 220°C.', '2. Roast everything for 30 minutes.'],
      }),
      buildSavedMeal({
        id: 'd2-dinner',
        day: 2,
        name: 'Sumac Rice Bowl',
        difficulty: 'medium',
        prep_time: 25,
        estimated_cost: 4,
        estimated_cost_cents: 400,
        ingredients: ['1 tsp sumac', '1 tsp salt'],
        instructions: ['1. Cook the rice.'],
      }),
    ],
    pantry_questions: [],
    list,
    checks: {},
    ...overrides,
  };
}

/** GET /api/savings' data: $4.25 this month, $12.50 in all over 2 lists. */
export function buildSavings(overrides: Partial<Savings> = {}): Savings {
  return {
    this_month: 4.25,
    this_month_cents: 425,
    all_time: 12.5,
    all_time_cents: 1250,
    spent_all_time_cents: 9000,
    lists_saved: 2,
    items_bought: 7,
    by_week: [],
    ...overrides,
  };
}
