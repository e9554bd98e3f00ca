import { mealPlanPreferencesSchema } from '@saverly/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildPreferences,
  buildRefreshPreferences,
  defaultDietsNotice,
  defaultMealPlanForm,
  formFromPlan,
  formFromPreferences,
  parseBudget,
  parseInteger,
  savedPreferencesOf,
  summarizeSelection,
  toggleIn,
} from './form';
import { allMeals } from './plan';
import { buildPlan } from './test-data';

const context = { storeId: 'SV-10001-1', favorProductIds: [] };

describe('buildPreferences', () => {
  it('sends the defaults as the contract expects', () => {
    const preferences = buildPreferences(defaultMealPlanForm(), context);
    expect(preferences).toEqual({
      days: 3,
      family_size: 2,
      meal_types: ['breakfast', 'lunch', 'dinner'],
      dietary_restrictions: ['Vegetarian', 'Gluten-Free'],
      cuisine_preferences: ['Italian', 'Mediterranean', 'Asian'],
      cooking_time: 30,
      calorie_limit: 600,
      budget_limit: 75,
      store_id: 'SV-10001-1',
      special_occasion: null,
      favor_product_ids: [],
    });
    expect(mealPlanPreferencesSchema.safeParse(preferences).success).toBe(true);
  });

  it("leaves the household's own recipes out only when the member unticks them (issue #19)", () => {
    expect(buildPreferences(defaultMealPlanForm(), context)).not.toHaveProperty('include_own_recipes');
    const without = buildPreferences({ ...defaultMealPlanForm(), includeOwnRecipes: false }, context);
    expect(without.include_own_recipes).toBe(false);
    expect(mealPlanPreferencesSchema.parse(without).include_own_recipes).toBe(false);
  });

  it('parses days, family size, cooking time and calories as integers and the budget as a float', () => {
    const preferences = buildPreferences(
      {
        ...defaultMealPlanForm(),
        numberOfDays: 5,
        familySize: 4,
        cookingTime: '45.8',
        calorieTarget: ' 750 ',
        budget: '82.35',
      },
      context,
    );
    expect(preferences.days).toBe(5);
    expect(preferences.family_size).toBe(4);
    expect(preferences.cooking_time).toBe(45);
    expect(preferences.calorie_limit).toBe(750);
    expect(preferences.budget_limit).toBe(82.35);
  });

  it('sends an empty budget (and empty numbers) as null', () => {
    const preferences = buildPreferences(
      { ...defaultMealPlanForm(), budget: '', cookingTime: '', calorieTarget: '  ' },
      context,
    );
    expect(preferences.budget_limit).toBeNull();
    expect(preferences.cooking_time).toBeNull();
    expect(preferences.calorie_limit).toBeNull();
    expect(mealPlanPreferencesSchema.safeParse(preferences).success).toBe(true);
  });

  it('sends only the chosen meal types, a trimmed occasion, no store as null, and the favoured deal', () => {
    const preferences = buildPreferences(
      {
        ...defaultMealPlanForm(),
        selectedMeals: { breakfast: false, lunch: false, dinner: true },
        specialOccasion: '  Game night ',
      },
      { storeId: null, favorProductIds: ['chicken'] },
    );
    expect(preferences.meal_types).toEqual(['dinner']);
    expect(preferences.special_occasion).toBe('Game night');
    expect(preferences.store_id).toBeNull();
    expect(preferences.favor_product_ids).toEqual(['chicken']);
  });
});

describe('buildRefreshPreferences', () => {
  it('asks for one day of that meal type, avoiding every current meal', () => {
    const plan = buildPlan(2, ['lunch', 'dinner']);
    const meals = allMeals(plan);
    const preferences = buildRefreshPreferences(
      { ...defaultMealPlanForm(), numberOfDays: 2, budget: '' },
      context,
      meals[1]!,
      plan,
    );
    expect(preferences.days).toBe(1);
    expect(preferences.meal_types).toEqual(['dinner']);
    expect(preferences.avoid_similar_to).toEqual([
      { name: 'Lentil Soup', type: 'lunch', day: 1 },
      { name: 'Mushroom Risotto', type: 'dinner', day: 1 },
      { name: 'Caprese Wrap', type: 'lunch', day: 2 },
      { name: 'Veggie Curry', type: 'dinner', day: 2 },
    ]);
    expect(preferences.replace).toEqual({ day: 1, type: 'dinner' });
    expect(preferences.budget_limit).toBeNull();
    expect(preferences.family_size).toBe(2);
    expect(preferences.dietary_restrictions).toEqual(['Vegetarian', 'Gluten-Free']);
    expect(mealPlanPreferencesSchema.safeParse(preferences).success).toBe(true);
  });
});

describe('parsers', () => {
  it('parseInteger and parseBudget', () => {
    expect(parseInteger('12abc')).toBe(12);
    expect(parseInteger('abc')).toBeNull();
    expect(parseInteger(7)).toBe(7);
    expect(parseBudget('0.5')).toBe(0.5);
    expect(parseBudget('')).toBeNull();
    expect(parseBudget('x')).toBeNull();
  });
});

