/**
 * Issue #19: /api/recipes — import from a link (fetched safely), write your own, map every line,
 * favourites, privacy between households, and planning with the family's recipes.
 */
import {
  errorEnvelopeSchema,
  favouriteResponseSchema,
  foodSearchResponseSchema,
  generateMealPlanResponseSchema,
  previewLinesResponseSchema,
  recipeListResponseSchema,
  recipeResponseSchema,
  RECIPE_LIMITS,
  savedPlanResponseSchema,
  type RecipeInputBody,
} from '@saverly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { bearer, createUser, login, nextIp } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/helpers.js';
import { startRecipeSite, type RecipeSite } from '../../../test/recipe-site.js';

let app: App;
let strict: App;
let site: RecipeSite;

beforeAll(async () => {
  site = await startRecipeSite();
  // The test setting lets imports reach the fixture site on 127.0.0.1; `strict` has it off.
  app = await buildTestApp({ recipeImport: { allowLoopback: true, perHour: 1000 } });
  strict = await buildTestApp({ recipeImport: { allowLoopback: false, perHour: 1000 } });
}, 60_000);
afterAll(async () => {
  await app.close();
  await strict.close();
  await site.close();
});

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (method: Method, url: string, headers: Headers, payload?: object, target: App = app) =>
  target.inject({ method, url, headers, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });

async function member(target: App = app): Promise<Headers> {
  const { user, password } = await createUser(target);
  return bearer((await login(target, user.email, password)).access_token);
}

const recipeOf = (body: string) => recipeResponseSchema.parse(JSON.parse(body)).recipe;
const errorOf = (body: string) => errorEnvelopeSchema.parse(JSON.parse(body));
const count = async (headers: Headers, target: App = app) =>
  recipeListResponseSchema.parse((await call('GET', '/api/recipes', headers, undefined, target)).json())
    .recipes.length;

const written: RecipeInputBody = {
  name: 'Weekday Bean Chili',
  description: 'Our Tuesday chili.',
  cuisine: 'Mexican',
  meal_types: ['dinner'],
  servings: 4,
  prep_minutes: 10,
  cook_minutes: 25,
  ingredients: [
    { text: '2 (15 oz) cans black beans, drained' },
    { text: '1 (14.5 oz) can diced tomatoes' },
    { text: '1 onion, chopped' },
    { text: '1 tbsp chili powder' },
    { text: '2 cups cooked white rice' },
    { text: '3 sprigs of flubberwort' },
  ],
  steps: ['Soften the onion.', 'Add beans, tomatoes and spice; simmer 20 minutes.', 'Serve over rice.'],
};

