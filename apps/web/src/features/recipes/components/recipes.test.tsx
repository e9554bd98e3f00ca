import type { Recipe, RecipeInputBody, RecipeSummary } from '@saverly/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, stubServer } from '../../../test/http';
import { testQueryClient } from '../../../test/query-client';
import { RecipeDetail } from './recipe-detail';
import { RecipesPage } from './recipes-page';

const line = (
  text: string,
  extra: Partial<Recipe['ingredients'][number]> = {},
): Recipe['ingredients'][number] => ({
  text,
  food_id: null,
  food_name: null,
  skip: false,
  quantity: null,
  unit: null,
  amount: null,
  problem: null,
  suggestions: [],
  ...extra,
});

const soup: Recipe = {
  id: '5f0c1b7e-7a43-4c0e-9d3a-1c1b7e7a434c',
  name: "Nana's Lentil Soup",
  description: 'Every Friday.',
  cuisine: 'Italian',
  meal_types: ['lunch'],
  servings: 4,
  total_minutes: 45,
  prep_minutes: 10,
  cook_minutes: 35,
  image_url: null,
  favourite: false,
  plannable: false,
  unmapped_lines: 1,
  updated_at: '2026-11-27T00:00:00.000Z',
  created_at: '2026-11-27T00:00:00.000Z',
  ingredients: [
    line('1 onion, chopped', {
      food_id: 'onion',
      food_name: 'Yellow onion',
      quantity: 1,
      unit: 'each',
      amount: '1',
    }),
    line('2 cups chopped spinnach', {
      quantity: 2,
      unit: 'cup',
      amount: '2 cups',
      problem: 'unsure',
      suggestions: [{ food_id: 'spinach', name: 'Spinach' }],
    }),
  ],
  steps: ['Simmer.', 'Serve.'],
  source_url: 'https://nanas-kitchen.example/soup',
  author: 'Rosa Bianchi',
  nutrition_per_serving: null,
  diets: [],
  diets_not_met: [],
  step_food_warnings: [],
  cost_per_serving_cents: null,
};

const fixed: Recipe = {
  ...soup,
  plannable: true,
  unmapped_lines: 0,
  ingredients: [
    soup.ingredients[0]!,
    line('2 cups chopped spinnach', {
      food_id: 'spinach',
      food_name: 'Spinach',
      quantity: 2,
      unit: 'cup',
      amount: '2 cups',
    }),
  ],
  nutrition_per_serving: {
    energy_kcal: 288,
    protein_g: 14,
    fat_g: 8,
    saturated_fat_g: 1,
    carbohydrate_g: 43,
    fiber_g: 17,
    sugars_g: 6,
    sodium_mg: 1161,
    net_carbohydrate_g: 26,
  },
  diets: ['Vegan', 'Gluten-Free'],
  diets_not_met: [{ diet: 'Keto', reason: '26 g net carbs a serving; Keto allows 20 g' }],
  cost_per_serving_cents: 221,
};

