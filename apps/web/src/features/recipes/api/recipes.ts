import {
  favouriteResponseSchema,
  foodSearchResponseSchema,
  previewLinesResponseSchema,
  recipeListResponseSchema,
  recipeResponseSchema,
  successMessageSchema,
  type FavouriteResponse,
  type Recipe,
  type RecipeInputBody,
  type RecipeLine,
  type RecipeLineInput,
  type RecipeListResponse,
} from '@saverly/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * /api/recipes (issue #19, ADR 0038): the household's own recipes. Every change answers the recipe
 * as the server now maps it; the list is read again after any change.
 */
const one = (id: string) => `/api/recipes/${encodeURIComponent(id)}`;

async function fetchRecipes(signal?: AbortSignal): Promise<RecipeListResponse> {
  return api.get('/api/recipes', { schema: recipeListResponseSchema, signal });
}

async function fetchRecipe(id: string, signal?: AbortSignal): Promise<Recipe> {
  return (await api.get(one(id), { schema: recipeResponseSchema, signal })).recipe;
}

async function importRecipe(url: string): Promise<Recipe> {
  return (await api.post('/api/recipes/import', { url }, { schema: recipeResponseSchema })).recipe;
}

async function createRecipe(body: RecipeInputBody): Promise<Recipe> {
  return (await api.post('/api/recipes', body, { schema: recipeResponseSchema })).recipe;
}

async function updateRecipe(id: string, body: RecipeInputBody): Promise<Recipe> {
  return (await api.put(one(id), body, { schema: recipeResponseSchema })).recipe;
}

async function deleteRecipe(id: string): Promise<void> {
  await api.delete(one(id), { schema: successMessageSchema });
}

async function setFavourite(id: string, favourite: boolean): Promise<FavouriteResponse> {
  return api.post(`${one(id)}/favourite`, { favourite }, { schema: favouriteResponseSchema });
}

export async function previewLines(
  ingredients: RecipeLineInput[],
  signal?: AbortSignal,
): Promise<RecipeLine[]> {
  return (
    await api.post('/api/recipes/lines', { ingredients }, { schema: previewLinesResponseSchema, signal })
  ).lines;
}

async function searchFoods(q: string, signal?: AbortSignal) {
  return (await api.get('/api/recipes/foods', { query: { q }, schema: foodSearchResponseSchema, signal }))
    .foods;
}

export function useRecipes() {
  return useQuery({ queryKey: queryKeys.recipes.list, queryFn: ({ signal }) => fetchRecipes(signal) });
}

export function useRecipe(id: string) {
  return useQuery({
    queryKey: queryKeys.recipes.recipe(id),
    queryFn: ({ signal }) => fetchRecipe(id, signal),
  });
}

export function useFoodSearch(q: string) {
  return useQuery({
    queryKey: queryKeys.recipes.foods(q),
    queryFn: ({ signal }) => searchFoods(q, signal),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** A change answering the recipe: cached at once, the list read again. */
function useRecipeChange<T>(change: (input: T) => Promise<Recipe>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (recipe) => client.setQueryData(queryKeys.recipes.recipe(recipe.id), recipe),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.recipes.list, exact: true }),
  });
}

export const useImportRecipe = () => useRecipeChange(importRecipe);
export const useCreateRecipe = () => useRecipeChange(createRecipe);
export const useUpdateRecipe = () =>
  useRecipeChange(({ id, body }: { id: string; body: RecipeInputBody }) => updateRecipe(id, body));

export function useDeleteRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: (_, id) => client.removeQueries({ queryKey: queryKeys.recipes.recipe(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.recipes.list, exact: true }),
  });
}

/** Marks any recipe favourite or not, ours (a catalogue id) or the family's (its id or `own-<id>`). */
export function useSetFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: { id: string; favourite: boolean }) => setFavourite(id, favourite),
    onSuccess: (answer, { id }) => {
      client.setQueryData<Recipe>(queryKeys.recipes.recipe(id), (recipe) =>
        recipe ? { ...recipe, favourite: answer.favourite } : recipe,
      );
      client.setQueryData<RecipeListResponse>(queryKeys.recipes.list, (list) => {
        if (!list) return list;
        const others = list.favourite_recipe_ids.filter((other) => other !== answer.recipe_id);
        return { ...list, favourite_recipe_ids: answer.favourite ? [...others, answer.recipe_id] : others };
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.recipes.list, exact: true }),
  });
}
