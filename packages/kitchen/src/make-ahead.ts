/**
 * Time a recipe waits before it can be served that its prep and cook minutes do not count:
 * marinating, soaking, steeping or chilling for hours or overnight. A walk-through's breakfast,
 * Soy-Marinated Eggs, read "Easy · 17 min" under a 30-minute limit, and its third step said
 * "refrigerate at least 6 hours". Read from the steps (the recipe's own words), so the family's
 * own recipes get it too. Cooking for hours (braising, simmering, baking) is cook time, not this.
 */

import { splitIngredientText, stepNumber } from './amounts.js';

export interface MakeAhead {
  /** The least wait the steps allow, minutes (overnight: 8 hours). */
  readonly minutes: number;
  /** What to do ahead, for the cook: "Marinate at least 6 hours", "Chill overnight". */
  readonly text: string;
}

/** Below this a wait is part of getting a meal on the table (a 10-minute marinade), not ahead. */
const MIN_AHEAD_MINUTES = 60;
const OVERNIGHT_MINUTES = 8 * 60;

const VERBS: readonly (readonly [RegExp, string])[] = [
  [/\bmarina(?:te|ting|de)/i, 'Marinate'],
  [/\bsoak/i, 'Soak'],
  [/\bsteep/i, 'Steep'],
  [/\b(?:refrigerat|chill)/i, 'Chill'],
];
/** Hours of cooking are the cook's minutes already. */
const COOKING = /\b(?:braise|simmer|bake|roast|boil|cook|rise)\b/i;
const NUMBER = String.raw`(\d+(?:\s+\d\/\d)?|\d\/\d|one|two|three|four|five|six|eight|twelve)`;
const HOURS = new RegExp(
  String.raw`\b(?:(at least|about)\s+)?${NUMBER}(?:\s*(?:to|-|–)\s*${NUMBER})?\s*hours?\b`,
  'i',
);
const MINUTES = /\b(?:at least|for)\s+(\d+)\s*minutes?\b/i;
const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  eight: 8,
  twelve: 12,
};

function hoursOf(text: string): number {
  return WORDS[text.toLowerCase()] ?? stepNumber(text);
}