describe('summarizeSelection', () => {
  it('shows at most two names, then +N more', () => {
    expect(summarizeSelection([])).toBe('None');
    expect(summarizeSelection([], 'Any cuisine')).toBe('Any cuisine');
    expect(summarizeSelection(['Vegan'])).toBe('Vegan');
    expect(summarizeSelection(['Vegan', 'Keto'])).toBe('Vegan, Keto');
    expect(summarizeSelection(['Italian', 'Mediterranean', 'Asian'])).toBe('Italian, Mediterranean +1 more');
    expect(summarizeSelection(['a', 'b', 'c', 'd', 'e'])).toBe('a, b +3 more');
  });
});

describe('toggleIn', () => {
  it('adds and removes, keeping the display order', () => {
    const order = ['a', 'b', 'c'] as const;
    expect(toggleIn(['c'], 'a', order)).toEqual(['a', 'c']);
    expect(toggleIn(['a', 'c'], 'a', order)).toEqual(['c']);
  });
});

describe('remembered preferences (issue #16)', () => {
  it('fills the form from saved preferences and back in the same field names', () => {
    const form = formFromPreferences({
      days: 5,
      family_size: 4,
      meal_types: ['dinner'],
      dietary_restrictions: ['Dairy-Free', 'Unknown'],
      cuisine_preferences: ['Mexican'],
      cooking_time: null,
      calorie_limit: 700,
      budget_limit: null,
    });
    expect(form).toMatchObject({
      numberOfDays: 5,
      familySize: 4,
      selectedMeals: { breakfast: false, lunch: false, dinner: true },
      dietaryRestrictions: ['Dairy-Free'],
      cookingTime: '',
      calorieTarget: '700',
      budget: '',
    });
    const saved = savedPreferencesOf(buildPreferences(form, { storeId: 'SV-1', favorProductIds: ['x'] }));
    expect(saved).toEqual({
      days: 5,
      family_size: 4,
      meal_types: ['dinner'],
      dietary_restrictions: ['Dairy-Free'],
      cuisine_preferences: ['Mexican'],
      cooking_time: null,
      calorie_limit: 700,
      budget_limit: null,
      people: null,
    });
  });

  it("starts from who's eating, as remembered (or everyone, as the server offers), and remembers it", () => {
    const remembered = {
      days: 3,
      family_size: 2,
      meal_types: ['dinner' as const],
      dietary_restrictions: [],
      cuisine_preferences: [],
      cooking_time: 30,
      calorie_limit: 600,
      budget_limit: null,
    };
    const form = formFromPreferences({ ...remembered, people: ['p-ana', 'p-leo', 'p-mia'] });
    expect(form).toMatchObject({ people: ['p-ana', 'p-leo', 'p-mia'], familySize: 3 });
    const request = buildPreferences(form, { storeId: 'SV-1', favorProductIds: [] });
    expect(savedPreferencesOf(request)).toMatchObject({
      people: ['p-ana', 'p-leo', 'p-mia'],
      family_size: 3,
    });
    // A number of people: the family size they saved.
    expect(formFromPreferences({ ...remembered, people: null })).toMatchObject({
      people: null,
      familySize: 2,
    });
    expect(formFromPreferences(remembered)).toMatchObject({ people: null, familySize: 2 });
  });

  it('says the pre-ticked diets plainly', () => {
    expect(defaultDietsNotice(defaultMealPlanForm())).toBe(
      'Vegetarian and Gluten-Free are on: untick them if your family eats meat or gluten',
    );
    expect(defaultDietsNotice({ dietaryRestrictions: ['Vegetarian'] })).toBe(
      'Vegetarian is on: untick it if your family eats meat',
    );
    expect(defaultDietsNotice({ dietaryRestrictions: [] })).toBeNull();
  });
});

describe('formFromPlan', () => {
  it('gives back the choices that made a household plan: who was eating, diets and limits', () => {
    const plan = buildPlan(2, ['lunch', 'dinner']);
    const form = formFromPlan({
      ...plan.preferences,
      days: 5,
      family_size: 2,
      meal_types: ['lunch', 'dinner'],
      dietary_restrictions: ['Gluten-Free'],
      cuisine_preferences: ['Mexican'],
      cooking_time: 45,
      calorie_limit: null,
      budget_limit: 90,
      special_occasion: 'birthday',
      people: ['p-ana', 'p-leo'],
      include_own_recipes: false,
    });
    expect(form).toMatchObject({
      numberOfDays: 5,
      familySize: 2,
      selectedMeals: { breakfast: false, lunch: true, dinner: true },
      dietaryRestrictions: ['Gluten-Free'],
      cuisinePreferences: ['Mexican'],
      cookingTime: '45',
      calorieTarget: '',
      budget: '90',
      specialOccasion: 'birthday',
      people: ['p-ana', 'p-leo'],
      includeOwnRecipes: false,
    });
    // A plan for a number of people has no people.
    expect(formFromPlan({ ...plan.preferences, people: null }).people).toBeNull();
    expect(formFromPlan({ ...plan.preferences, people: [] }).people).toBeNull();
  });
});
