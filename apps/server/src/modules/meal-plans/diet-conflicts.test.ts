// A household person's diet changed after the plan was made (a walk-through: Maya turned
// vegetarian on Wednesday; the plan and the saved list kept her chicken, silently). The plan,
// a refresh's answer and the saved plan now mark each meal that no longer fits and say so above
// the meals; a refresh of a marked meal brings one that fits.
import {
  generateMealPlanResponseSchema,
  householdResponseSchema,
  latestMealPlanResponseSchema,
  savedPlanResponseSchema,
  type Meal,
  type MealPlanPreferencesInput,
} from '@saverly/contracts';
import { DIET_RULES, loadCatalogue, sideFoodOfText, type DietId } from '@saverly/kitchen';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { mealPlans, savedPlanMeals, users } from '../../db/schema.js';
import { bearer, createUser, login } from '../../../test/factories.js';
import { buildTestApp, movableClock } from '../../../test/helpers.js';
import { dietConflictNote } from './meal-plans.service.js';

const catalogue = loadCatalogue();
let app: App;
const clock = movableClock();
let headers: Record<string, string>;

const preferences: MealPlanPreferencesInput = {
  days: 5,
  family_size: 3,
  meal_types: ['dinner'],
  dietary_restrictions: [],
  cuisine_preferences: ['American', 'Italian', 'Mexican'],
  cooking_time: 60,
  calorie_limit: 650,
  budget_limit: null,
  store_id: null,
  special_occasion: null,
};

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const isVegetarian = (recipeId: string) => catalogue.recipe(recipeId)!.diets.includes('vegetarian');
/** The meal's recipe with these sides keeps `diet`. */
const keeps = (meal: Meal, diet: string, sides: readonly string[]) => {
  const id = diet.toLowerCase() as DietId;
  return (
    catalogue.recipe(meal.recipe_id)!.dietVerdicts.find((v) => v.diet === id)!.violations.length === 0 &&
    sides.every((text) => {
      const food = catalogue.food(sideFoodOfText(text)!)!;
      return !DIET_RULES[id].forbids.some((attribute) => food.attributes.includes(attribute));
    })
  );
};
/** The meal as Sam eats it (recipe and Sam's sides) keeps `diet`. */
const fits = (meal: Meal, diet: string) =>
  keeps(meal, diet, meal.people?.find((share) => share.name === 'Sam')?.sides ?? []);
/** The meal as everyone eats it (recipe and every share's sides) keeps `diet`. */
const fitsAll = (meal: Meal, diet: string) =>
  keeps(
    meal,
    diet,
    (meal.people ?? []).flatMap((share) => share.sides),
  );
const meals = (plan: { days: { meals: Meal[] }[] }) => plan.days.flatMap((day) => day.meals);

/** A signed-in Premium member (no monthly limit on plans): their headers and a call as them. */
async function premiumMember(firstName: string) {
  const { user, password } = await createUser(app, { firstName });
  const auth = bearer((await login(app, user.email, password)).access_token);
  await app.database.db.update(users).set({ premiumStatus: 'active' }).where(eq(users.id, user.id));
  const ask = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  return { headers: auth, ask };
}

beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  ({ headers } = await premiumMember('Maya'));
});
afterAll(async () => {
  await app.close();
});