/** The detail of one recipe, as the recipe's page shows it. */
function renderDetail(recipe: Recipe) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <RecipeDetail recipe={recipe} base="/recipes" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a recipe of the family’s (issue #19)', () => {
  it('asks the family to check a step that names a food no line has, and its diet forbids (a walk-through)', () => {
    renderDetail({
      ...fixed,
      step_food_warnings: [
        { step: 2, words: 'soy sauce', diets: ['Gluten-Free'] },
        { step: 3, words: 'butter', diets: ['Vegan', 'Dairy-Free'] },
      ],
    });
    const box = screen.getByText('Check these steps (edit them to say what you use):').parentElement!;
    expect([...box.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Step 2 says soy sauce, which is not in the ingredients and is not Gluten-Free. Cook with what the ingredients say.',
      'Step 3 says butter, which is not in the ingredients and is not Vegan or Dairy-Free. Cook with what the ingredients say.',
    ]);
  });

  it('fixes an unsure line from its suggestions: the recipe is sent with the food the member picked', async () => {
    const user = userEvent.setup();
    const fetchMock = stubServer({
      [`PUT /api/recipes/${soup.id}`]: () => json({ success: true, recipe: fixed }),
      'GET /api/recipes': () => json({ success: true, recipes: [], favourite_recipe_ids: [] }),
    });
    renderDetail(soup);
    expect(screen.getByText(/1 ingredient line to check below/)).toBeTruthy();
    expect(screen.getByText('by Rosa Bianchi', { exact: false })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Choose the food for “2 cups chopped spinnach”' });
    await user.click(within(group).getByRole('button', { name: 'Spinach' }));
    const put = fetchMock.mock.calls.find(([url, init]) => init?.method === 'PUT' && url.endsWith(soup.id));
    const body = JSON.parse(put![1]!.body as string) as RecipeInputBody;
    expect(body.ingredients).toEqual([
      { text: '1 onion, chopped', food_id: 'onion' },
      { text: '2 cups chopped spinnach', food_id: 'spinach' },
    ]);
  });

  it('says which diets a plannable recipe is not planned for, and why', () => {
    stubServer({ 'GET /api/recipes': () => json({ success: true, recipes: [], favourite_recipe_ids: [] }) });
    renderDetail({
      ...fixed,
      diets_not_met: [
        { diet: 'Gluten-Free', reason: 'has all-purpose flour' },
        { diet: 'Keto', reason: '26 g net carbs a serving; Keto allows 20 g' },
      ],
    });
    expect(screen.getByText('Not planned for:')).toBeTruthy();
    // The net carbs the Low-Carb and Keto rules count, beside the carbohydrate.
    expect(screen.getByText('Net carbs (less fibre)').nextElementSibling?.textContent).toBe('26 g');
    expect(screen.getByText('Carbohydrate').nextElementSibling?.textContent).toBe('43 g');
    expect(
      screen
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .filter((text) => /^(Gluten|Keto)/.test(text ?? '')),
    ).toEqual(['Gluten-Free: has all-purpose flour', 'Keto: 26 g net carbs a serving; Keto allows 20 g']);
  });

  it('a page already imported: says so and links to the recipe the family has', async () => {
    const user = userEvent.setup();
    stubServer({
      'GET /api/recipes': () => json({ success: true, recipes: [], favourite_recipe_ids: [] }),
      'POST /api/recipes/import': () =>
        json(
          {
            success: false,
            error: 'conflict',
            message: "“Nana's Lentil Soup” from that page is already in your recipes.",
            details: { reason: 'already_imported', recipe_id: soup.id },
          },
          409,
        ),
    });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={['/recipes']}>
          <Routes>
            <Route path="/recipes" element={<RecipesPage base="/recipes" />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.type(await screen.findByLabelText('Recipe page link'), 'https://nanas-kitchen.example/soup');
    await user.click(screen.getByRole('button', { name: 'Import recipe' }));
    expect(
      await screen.findByText("“Nana's Lentil Soup” from that page is already in your recipes."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the recipe you have' }).getAttribute('href')).toBe(
      `/recipes/${soup.id}`,
    );
  });

  it('shows what the server answered about a link it could not import', async () => {
    const user = userEvent.setup();
    const none: RecipeSummary[] = [];
    stubServer({
      'GET /api/recipes': () => json({ success: true, recipes: none, favourite_recipe_ids: [] }),
      'POST /api/recipes/import': () =>
        json(
          {
            success: false,
            error: 'validation',
            message:
              'That link points to a private or local network address. We only import public web pages.',
            details: { reason: 'private_address' },
          },
          400,
        ),
    });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={['/recipes']}>
          <Routes>
            <Route path="/recipes" element={<RecipesPage base="/recipes" />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/No recipes yet/)).toBeTruthy();
    await user.type(screen.getByLabelText('Recipe page link'), 'http://192.168.1.1/recipe');
    await user.click(screen.getByRole('button', { name: 'Import recipe' }));
    expect(
      await screen.findByText(
        'That link points to a private or local network address. We only import public web pages.',
      ),
    ).toBeTruthy();
  });
});