describe('importing a recipe from a link', () => {
  it('reads the page’s schema.org recipe, maps its lines and stores it for the household', async () => {
    const headers = await member();
    const res = await call('POST', '/api/recipes/import', headers, { url: `${site.origin}/toast.gz` });
    expect(res.statusCode, res.body).toBe(201);
    const recipe = recipeOf(res.body);
    expect(recipe).toMatchObject({
      name: 'Buttered Toast',
      servings: 2,
      prep_minutes: 2,
      cook_minutes: 3,
      total_minutes: 5,
      steps: ['Toast the bread until golden.', 'Butter it while hot.'],
      source_url: `${site.origin}/toast.gz`,
      meal_types: ['dinner'],
      plannable: true,
      unmapped_lines: 0,
    });
    expect(recipe.ingredients.map((l) => l.food_id)).toEqual(['whole-wheat-bread', 'butter']);
    expect(recipe.diets).toContain('Vegetarian');
    expect(recipe.diets).not.toContain('Vegan');
    // What keeps it out of a plan, in words: bread has gluten, butter is dairy.
    const notMet = new Map(recipe.diets_not_met.map((miss) => [miss.diet, miss.reason]));
    expect(notMet.get('Vegan')).toMatch(/^has .*butter/);
    expect(notMet.get('Gluten-Free')).toMatch(/^has whole-wheat bread/);
    expect(notMet.get('Dairy-Free')).toMatch(/^has butter/);
    expect(notMet.has('Vegetarian')).toBe(false);
    for (const diet of recipe.diets) expect(notMet.has(diet)).toBe(false);
    expect(recipe.diets.length + recipe.diets_not_met.length).toBe(8);
    expect(recipe.nutrition_per_serving?.energy_kcal).toBeGreaterThan(100);
    expect(recipe.cost_per_serving_cents).toBeGreaterThan(0);

    const list = recipeListResponseSchema.parse((await call('GET', '/api/recipes', headers)).json());
    expect(list.recipes.map((r) => r.id)).toEqual([recipe.id]);
    // The list says which diets each recipe meets, for step 3's count.
    expect(list.recipes[0]!.diets).toEqual(recipe.diets);
    // The same page again: the family has it already.
    const twice = await call('POST', '/api/recipes/import', headers, { url: `${site.origin}/toast.gz` });
    expect(twice.statusCode, twice.body).toBe(409);
    expect(errorOf(twice.body)).toMatchObject({
      error: 'conflict',
      message: '“Buttered Toast” from that page is already in your recipes.',
      details: { reason: 'already_imported', recipe_id: recipe.id },
    });
    expect(await count(headers)).toBe(1);
    const again = await call('GET', `/api/recipes/${recipe.id}`, headers);
    expect(recipeOf(again.body).ingredients).toEqual(recipe.ingredients);
  });

  it('follows a few redirects, and refuses every unsafe or useless link with a clear 4xx, storing nothing', async () => {
    const headers = await member();
    const ok = await call('POST', '/api/recipes/import', headers, { url: `${site.origin}/redirect/three` });
    expect(ok.statusCode, ok.body).toBe(201);
    const refusals: [string, number, string][] = [
      ['not a link', 400, 'invalid_url'],
      ['ftp://example.com/recipe.html', 400, 'scheme'],
      ['file:///etc/passwd', 400, 'scheme'],
      ['javascript:alert(1)', 400, 'scheme'],
      ['http://user:pw@example.com/', 400, 'invalid_url'],
      ['https://example.com:22/', 400, 'port'],
      ['http://10.0.0.7/', 400, 'private_address'],
      ['http://169.254.169.254/latest/meta-data/', 400, 'private_address'],
      ['http://[fd00:ec2::254]/', 400, 'private_address'],
      ['http://0.0.0.0/', 400, 'private_address'],
      [`${site.origin}/redirect/metadata`, 400, 'private_address'],
      [`${site.origin}/redirect/private`, 400, 'private_address'],
      [`${site.origin}/redirect/file`, 400, 'scheme'],
      [`${site.origin}/redirect/loop`, 422, 'redirects'],
      [`${site.origin}/huge`, 422, 'too_large'],
      [`${site.origin}/huge-unannounced`, 422, 'too_large'],
      [`${site.origin}/json`, 422, 'not_html'],
      [`${site.origin}/missing`, 422, 'http_status'],
      [`${site.origin}/no-recipe-article.html`, 422, 'no_recipe'],
    ];
    for (const [url, status, reason] of refusals) {
      const res = await call('POST', '/api/recipes/import', headers, { url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
      const error = errorOf(res.body);
      expect(error.details, url).toEqual({ reason });
      expect(error.message.length, url).toBeGreaterThan(10);
    }
    expect(await count(headers)).toBe(1);
  });

  it('gives up on a page that never ends after 5 seconds', async () => {
    const headers = await member();
    const started = Date.now();
    const res = await call('POST', '/api/recipes/import', headers, { url: `${site.origin}/never-ends` });
    expect(res.statusCode, res.body).toBe(422);
    expect(errorOf(res.body).details).toEqual({ reason: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(await count(headers)).toBe(0);
  }, 30_000);

  it('with the test setting off (the default), loopback is refused before and after DNS', async () => {
    const headers = await member(strict);
    const before = site.hits.get('/toast') ?? 0;
    for (const url of [
      `${site.origin}/toast`,
      'http://127.0.0.1/toast',
      'http://[::1]/toast',
      'http://[::ffff:127.0.0.1]/toast',
      'http://2130706433/toast',
      'http://localhost/toast',
    ]) {
      const res = await call('POST', '/api/recipes/import', headers, { url }, strict);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(errorOf(res.body).details, url).toEqual({ reason: 'private_address' });
    }
    expect(site.hits.get('/toast') ?? 0).toBe(before);
    expect(await count(headers, strict)).toBe(0);
  });
});

describe('writing, mapping, editing and deleting', () => {
  it('maps what it can, asks about the rest with suggestions, and plans only a fully mapped recipe', async () => {
    const headers = await member();
    const created = await call('POST', '/api/recipes', headers, written);
    expect(created.statusCode, created.body).toBe(201);
    const recipe = recipeOf(created.body);
    expect(recipe).toMatchObject({
      plannable: false,
      unmapped_lines: 1,
      nutrition_per_serving: null,
      diets: [],
    });
    const odd = recipe.ingredients[5]!;
    expect(odd).toMatchObject({ food_id: null, problem: 'no_food' });
    expect(recipe.ingredients.slice(0, 5).every((l) => l.problem === null)).toBe(true);

    // A misspelt line: the right food is among the suggestions, and picking it maps the line.
    const typo = await call('PUT', `/api/recipes/${recipe.id}`, headers, {
      ...written,
      ingredients: [...written.ingredients.slice(0, 5), { text: '1 cup shredded chedar' }],
    });
    const unsure = recipeOf(typo.body).ingredients[5]!;
    expect(unsure.problem).toBe('unsure');
    expect(unsure.suggestions.map((s) => s.food_id)).toContain('cheddar');
    const picked = await call('PUT', `/api/recipes/${recipe.id}`, headers, {
      ...written,
      ingredients: [
        ...written.ingredients.slice(0, 5),
        { text: '1 cup shredded chedar', food_id: 'cheddar' },
      ],
    });
    const fixed = recipeOf(picked.body);
    expect(fixed).toMatchObject({ plannable: true, unmapped_lines: 0 });
    expect(fixed.diets).toEqual(expect.arrayContaining(['Vegetarian', 'Gluten-Free']));
    expect(fixed.diets).not.toContain('Vegan');

    // "Not food, skip" is the other way out.
    const skipped = await call('PUT', `/api/recipes/${recipe.id}`, headers, {
      ...written,
      ingredients: written.ingredients.map((l, i) => (i === 5 ? { ...l, skip: true } : l)),
    });
    expect(recipeOf(skipped.body)).toMatchObject({ plannable: true });
    expect(recipeOf(skipped.body).diets).toContain('Vegan');

    // The editor's live feedback maps lines without storing them.
    const lines = previewLinesResponseSchema.parse(
      (
        await call('POST', '/api/recipes/lines', headers, {
          ingredients: [
            { text: '1½ cups whole milk' },
            { text: '2 chiken breasts' },
            { text: '2 chiken breasts', food_id: 'chicken-breast' },
            { text: 'ice', skip: true },
            { text: '1 cup flour', food_id: 'no-such-food' },
          ],
        })
      ).json(),
    ).lines;
    expect(lines.map((l) => [l.food_id, l.problem, l.amount])).toEqual([
      ['milk', null, '1 1/2 cups'],
      [null, 'unsure', '2'],
      ['chicken-breast', null, '2'],
      [null, null, null],
      [null, 'unknown_food', '1 cup'],
    ]);
    expect(await count(headers)).toBe(1);

    const search = foodSearchResponseSchema.parse(
      (await call('GET', '/api/recipes/foods?q=chedar', headers)).json(),
    );
    expect(search.foods[0]?.food_id).toBe('cheddar');

    expect((await call('DELETE', `/api/recipes/${recipe.id}`, headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/recipes/${recipe.id}`, headers)).statusCode).toBe(404);
  });

  it('names a step that says a food no line has and a diet it meets forbids (soy sauce beside tamari)', async () => {
    const headers = await member();
    const congee: RecipeInputBody = {
      ...written,
      name: 'Grandma’s Chicken Congee',
      cuisine: 'Asian',
      meal_types: ['breakfast'],
      ingredients: [
        { text: '1 cup jasmine rice' },
        { text: '1 lb chicken thighs' },
        { text: '2 tbsp gluten-free tamari' },
        { text: '2 scallions, sliced' },
      ],
      steps: ['Simmer the rice and chicken for 30 minutes.', 'Season with soy sauce and the scallions.'],
    };
    const created = await call('POST', '/api/recipes', headers, congee);
    expect(created.statusCode, created.body).toBe(201);
    const recipe = recipeOf(created.body);
    expect(recipe.plannable).toBe(true);
    expect(recipe.diets).toContain('Gluten-Free');
    expect(recipe.step_food_warnings).toEqual([{ step: 2, words: 'soy sauce', diets: ['Gluten-Free'] }]);
    // Mended, the step says nothing more.
    const mended = await call('PUT', `/api/recipes/${recipe.id}`, headers, {
      ...congee,
      steps: ['Simmer the rice and chicken for 30 minutes.', 'Season with the tamari and the scallions.'],
    });
    expect(mended.statusCode, mended.body).toBe(200);
    expect(recipeOf(mended.body).step_food_warnings).toEqual([]);
  });

  it('refuses bad input with a 400 in the error shape, field by field', async () => {
    const headers = await member();
    const bad: [object, string][] = [
      [{ ...written, extra: 1 }, ''],
      [{ ...written, name: '' }, 'name'],
      [{ ...written, cuisine: 'Martian' }, 'cuisine'],
      [{ ...written, meal_types: [] }, 'meal_types'],
      [{ ...written, servings: 0 }, 'servings'],
      [{ ...written, prep_minutes: -1 }, 'prep_minutes'],
      [{ ...written, ingredients: [] }, 'ingredients'],
      [{ ...written, ingredients: Array.from({ length: 61 }, () => ({ text: '1 egg' })) }, 'ingredients'],
      [{ ...written, ingredients: [{ text: 'x'.repeat(301) }] }, 'ingredients.0.text'],
      [{ ...written, ingredients: [{ text: '1 egg', food_id: 'no-such-food' }] }, 'ingredients.0.food_id'],
      [{ ...written, ingredients: [{ text: '1 egg', nutrition: 1 }] }, 'ingredients.0'],
      [{ ...written, steps: ['ok', '\u0000'] }, 'steps.1'],
    ];
    for (const [body, field] of bad) {
      const res = await call('POST', '/api/recipes', headers, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      const error = errorOf(res.body);
      expect(error.error).toBe('validation');
      if (field !== '') expect(JSON.stringify(error.details), field).toContain(field);
    }
    expect(await count(headers)).toBe(0);
  });

  it('takes the largest recipe the limits allow, in any script, and refuses a larger body with 413', async () => {
    const headers = await member();
    // Every field at its limit in 3-byte UTF-8 characters ("酱"), the lines still foods we know.
    const largest = {
      ...written,
      name: '酱'.repeat(RECIPE_LIMITS.nameMax),
      description: '酱'.repeat(RECIPE_LIMITS.descriptionMax),
      ingredients: Array.from({ length: RECIPE_LIMITS.linesMax }, (_, i) => ({
        text: `${i + 1} cups whole milk ${'酱'.repeat(RECIPE_LIMITS.lineMax - 24)}`.slice(
          0,
          RECIPE_LIMITS.lineMax,
        ),
        food_id: 'milk',
      })),
      steps: Array.from({ length: RECIPE_LIMITS.stepsMax }, () => '酱'.repeat(RECIPE_LIMITS.stepMax)),
    };
    const res = await call('POST', '/api/recipes', headers, largest);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(recipeOf(res.body).ingredients).toHaveLength(RECIPE_LIMITS.linesMax);
    const tooBig = await call('POST', '/api/recipes', headers, {
      ...largest,
      padding: 'x'.repeat(RECIPE_LIMITS.bodyBytes),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(errorOf(tooBig.body).error).toBe('payload_too_large');
    expect(await count(headers)).toBe(1);
  });

  it('limits imports per member: the next one in the hour is 429', async () => {
    const limited = await buildTestApp({ recipeImport: { allowLoopback: true, perHour: 2 } });
    try {
      const headers = await member(limited);
      const statuses: number[] = [];
      // Two pages, then a third import in the same hour (refused before anything is fetched).
      for (const page of ['/toast', '/toast.gz', '/redirect/three'])
        statuses.push(
          (await call('POST', '/api/recipes/import', headers, { url: `${site.origin}${page}` }, limited))
            .statusCode,
        );
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it("another household's recipe is not found: not read, changed, deleted or marked", async () => {
    const owner = await member();
    const other = await member();
    const recipe = recipeOf((await call('POST', '/api/recipes', owner, written)).body);
    for (const [method, url, body] of [
      ['GET', `/api/recipes/${recipe.id}`, undefined],
      ['PUT', `/api/recipes/${recipe.id}`, written],
      ['DELETE', `/api/recipes/${recipe.id}`, undefined],
      ['POST', `/api/recipes/${recipe.id}/favourite`, { favourite: true }],
      ['POST', `/api/recipes/own-${recipe.id}/favourite`, { favourite: true }],
    ] as const) {
      const res = await call(method, url, other, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await count(other)).toBe(0);
    expect(recipeOf((await call('GET', `/api/recipes/${recipe.id}`, owner)).body).name).toBe(written.name);
    // Signed out: 401.
    expect((await call('GET', '/api/recipes', {})).statusCode).toBe(401);
  });
});

describe('planning with the family’s recipes', () => {
  it('plans a favourite family recipe, marked as theirs; leaves it out when asked; never an unmapped one', async () => {
    const headers = await member();
    const mapped = recipeOf(
      (
        await call('POST', '/api/recipes', headers, {
          ...written,
          ingredients: written.ingredients.slice(0, 5),
          // A step that names a food no line has, which the vegan plan's diet forbids.
          steps: [...(written.steps ?? []), 'Top with sour cream.'],
        })
      ).body,
    );
    const unmapped = recipeOf(
      (await call('POST', '/api/recipes', headers, { ...written, name: 'Mystery Stew' })).body,
    );
    for (const id of [mapped.id, unmapped.id]) {
      const fav = await call('POST', `/api/recipes/${id}/favourite`, headers, { favourite: true });
      expect(favouriteResponseSchema.parse(fav.json())).toEqual({
        success: true,
        recipe_id: `own-${id}`,
        favourite: true,
      });
    }
    // Ours can be a favourite too; an unknown id is 404.
    const ours = await call('POST', '/api/recipes/american-buttermilk-pancakes/favourite', headers, {
      favourite: true,
    });
    expect(favouriteResponseSchema.parse(ours.json())).toEqual({
      success: true,
      recipe_id: 'american-buttermilk-pancakes',
      favourite: true,
    });
    const listed = recipeListResponseSchema.parse((await call('GET', '/api/recipes', headers)).json());
    expect([...listed.favourite_recipe_ids].sort()).toEqual(
      ['american-buttermilk-pancakes', `own-${mapped.id}`, `own-${unmapped.id}`].sort(),
    );
    expect(
      (await call('POST', '/api/recipes/no-such-recipe/favourite', headers, { favourite: true })).statusCode,
    ).toBe(404);
    const preferences = {
      days: 5,
      family_size: 4,
      meal_types: ['dinner'],
      dietary_restrictions: ['Vegan'],
      cuisine_preferences: ['Italian'],
      cooking_time: 45,
      calorie_limit: 600,
      budget_limit: null,
    };
    const generated = async (extra: object) => {
      const res = await call('POST', '/api/generate-meal-plan-assistant', headers, {
        ...preferences,
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
      return generateMealPlanResponseSchema.parse(res.json()).data;
    };
    const plan = async (extra: object) => (await generated(extra)).days.flatMap((d) => d.meals);
    const first = await generated({});
    const meals = first.days.flatMap((d) => d.meals);
    const own = meals.filter((m) => m.own_recipe === true);
    expect(own.map((m) => m.name)).toEqual(['Weekday Bean Chili']);
    expect(own[0]!.recipe_id).toBe(`own-${mapped.id}`);
    expect(meals.some((m) => m.name === 'Mystery Stew')).toBe(false);
    // Saved, the plan still says which meal is theirs.
    const saved = await call('POST', '/api/saved-plans', headers, { plan_id: first.id });
    expect(saved.statusCode, saved.body).toBe(201);
    const savedMeals = savedPlanResponseSchema.parse(saved.json()).data.meals;
    expect(savedMeals.filter((m) => m.own_recipe === true).map((m) => m.name)).toEqual([
      'Weekday Bean Chili',
    ]);
    // Its step to check goes with it, into the plan and the saved plan (the cook view reads it).
    const checks = [
      own[0]!.step_food_warnings,
      savedMeals.find((m) => m.own_recipe === true)!.step_food_warnings,
    ];
    for (const warnings of checks) {
      expect(warnings?.map((w) => [w.step, w.words])).toEqual([[4, 'sour cream']]);
      expect(warnings?.[0]?.diets).toEqual(expect.arrayContaining(['Vegan', 'Dairy-Free']));
    }
    const without = await plan({ include_own_recipes: false });
    expect(without.some((m) => m.own_recipe)).toBe(false);
  }, 60_000);

  it('keeps a recipe of none of the eight cuisines as "Other", and plans it as the family’s', async () => {
    // A walk-through's jollof rice had to be filed as one of the eight (the form started at Italian).
    const headers = await member();
    const created = await call('POST', '/api/recipes', headers, {
      ...written,
      name: 'Sunday Jollof Rice',
      cuisine: 'Other',
      ingredients: written.ingredients.slice(0, 5),
    });
    expect(created.statusCode, created.body).toBe(201);
    const recipe = recipeOf(created.body);
    expect(recipe.cuisine).toBe('Other');
    expect(
      (await call('POST', `/api/recipes/${recipe.id}/favourite`, headers, { favourite: true })).statusCode,
    ).toBe(200);
    const res = await call('POST', '/api/generate-meal-plan-assistant', headers, {
      days: 5,
      family_size: 4,
      meal_types: ['dinner'],
      dietary_restrictions: [],
      cuisine_preferences: ['Italian'],
      cooking_time: 45,
      calorie_limit: 600,
      budget_limit: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan = generateMealPlanResponseSchema.parse(res.json()).data;
    const meals = plan.days.flatMap((d) => d.meals);
    expect(meals.filter((m) => m.own_recipe === true).map((m) => [m.name, m.cuisine])).toEqual([
      ['Sunday Jollof Rice', 'other'],
    ]);
    expect(meals.filter((m) => !m.own_recipe && m.cuisine !== 'italian')).toEqual([]);
    // A lower-case "other" is not the word the form sends: 400.
    expect((await call('POST', '/api/recipes', headers, { ...written, cuisine: 'other' })).statusCode).toBe(
      400,
    );
  }, 60_000);
});
