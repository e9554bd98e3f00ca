/**
 * Turns a placed selection into the answer: meals with ingredients scaled to the family,
 * numbered instructions, nutrition per serving, each meal's share of the bill, the shopping list
 * and the totals.
 */
import {
  TAP_FOOD_IDS,
  formatQuantity,
  scaleIngredientText,
  scaleStepText,
  stepPieces,
  wholeEggs,
  stepVessels,
  sideText,
  scaleNutrition,
  sumNutrition,
  roundNutrition,
  type MealType,
  type NutritionFacts,
  type ResolvedIngredient,
  usedScale,
  chiliHeatWords,
} from '@saverly/kitchen';
import { plainMealsBecause } from './notes.js';
import type { Placement } from './placement.js';
import type { PlannedSide } from './portions.js';
import {
  evaluate,
  missesCalories,
  type Candidate,
  type Evaluation,
  type Pick,
  type Problem,
} from './problem.js';
import type { Meal, MealPlan, PlanDay, ScaledIngredient, ShoppingItem, Side, SolverReport } from './types.js';

function scaleLine(line: ResolvedIngredient, scale: number, onSale: boolean): ScaledIngredient {
  const { text, amount } = scaleIngredientText({ ...line, name: line.food.name }, scale);
  return {
    foodId: line.foodId,
    name: line.food.name,
    quantity: Math.round(amount.quantity * 1000) / 1000,
    unit: amount.unit,
    // Unrounded: three apples' lines must buy three apples (rounded to the gram, 3 × 202.2 g came
    // to 607 g and bought a fourth: a walk-through's "Buy 4 apples · need 3 apples").
    grams: line.grams.purchased * usedScale(line, scale, line.food.name),
    preparation: line.preparation,
    text,
    onSale,
  };
}

/** A portion or a recipe's scale as a cook reads it: the nearest quarter, "about" when it rounds. */
function toQuarter(value: number): { quarter: number; text: string } {
  const quarter = Math.max(0.25, Math.round(value * 4) / 4);
  const about = Math.abs(quarter - value) > 0.01 ? 'about ' : '';
  return { quarter, text: `${about}${formatQuantity(quarter)}` };
}

function servingInfo(c: Candidate, family: number): string {
  if (c.shares) {
    const kcal = c.shares.map((share) => Math.round(share.kcal));
    const range =
      Math.min(...kcal) === Math.max(...kcal) ? `${kcal[0]}` : `${Math.min(...kcal)}–${Math.max(...kcal)}`;
    // A budget's plain meal: one recipe serving each (less for one it would overfeed), not sized
    // with sides ("3 portions sized to each person" beside three equal shares read wrong).
    if (c.plain) {
      const base = ` (the recipe serves ${c.recipe.servings})`;
      return c.shares.every((share) => share.portion === 1)
        ? `${family === 1 ? '1 serving' : `${family} servings`}${base} · ${range} kcal per person`
        : `${family === 1 ? '1 portion' : `${family} portions`} of at most one serving${base} · ${range} kcal per person`;
    }
    return `${family === 1 ? '1 portion' : `${family} portions`} sized to each person · ${range} kcal per person`;
  }
  // "4 servings of 1 1/2× (recipe serves 4, scaled ×1 1/2)" left a cook asking whether to
  // multiply the listed amounts again (they are the meal's): each person's share is said in recipe
  // servings, and the recipe's scaling as what to cook ("the recipe for 4, made ×1.2" read as
  // jargon to a walk-through's family).
  // Portions and scales to the nearest quarter, "about" when that rounds: "1.05 recipe servings
  // each (cook 0.53× the recipe …)" read as a calculator's (a session-31 walk-through).
  const portion = toQuarter(c.portion);
  const servings = `${portion.text} recipe serving${portion.quarter <= 1 ? '' : 's'}`;
  const people =
    c.portion === 1
      ? family === 1
        ? '1 serving'
        : `${family} servings`
      : family === 1
        ? servings
        : `For ${family}: ${servings} each`;
  // What to cook said from the same rounded share ("2 1/2 in all"): "about 1 1/4 recipe servings
  // each (cook about 1/2× the recipe; it serves 4)" rounded the two apart (2 × 1 1/4 is 5/8 of it).
  const inAll = family > 1 && c.portion !== 1 ? `${formatQuantity(family * portion.quarter)} in all; ` : '';
  const base =
    c.recipe.servings === family * c.portion ? '' : ` (${inAll}the recipe serves ${c.recipe.servings})`;
  const sides = c.sides.length > 0 ? ' with sides' : '';
  return `${people}${base} · ${Math.round(c.mealKcal)} kcal per person${sides}`;
}

/**
 * The sides of a meal for the family, each with its share of the bill (cents). A household plan:
 * each side once, with the steps of every person who has it (their own sides are in `people`),
 * and `calories_per_person` its kcal over the people.
 */
