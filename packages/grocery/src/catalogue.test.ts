import { TAP_FOOD_IDS, loadCatalogue, usedScale, ZEST_FRUIT_FOOD_IDS, type MealType } from '@saverly/kitchen';
import { describe, expect, it } from 'vitest';
import { linesForMeals, type MealRef } from './lines.js';
import { paidCents } from './packages.js';
import { isPantryFood } from './pantry.js';
import { priceGroceryList } from './price.js';
import { expectConsistent } from './test-support/consistent.js';
import { fixtureOffers } from './test-support/offers.js';

const catalogue = loadCatalogue();
const FAMILY = 4;

/** A week: 7 days × breakfast, lunch and dinner, 21 different catalogue recipes. */
function week(): MealRef[] {
  const used = new Set<string>();
  const meals: MealRef[] = [];
  for (const type of ['breakfast', 'lunch', 'dinner'] as MealType[]) {
    const recipes = (catalogue.byMealType.get(type) ?? []).filter((r) => !used.has(r.id));
    for (let day = 1; day <= 7; day += 1) {
      const recipe = recipes[(day * 13) % recipes.length]!;
      used.add(recipe.id);
      meals.push({ recipeId: recipe.id, mealKey: `day-${day}-${type}` });
    }
  }
  return meals;
}

describe('a real week of catalogue recipes for a family of 4', () => {
  const meals = week();
  const lines = linesForMeals(catalogue, meals, FAMILY);
  const offers = fixtureOffers(catalogue);
  const list = priceGroceryList({ catalogue, lines, offers });

  it('has one item per food, needing the catalogue grams of what the scaled lines say', () => {
    expect(new Set(meals.map((m) => m.recipeId)).size).toBe(21);
    const expected = new Map<string, number>();
    for (const meal of meals) {
      const recipe = catalogue.recipe(meal.recipeId)!;
      // Cooked forms ("cooked rice") are bought as their raw food at grams ÷ yield (ADR 0028).
      for (const line of recipe.ingredients) {
        // Water from the tap is no shopping.
        if (TAP_FOOD_IDS.has(line.bought.food.id)) continue;
        // A count is bought as the scaled line says it ("1 clove" for half of one, `usedScale`).
        const scale = FAMILY / recipe.servings;
        const used = line.bought.food.id === line.foodId ? usedScale(line, scale, line.food.name) : scale;
        expected.set(
          line.bought.food.id,
          (expected.get(line.bought.food.id) ?? 0) + line.bought.grams * used,
        );
      }
    }
    // This week's lemon zest comes off the lemons it buys anyway (`zestOffTheFruit`): its lines
    // join the lemon's item, which says the zest beside its own need.
    const zestIds = [...expected.keys()].filter((id) => ZEST_FRUIT_FOOD_IDS[id] !== undefined);
    expect(zestIds).toEqual(['citrus-zest']);
    const lemon = list.items.find((i) => i.food_id === 'lemon')!;
    expect(lemon.quantity_text).toMatch(/ \+ the zest of \d+$/);
    expect(lemon.original_ingredient).toMatch(/zest/);
    expect(list.items.map((i) => i.food_id).sort()).toEqual(
      [...expected.keys()].filter((id) => id !== 'citrus-zest').sort(),
    );
    for (const item of list.items)
      expect(item.quantity_needed_grams, item.id).toBeCloseTo(expected.get(item.food_id!)!, 1);
  });

  it('buys every non-pantry food at its cheapest, and lists the staples as pantry', () => {
    expect(list.summary.not_found_count).toBe(0);
    expect(list.summary.on_sale_count).toBeGreaterThan(0);
    for (const item of list.items) {
      const food = catalogue.food(item.food_id!)!;
      if (isPantryFood(food)) {
        expect(item.status, item.id).toBe('pantry');
        continue;
      }
      // No single-product basket is cheaper than the one chosen.
      const need = item.quantity_needed_grams!;
      for (const offer of offers.get(food.id)!) {
        const n = Math.ceil((need - 0.05) / offer.packageGrams!);
        expect(item.cost_cents, `${item.id} vs ${offer.productId}`).toBeLessThanOrEqual(n * paidCents(offer));
      }
    }
    expectConsistent(list);
  });

  it('prices the staples too when the family has an empty pantry', () => {
    const everything = priceGroceryList({ catalogue, lines, offers, pantryFoodIds: [] });
    expect(everything.summary.pantry_count).toBe(0);
    expect(everything.summary.item_count).toBe(list.summary.item_count);
    expect(everything.summary.total_cost_cents).toBeGreaterThan(list.summary.total_cost_cents);
    // What the list says buying every staple would add is what an empty pantry pays more.
    expect(list.pantry_cost_cents).toBe(everything.summary.total_cost_cents - list.summary.total_cost_cents);
    expect(everything.pantry_cost_cents).toBe(0);
    expectConsistent(everything);
  });

  it('is deterministic and does not depend on the order of the lines', () => {
    const reversed = priceGroceryList({ catalogue, lines: [...lines].reverse(), offers });
    expect(reversed.summary).toEqual(list.summary);
    expect(reversed.items.map((i) => [i.id, i.cost_cents, i.packages])).toEqual(
      list.items.map((i) => [i.id, i.cost_cents, i.packages]),
    );
  });
});

describe('a count the lines say whole is bought whole', () => {
  it('14 lines of "1 clove garlic" for two (half a clove each, exactly) buy 14 cloves', () => {
    // A walk-through's list read "Buy 1 × 1 head · need 14 cloves": the purchase followed the
    // exact half cloves while each line told the cook to use a whole one.
    const recipes = catalogue.recipes.filter(
      (r) =>
        r.servings === 4 &&
        r.ingredients.some((l) => l.foodId === 'garlic' && l.unit === 'clove' && l.quantity === 1),
    );
    const meals = recipes.slice(0, 14).map((r, i) => ({ recipeId: r.id, mealKey: `meal-${i}` }));
    expect(meals).toHaveLength(14);
    const lines = linesForMeals(catalogue, meals, 2);
    const garlic = priceGroceryList({ catalogue, lines, offers: fixtureOffers(catalogue) }).items.find(
      (i) => i.food_id === 'garlic',
    )!;
    const clove = recipes[0]!.ingredients.find((l) => l.foodId === 'garlic' && l.unit === 'clove')!;
    const garlicLines = lines.filter((l) => l.foodId === 'garlic');
    expect(garlicLines.every((l) => l.text.startsWith('1 clove garlic'))).toBe(true);
    expect(garlic.quantity_text).toBe('14 cloves');
    expect(garlic.quantity_needed_grams).toBeCloseTo(14 * clove.grams.purchased, 0);
    expect(garlic.purchased_grams).toBeGreaterThanOrEqual(garlic.quantity_needed_grams!);
  });
});