function hoursText(hours: number): string {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1).replace(/\.0$/, '')} hour${hours === 1 ? '' : 's'}`;
}

/** The wait a step asks for, when it is a marinade, soak, steep or chill of an hour or more. */
function waitOf(step: string): MakeAhead | null {
  // Each clause on its own: "Rest 5 minutes, whisk again, cover and refrigerate overnight".
  for (const clause of step.split(/[.;]\s*/)) {
    const verb = VERBS.find(([pattern]) => pattern.test(clause))?.[1];
    if (!verb) continue;
    const hours = HOURS.exec(clause);
    const overnight = /\bovernight\b/i.test(clause);
    if (COOKING.test(clause) && !overnight && !/\b(?:marinat|soak|steep)/i.test(clause)) continue;
    const timed = hours ? hoursOf(hours[2]!) * 60 : null;
    // "Marinate for at least 10 minutes, or overnight": the least it allows is not ahead.
    const short = MINUTES.exec(clause);
    // "Refrigerate overnight, or at least 4 hours": the least it allows.
    const minutes = timed !== null ? timed : short ? Number(short[1]) : overnight ? OVERNIGHT_MINUTES : null;
    if (minutes === null || minutes < MIN_AHEAD_MINUTES) continue;
    // "At least" for "at least N hours", and for a range ("1 to 4 hours") or "overnight" beside it.
    const least = Boolean(hours?.[1] === 'at least' || hours?.[3] || (timed !== null && overnight));
    const text =
      timed !== null ? `${verb} ${least ? 'at least ' : ''}${hoursText(timed / 60)}` : `${verb} overnight`;
    return { minutes, text };
  }
  return null;
}

/**
 * The longest wait of a recipe's steps, or of its description when no step names one ("Soak red
 * lentils overnight and these … pancakes": the steps start from "the soaked lentils"); null when it
 * needs nothing ahead.
 */
export function makeAheadOf(recipe: {
  readonly description?: string;
  readonly instructions: readonly { readonly text: string }[];
  readonly ingredients?: readonly { readonly text: string }[];
  readonly cookMinutes?: number;
}): MakeAhead | null {
  let best: MakeAhead | null = null;
  for (const step of recipe.instructions) {
    const wait = waitOf(step.text);
    if (wait && (!best || wait.minutes > best.minutes)) best = wait;
  }
  best ??= recipe.description ? waitOf(recipe.description) : null;
  const soaked = ingredientWaitOf(recipe.ingredients ?? []);
  if (soaked && (!best || soaked.minutes > best.minutes)) best = soaked;
  const grain = cookedGrainOf(recipe);
  return grain && (!best || grain.minutes > best.minutes) ? grain : best;
}

/**
 * A wait an ingredient's own note asks for ("1 2/3 cups sticky rice, soaked overnight"), said with
 * the food: "Soak the sticky rice overnight". A walk-through's Mango Sticky Rice read "Prep time:
 * 45 min" and no step said to soak the rice.
 */
function ingredientWaitOf(lines: readonly { readonly text: string }[]): MakeAhead | null {
  let best: MakeAhead | null = null;
  for (const line of lines) {
    const { rest } = splitIngredientText(line.text);
    const comma = rest.indexOf(',');
    if (comma <= 0) continue;
    const wait = waitOf(rest.slice(comma + 1));
    if (!wait || (best && wait.minutes <= best.minutes)) continue;
    const name = rest.slice(0, comma).trim();
    const [verb, ...how] = wait.text.split(' ');
    // "Soak the rice for 4 hours", "… at least 4 hours", "… overnight".
    const span = /^\d/.test(how[0] ?? '') ? `for ${how.join(' ')}` : how.join(' ');
    best = { minutes: wait.minutes, text: `${verb} the ${name} ${span}` };
  }
  return best;
}

/** A grain the recipe takes cooked ("4 cups cold cooked jasmine rice"), and how it is wanted. */
const COOKED_GRAIN =
  /\b(?:(cold|day-old|chilled|cooled|leftover)\s+)?cooked\s+(?:(?:white|brown|jasmine|basmati|long-grain|short-grain|sushi|wild)\s+)*(rice|quinoa|farro|barley)\b/i;
/** Minutes to cook each on the stove, rinsing and resting included (brown rice is slower). */
const GRAIN_MINUTES: Record<string, number> = { rice: 20, quinoa: 20, farro: 30, barley: 45 };

/**
 * Cooked rice or another grain among the ingredients that no step cooks: its minutes are not in
 * the recipe's. A walk-through's "Vegetable Fried Rice with Tofu · 30 min" needed "5 1/4 cups
 * cold cooked rice" (and the list bought raw rice). Cold or day-old rice is cooked the day
 * before; warm rice first, about 20 minutes (45 for brown), or leftover rice does, unless the
 * recipe cooks at least as long (the rice cooks alongside a simmering adobo).
 */
function cookedGrainOf(recipe: {
  readonly instructions: readonly { readonly text: string }[];
  readonly ingredients?: readonly { readonly text: string }[];
  readonly cookMinutes?: number;
}): MakeAhead | null {
  for (const line of recipe.ingredients ?? []) {
    const match = COOKED_GRAIN.exec(line.text);
    if (!match) continue;
    const grain = match[2]!.toLowerCase();
    const cooks = new RegExp(String.raw`\b(?:cook|simmer|boil|steam)\b[^.]*\b${grain}\b`, 'i');
    if (recipe.instructions.some((step) => cooks.test(step.text) && !/\bcooked\b/i.test(step.text)))
      return null;
    const cold = match[1] !== undefined && match[1].toLowerCase() !== 'leftover';
    if (cold) return { minutes: OVERNIGHT_MINUTES, text: `Cook the ${grain} the day before and chill it` };
    // "4 cups cooked rice, cooled" (lemon rice): cooked and cooled an hour ahead.
    if (/,\s*(?:cooled|cold)\b/i.test(line.text.slice(match.index + match[0].length)))
      return {
        minutes: 60,
        text: `Cook the ${grain} an hour ahead and let it cool (or use leftover ${grain})`,
      };
    const minutes = /\bbrown\s+rice\b/i.test(match[0]) ? 45 : (GRAIN_MINUTES[grain] ?? 20);
    if ((recipe.cookMinutes ?? 0) >= minutes) return null;
    return { minutes, text: `Cook the ${grain} first, about ${minutes} minutes (or use leftover ${grain})` };
  }
  return null;
}