function renderSides(problem: Problem, c: Candidate, ev: Evaluation | null): Side[] {
  const planned: { step: PlannedSide['step']; steps: number; people: number; kcal: number }[] = [];
  if (c.shares) {
    for (const share of c.shares)
      for (const side of share.sides) {
        const same = planned.find((p) => p.step === side.step);
        if (same) {
          same.steps += side.steps;
          same.kcal += side.kcalPerPerson;
        } else planned.push({ step: side.step, steps: side.steps, people: 1, kcal: side.kcalPerPerson });
      }
    for (const p of planned) p.kcal /= problem.family;
  } else
    for (const side of c.sides)
      planned.push({ step: side.step, steps: side.steps, people: problem.family, kcal: side.kcalPerPerson });
  return planned.map((side) => {
    const grams = side.step.purchasedGrams * side.steps * side.people;
    let cents = 0;
    if (ev) {
      const food = problem.foods.findIndex((f) => f.foodId === side.step.food.id);
      const total = ev.grams.get(food) ?? 0;
      const cost = ev.purchases.get(food)?.cents ?? 0;
      if (total > 0) cents = (cost * grams) / total;
    }
    return {
      foodId: side.step.food.id,
      name: side.step.food.name,
      text: sideText(side.step.definition, side.steps, side.people),
      calories_per_person: Math.round(side.kcal),
      estimated_cost: Math.round(cents),
      ...(side.step.definition.method ? { method: side.step.definition.method } : {}),
    };
  });
}

/** Nutrition one person eats at a meal: the main's portion plus the sides (a household: the mean). */
function mealNutrition(c: Candidate): NutritionFacts {
  const one = (portion: number, sides: readonly PlannedSide[]) =>
    sumNutrition([
      scaleNutrition(c.recipe.nutrition.perServing, portion),
      ...sides.map((s) => scaleNutrition(s.step.nutrition, s.steps)),
    ]);
  if (!c.shares) return one(c.portion, c.sides);
  return scaleNutrition(sumNutrition(c.shares.map((s) => one(s.portion, s.sides))), 1 / c.shares.length);
}

/**
 * Each meal's share of the bill: every food's cost split by the grams each meal uses, rounded
 * so the shares add up to the rounded total exactly (largest remainder).
 */