describe('a diet a household person keeps now, after the plan was made', () => {
  it('marks the plan’s and the saved plan’s meals that break it, says so, and a refresh brings one that fits', async () => {
    const made = await call('POST', '/api/generate-meal-plan-assistant', { preferences });
    expect(made.statusCode, made.body).toBe(200);
    const plan = generateMealPlanResponseSchema.parse(made.json()).data;
    const planId = plan.id!;
    const meaty = meals(plan).filter((meal) => !isVegetarian(meal.recipe_id));
    // The premise: a plan with no diet has meat or fish at some dinners.
    expect(meaty.length).toBeGreaterThan(0);
    expect(meals(plan).every((meal) => meal.diet_conflict === undefined)).toBe(true);
    const saved = await call('POST', '/api/saved-plans', { plan_id: planId });
    expect(saved.statusCode, saved.body).toBe(201);
    const savedId = savedPlanResponseSchema.parse(saved.json()).data.id;

    // Nothing changed: nothing is marked.
    const before = latestMealPlanResponseSchema.parse((await call('GET', '/api/meal-plans/latest')).json());
    expect(meals(before.data).some((meal) => meal.diet_conflict)).toBe(false);

    // Maya turns vegetarian.
    const { household } = householdResponseSchema.parse((await call('GET', '/api/household')).json());
    const maya = household.people[0]!;
    const edited = await call('PATCH', `/api/household/people/${maya.id}`, {
      dietary_restrictions: ['Vegetarian'],
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const latest = latestMealPlanResponseSchema.parse((await call('GET', '/api/meal-plans/latest')).json());
    const marked = meals(latest.data).filter((meal) => meal.diet_conflict);
    expect(marked.map((meal) => meal.id)).toEqual(meaty.map((meal) => meal.id));
    for (const meal of marked)
      expect(meal.diet_conflict).toEqual({ diets: ['Vegetarian'], people: ['Maya'] });
    expect(latest.data.warnings[0]).toBe(
      dietConflictNote(
        meaty.map((meal) => meal.name),
        'plan',
      ),
    );

    const savedPlan = savedPlanResponseSchema.parse(
      (await call('GET', `/api/saved-plans/${savedId}`)).json(),
    ).data;
    expect(savedPlan.meals.filter((meal) => meal.diet_conflict).map((meal) => meal.id)).toEqual(
      meaty.map((meal) => meal.id),
    );
    expect(savedPlan.warnings).toEqual([
      dietConflictNote(
        meaty.map((meal) => meal.name),
        'saved',
      ),
    ]);

    // A refresh of the first marked meal: the new one is vegetarian; the others stay marked.
    const first = meaty[0]!;
    const day = plan.days.find((d) => d.meals.some((meal) => meal.id === first.id))!.day;
    const refreshed = await call('POST', '/api/generate-meal-plan-assistant', {
      preferences: {
        ...preferences,
        days: 1,
        avoid_similar_to: meals(plan).map((meal) => ({ name: meal.name, type: meal.type })),
        replace: { day, type: 'dinner' },
        plan_id: planId,
      },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const answer = generateMealPlanResponseSchema.parse(refreshed.json());
    const fresh = answer.data.days[0]!.meals[0]!;
    expect(isVegetarian(fresh.recipe_id)).toBe(true);
    expect(fresh.diet_conflict).toBeUndefined();
    const whole = answer.plan!;
    const stillMarked = meals(whole).filter((meal) => meal.diet_conflict);
    expect(stillMarked.map((meal) => meal.id)).toEqual(meaty.slice(1).map((meal) => meal.id));
    if (stillMarked.length > 0) expect(answer.data.warnings[0]).toBe(whole.warnings[0]);
    else expect(whole.warnings.some((note) => note.includes('no longer fit'))).toBe(false);
  });

  it('a plan for chosen people judges each meal by the people it feeds; nothing of it is stored', async () => {
    const added = await call('POST', '/api/household/people', {
      display_name: 'Sam',
      age_band: 'child_9_13',
    });
    expect(added.statusCode, added.body).toBe(201);
    const { household } = householdResponseSchema.parse((await call('GET', '/api/household')).json());
    const sam = household.people.find((person) => person.display_name === 'Sam')!;
    const maya = household.people.find((person) => person.display_name === 'Maya')!;
    clock.t += 60_000; // the latest plan is this one
    // Maya is vegetarian from the test before: the plan for both is vegetarian, not vegan.
    const made = await call('POST', '/api/generate-meal-plan-assistant', {
      preferences: { ...preferences, people: [maya.id, sam.id] },
    });
    expect(made.statusCode, made.body).toBe(200);
    const plan = generateMealPlanResponseSchema.parse(made.json()).data;
    expect(meals(plan)[0]!.people?.map((share) => share.name)).toEqual(['Maya', 'Sam']);
    // A diet some of its dinners break (most vegetarian dinners keep one of these, not all).
    const diet = (['Gluten-Free', 'Vegan', 'Dairy-Free'] as const).find((name) =>
      meals(plan).some((meal) => !fits(meal, name)),
    )!;
    expect(diet).toBeDefined();
    const breaking = meals(plan).filter((meal) => !fits(meal, diet));

    // Sam keeps it now: only Sam is named, and only that diet.
    const edited = await call('PATCH', `/api/household/people/${sam.id}`, { dietary_restrictions: [diet] });
    expect(edited.statusCode, edited.body).toBe(200);
    const latest = latestMealPlanResponseSchema.parse((await call('GET', '/api/meal-plans/latest')).json());
    const marked = meals(latest.data).filter((meal) => meal.diet_conflict);
    expect(marked.map((meal) => meal.id)).toEqual(breaking.map((meal) => meal.id));
    for (const meal of marked) expect(meal.diet_conflict).toEqual({ diets: [diet], people: ['Sam'] });

    // Worked out when read: the stored plan and saved meals never hold it.
    const rows = await app.database.db.select().from(mealPlans);
    const savedRows = await app.database.db.select().from(savedPlanMeals);
    expect(JSON.stringify(rows.map((row) => row.plan))).not.toContain('diet_conflict');
    expect(JSON.stringify(savedRows)).not.toContain('diet_conflict');
  });

  it('judges the family’s own recipe the same way (resolved again from the household’s recipes)', async () => {
    const { ask } = await premiumMember('Ruth');
    const created = await ask('POST', '/api/recipes', {
      name: 'Our Sunday Chicken and Rice',
      description: 'The one we always make.',
      cuisine: 'American',
      meal_types: ['dinner'],
      servings: 4,
      prep_minutes: 10,
      cook_minutes: 30,
      ingredients: [
        { text: '1 1/2 lb boneless skinless chicken thighs' },
        { text: '2 cups cooked white rice' },
        { text: '1 onion, chopped' },
        { text: '1 tbsp olive oil' },
      ],
      steps: ['Brown the chicken with the onion.', 'Serve over rice.'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ recipe: { id: string } }>().recipe.id;
    expect((await ask('POST', `/api/recipes/${id}/favourite`, { favourite: true })).statusCode).toBe(200);
    clock.t += 60_000;
    const made = await ask('POST', '/api/generate-meal-plan-assistant', {
      preferences: { ...preferences, days: 3 },
    });
    expect(made.statusCode, made.body).toBe(200);
    const ours = meals(generateMealPlanResponseSchema.parse(made.json()).data).filter(
      (meal) => meal.own_recipe,
    );
    expect(ours.length).toBe(1);

    const { household } = householdResponseSchema.parse((await ask('GET', '/api/household')).json());
    const edited = await ask('PATCH', `/api/household/people/${household.people[0]!.id}`, {
      dietary_restrictions: ['Vegetarian'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const latest = latestMealPlanResponseSchema.parse((await ask('GET', '/api/meal-plans/latest')).json());
    const mine = meals(latest.data).find((meal) => meal.id === ours[0]!.id)!;
    expect(mine.diet_conflict).toEqual({ diets: ['Vegetarian'], people: ['Ruth'] });
  });

  it('the note counts meals and names each dish once, with the step a plan or a saved plan allows', () => {
    expect(dietConflictNote(['Chicken Tikka'], 'plan')).toBe(
      '1 meal no longer fits a diet your household keeps now: “Chicken Tikka”. It is marked: refresh it for one that fits.',
    );
    expect(dietConflictNote(['Beef Chili', 'Chicken Tikka', 'Beef Chili'], 'saved')).toBe(
      '3 meals no longer fit a diet your household keeps now: “Beef Chili” and “Chicken Tikka”. Each is marked: plan again, or leave them out when you shop.',
    );
  });
  it('a saved household plan is named with the diets its people keep and its meals meet, not only the ticked ones', async () => {
    const { ask } = await premiumMember('Lena');
    const added = await ask('POST', '/api/household/people', {
      display_name: 'Leo',
      age_band: 'child_9_13',
      dietary_restrictions: ['Dairy-Free'],
    });
    expect(added.statusCode, added.body).toBe(201);
    const { household } = householdResponseSchema.parse((await ask('GET', '/api/household')).json());
    const ids = household.people.map((person) => person.id);
    clock.t += 60_000;
    const made = await ask('POST', '/api/generate-meal-plan-assistant', {
      preferences: { ...preferences, days: 3, dietary_restrictions: ['Gluten-Free'], people: ids },
    });
    expect(made.statusCode, made.body).toBe(200);
    const plan = generateMealPlanResponseSchema.parse(made.json()).data;
    // The plan's preferences hold the ticked diet only; its meals keep Leo's too.
    expect(plan.preferences.dietary_restrictions).toEqual(['Gluten-Free']);
    expect(meals(plan).every((meal) => fitsAll(meal, 'Dairy-Free'))).toBe(true);
    const saved = await ask('POST', '/api/saved-plans', { plan_id: plan.id });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(savedPlanResponseSchema.parse(saved.json()).data.name).toMatch(
      new RegExp(`: 3 gluten-free, dairy-free dinners for ${ids.length} people$`),
    );

    // Leo now keeps a diet one of the meals breaks: the name of a plan saved now does not claim it.
    const diet = (['Vegan', 'Keto', 'Nut-Free'] as const).find((name) =>
      meals(plan).some((meal) => !fitsAll(meal, name)),
    )!;
    expect(diet).toBeDefined();
    const breaking = meals(plan).find((meal) => !fitsAll(meal, diet))!;
    const leo = household.people.find((person) => person.display_name === 'Leo')!;
    const edited = await ask('PATCH', `/api/household/people/${leo.id}`, {
      dietary_restrictions: ['Dairy-Free', diet],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const again = await ask('POST', '/api/saved-plans', { plan_id: plan.id, meal_ids: [breaking.id] });
    expect(again.statusCode, again.body).toBe(201);
    const name = savedPlanResponseSchema.parse(again.json()).data.name;
    expect(name).toMatch(new RegExp(`: 3 gluten-free, dairy-free dinners for ${ids.length} people`));
    expect(name.toLowerCase()).not.toContain(diet.toLowerCase());
  });
});
