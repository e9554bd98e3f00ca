import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { householdRecipes, recipeFavourites } from '../../db/schema.js';

export type RecipeRow = typeof householdRecipes.$inferSelect;
export type NewRecipe = typeof householdRecipes.$inferInsert;
export type RecipeChanges = Omit<NewRecipe, 'id' | 'householdId' | 'createdBy' | 'createdAt'>;

/**
 * A household's recipes and favourites. Every query is keyed on the household id the service took
 * from the caller's own person row: another household's recipe is not found, never shown.
 */
export function recipesRepository(db: Db) {
  const mine = (householdId: string, id: string) =>
    and(eq(householdRecipes.householdId, householdId), eq(householdRecipes.id, id));
  return {
    list: (householdId: string) =>
      db
        .select()
        .from(householdRecipes)
        .where(eq(householdRecipes.householdId, householdId))
        .orderBy(desc(householdRecipes.updatedAt), desc(householdRecipes.id)),

    get: (householdId: string, id: string) =>
      db
        .select()
        .from(householdRecipes)
        .where(mine(householdId, id))
        .then((rows) => rows[0]),

    /** The household's recipe imported from this page, if any. */
    fromSource: (householdId: string, sourceUrl: string) =>
      db
        .select({ id: householdRecipes.id, name: householdRecipes.name })
        .from(householdRecipes)
        .where(and(eq(householdRecipes.householdId, householdId), eq(householdRecipes.sourceUrl, sourceUrl)))
        .limit(1)
        .then((rows) => rows[0]),

    count: (householdId: string) =>
      db
        .select({ n: count() })
        .from(householdRecipes)
        .where(eq(householdRecipes.householdId, householdId))
        .then((rows) => rows[0]?.n ?? 0),

    insert: (recipe: NewRecipe) =>
      db
        .insert(householdRecipes)
        .values(recipe)
        .returning()
        .then((rows) => rows[0]!),

    update: (householdId: string, id: string, changes: RecipeChanges) =>
      db
        .update(householdRecipes)
        .set(changes)
        .where(mine(householdId, id))
        .returning()
        .then((rows) => rows[0]),

    remove: (householdId: string, id: string) =>
      db
        .delete(householdRecipes)
        .where(mine(householdId, id))
        .returning({ id: householdRecipes.id })
        .then((rows) => rows.length > 0),

    favourites: (householdId: string) =>
      db
        .select({ recipeId: recipeFavourites.recipeId })
        .from(recipeFavourites)
        .where(eq(recipeFavourites.householdId, householdId))
        .then((rows) => rows.map((row) => row.recipeId)),

    setFavourite: async (householdId: string, recipeId: string, favourite: boolean, now: Date) => {
      if (favourite)
        await db
          .insert(recipeFavourites)
          .values({ householdId, recipeId, createdAt: now })
          .onConflictDoNothing();
      else
        await db
          .delete(recipeFavourites)
          .where(and(eq(recipeFavourites.householdId, householdId), eq(recipeFavourites.recipeId, recipeId)));
    },

    forgetFavourites: (householdId: string, recipeIds: string[]) =>
      db
        .delete(recipeFavourites)
        .where(
          and(eq(recipeFavourites.householdId, householdId), inArray(recipeFavourites.recipeId, recipeIds)),
        ),
  };
}