export function mealShares(problem: Problem, picks: readonly Pick[], ev: Evaluation): number[] {
  const raw = picks.map((pick) => {
    let cents = 0;
    for (const use of problem.candidates[pick.candidate]!.uses) {
      const total = ev.grams.get(use.food) ?? 0;
      const cost = ev.purchases.get(use.food)?.cents ?? 0;
      if (total > 0) cents += (cost * use.grams) / total;
    }
    return cents;
  });
  const target = Math.round(ev.costCents);
  const floors = raw.map(Math.floor);
  let left = target - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

function shoppingList(problem: Problem, ev: Evaluation): ShoppingItem[] {
  const items: ShoppingItem[] = [];
  for (const [food, purchase] of ev.purchases) {
    const pricing = problem.foods[food]!;
    const grams = ev.grams.get(food) ?? 0;
    // Water from the tap (free) is no shopping, here as on the priced list.
    if (grams <= 0 || TAP_FOOD_IDS.has(pricing.foodId)) continue;
    const k = pricing.pantry ? 0 : purchase.counts.findIndex((n) => n > 0);
    const option = pricing.options[Math.max(0, k)]!;
    items.push({
      foodId: pricing.foodId,
      name: pricing.name,
      productId: pricing.reference ? null : option.productId,
      packages: pricing.pantry ? 0 : purchase.counts.reduce((a, b) => a + b, 0),
      packageGrams: option.grams,
      gramsNeeded: Math.round(grams),
      cents: Math.round(purchase.cents),
      onSale: pricing.pantry
        ? option.onSale
        : purchase.counts.some((n, j) => n > 0 && pricing.options[j]!.onSale),
      pantry: pricing.pantry,
    });
  }
  return items.sort((a, b) => a.name.localeCompare(b.name));
}

export function renderMeal(
  problem: Problem,
  c: Candidate,
  day: number,
  type: MealType,
  cents: number,
  ev: Evaluation | null = null,
  /** Why this plan's plain meals are plain (`plainMealsBecause`). */
  plainBecause: 'budget' | 'price' = 'budget',
): Meal {
  const onSaleFoods = new Set(
    c.uses.filter((u) => problem.foods[u.food]!.onSale).map((u) => problem.foods[u.food]!.foodId),
  );
  const r = c.recipe;
  // What brings chili heat, in the recipe's words: a young child's share names it.
  const heat = problem.people?.some((p) => p.young) ? chiliHeatWords(r.ingredients, r.servings) : [];
  const eggs = wholeEggs(r.ingredients);
  return {
    slot: { day, type },
    recipeId: r.id,
    name: r.name,
    description: r.description,
    cuisine: r.cuisine,
    type,
    difficulty: r.difficulty,
    prep_time: r.totalMinutes,
    ...(r.makeAhead ? { make_ahead: { ...r.makeAhead } } : {}),
    estimated_cost: cents,
    servings: problem.family,
    serving_info: servingInfo(c, problem.family),
    // On sale by what the line is bought as (juice by its fruit, cooked rice by the rice).
    ingredients: r.ingredients.map((line) => scaleLine(line, c.scale, onSaleFoods.has(line.bought.food.id))),
    // The steps' measured amounts as the list's ("1 tablespoon of oil" for a recipe cooked 1 1/2×).
    // And the glasses and bowls, one per person, for the people eating ("pour into two glasses" of
    // a recipe for two, for three people: "three glasses"). And the pieces made per serving as
    // the amounts ("Make eight wells" of a recipe for four, for one at 1 1/2 servings: 3 wells).
    instructions: r.instructions.map((s) => {
      const forPeople = stepPieces(
        stepVessels(s.text, r.servings, problem.family),
        r.servings,
        problem.family,
        c.scale,
        eggs,
      );
      return `${s.step}. ${scaleStepText(forPeople, c.scale)}`;
    }),
    nutrition_per_serving: r.nutrition.perServing,
    main_protein: r.mainProtein,
    occasions: r.occasions,
    on_sale_food_ids: [...onSaleFoods].sort(),
    sides: capSides(renderSides(problem, c, ev), cents),
    portion: c.portion,
    calories_per_person: Math.round(c.mealKcal),
    nutrition_per_person: mealNutrition(c),
    ...(!c.shares && missesCalories(c.mealKcal, problem.calories)
      ? {
          calorie_miss: {
            target: problem.calories,
            direction: c.mealKcal < problem.calories ? ('under' as const) : ('over' as const),
            because: c.plain ? plainBecause : ('dish' as const),
          },
        }
      : {}),
    ...(c.own ? { own: true } : {}),
    ...(r.stepFoodMentions && r.stepFoodMentions.length > 0
      ? {
          step_food_warnings: r.stepFoodMentions.map((m) => ({
            step: m.step,
            words: m.words,
            diets: m.diets,
          })),
        }
      : {}),
    ...(c.shares
      ? {
          people: c.shares.map((share, i) => ({
            id: share.id,
            name: share.name,
            portion: share.portion,
            calories: Math.round(share.kcal),
            target: share.target,
            sides: share.sides.map((side) => sideText(side.step.definition, side.steps, 1)),
            ...(missesCalories(share.kcal, share.target)
              ? { miss: share.kcal < share.target ? ('under' as const) : ('over' as const) }
              : {}),
            ...(problem.people?.[i]?.young && heat.length > 0 ? { heat } : {}),
          })),
        }
      : {}),
  };
}

/** Rounded side shares never add up to more than the meal's (rounded) share. */
function capSides(sides: Side[], cents: number): Side[] {
  let left = cents;
  return sides.map((s) => {
    const share = Math.min(s.estimated_cost, Math.max(0, left));
    left -= share;
    return { ...s, estimated_cost: share };
  });
}

export function renderPlan(
  problem: Problem,
  placement: Placement,
  solver: SolverReport,
  warnings: readonly string[],
): MealPlan {
  const picks: Pick[] = [];
  const slots: { day: number; type: MealType }[] = [];
  for (let d = 0; d < problem.days; d += 1)
    for (const type of problem.types) {
      picks.push({ candidate: placement.get(type)![d]!, type });
      slots.push({ day: d + 1, type });
    }
  const ev = evaluate(problem, picks);
  const shares = mealShares(problem, picks, ev);
  const because = plainMealsBecause(problem, picks);
  const days: PlanDay[] = [];
  picks.forEach((pick, k) => {
    const slot = slots[k]!;
    const meal = renderMeal(
      problem,
      problem.candidates[pick.candidate]!,
      slot.day,
      slot.type,
      shares[k]!,
      ev,
      because,
    );
    const day = days[slot.day - 1];
    if (day) (day.meals as Meal[]).push(meal);
    else days.push({ day: slot.day, meals: [meal] });
  });
  // Per person: each meal's main portion plus its sides.
  const perPerson = picks.map((p) => mealNutrition(problem.candidates[p.candidate]!));
  const perDay: NutritionFacts = roundNutrition(scaleNutrition(sumNutrition(perPerson), 1 / problem.days));
  const kcal = perPerson.reduce((sum, n) => sum + n.energyKcal, 0) / Math.max(1, perPerson.length);
  return {
    ok: true,
    days,
    totals: {
      cost_cents: Math.round(ev.costCents),
      savings_cents: Math.max(0, Math.round(ev.regularCents - ev.costCents)),
      calories_per_meal_avg: Math.round(kcal),
      nutrition_per_day: perDay,
      meals: picks.length,
    },
    shopping: shoppingList(problem, ev),
    solver,
    warnings,
  };
}
