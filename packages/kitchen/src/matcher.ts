/**
 * Food matcher: finds the food an ingredient description names.
 *
 * 1. Exact: an alias (or the name) found as a run of words in the text, after lower-casing,
 *    removing accents and punctuation and reducing every word to its singular
 *    ("Tomatoes" → "tomato", "leaves" → "leaf"). The earliest mention wins, because the first
 *    food named is the one meant ("salt and pepper" → salt, "olive oil or butter" → olive oil);
 *    at one position the longest alias wins ("peanut butter" over "peanut").
 * 2. Fuzzy fallback for misspellings ("brocoli", "parmesean"): the alias closest by edit
 *    distance to a run of as many words, accepted above a similarity threshold.
 *
 * The part before the first comma is tried first, so "3 cloves garlic, minced" looks at
 * "garlic" and leaves ", minced" as preparation.
 */

export interface MatchableFood {
  readonly id: string;
  readonly name: string;
  readonly aliases: readonly string[];
}

export interface FoodMatch {
  readonly foodId: string;
  /** The alias (normalized) that matched. */
  readonly alias: string;
  readonly kind: 'exact' | 'fuzzy';
  /** 1 for exact matches; edit-distance similarity (0–1) for fuzzy ones. */
  readonly score: number;
  /** Words of the matched part not covered by the alias ("chopped", "boneless"), in order. */
  readonly leftoverWords: readonly string[];
  /** Text after the first comma when the food was found before it (", minced" → "minced"). */
  readonly afterComma: string;
}

const KEEP_AS_IS = new Set([
  'hummus',
  'asparagus',
  'couscous',
  'citrus',
  'octopus',
  'molasses',
  'swiss',
  'bass',
  'grass',
  'lemongrass',
  'watercress',
  'cress',
  'haricots',
  'plus',
  'this',
  'is',
  'us',
  'gas',
  'less',
  'hass',
  'harissa',
]);

const IRREGULAR: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  chilies: 'chili',
  chillies: 'chili',
  chiles: 'chile',
  cookies: 'cookie',
  brownies: 'brownie',
  veggies: 'veggie',
  pies: 'pie',
  smoothies: 'smoothie',
  anchovies: 'anchovy',
  tomatoes: 'tomato',
  potatoes: 'potato',
  mangoes: 'mango',
  mangos: 'mango',
  avocados: 'avocado',
  jalapenos: 'jalapeno',
  teeth: 'tooth',
  mice: 'mouse',
};

/** Reduces a lower-case word to a singular stem; used identically on aliases and input. */
export function singular(word: string): string {
  if (word.length <= 3 || KEEP_AS_IS.has(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular !== undefined) return irregular;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Lower-case, accent-free words with punctuation removed ("Jalapeño-Peppers," → ["jalapeno", "peppers"]). */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
}

export const normalize = (text: string): string => words(text).map(singular).join(' ');

/** Levenshtein distance (two-row dynamic programme). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length] ?? 0;
}

export const similarity = (a: string, b: string): number =>
  1 - editDistance(a, b) / Math.max(a.length, b.length, 1);

/**
 * Minimum similarity for a fuzzy match: two slips in an 8-letter word ("brocolli") pass, two in a
 * 5-letter word do not. Aliases shorter than 5 letters are never matched fuzzily.
 */
const FUZZY_THRESHOLD = 0.75;

interface Span {
  readonly foodId: string;
  readonly alias: string;
  readonly start: number;
  readonly length: number;
  readonly score: number;
}

/** Words after the food, cut at "and"/"or": "salt and pepper" names a second food, not a preparation. */
function afterSpan(rest: readonly string[]): readonly string[] {
  const first = rest[0];
  return first === 'and' || first === 'or' ? [] : rest;
}

/** Words that describe any food and say nothing about which one it is (for `suggest`). */
const DESCRIPTIVE = new Set([
  'fresh',
  'frozen',
  'dried',
  'ground',
  'shredded',
  'chopped',
  'sliced',
  'diced',
  'large',
  'small',
  'medium',
  'whole',
  'white',
  'green',
  'black',
  'plain',
  'unsweetened',
  'canned',
  'cooked',
  'raw',
  'low-fat',
  'lowfat',
  'boneless',
  'skinless',
  'extra',
  'light',
  'dark',
  'sweet',
]);

export class FoodMatcher {
  private readonly index = new Map<string, string>();
  private readonly byLength = new Map<number, { key: string; foodId: string }[]>();
  private readonly maxWords: number;

  constructor(foods: readonly MatchableFood[]) {
    let maxWords = 1;
    for (const food of foods) {
      for (const alias of [food.name, ...food.aliases]) {
        const key = normalize(alias);
        if (key === '' || this.index.has(key)) continue; // the first food to claim an alias keeps it
        this.index.set(key, food.id);
        const length = key.split(' ').length;
        maxWords = Math.max(maxWords, length);
        const list = this.byLength.get(length) ?? [];
        list.push({ key, foodId: food.id });
        this.byLength.set(length, list);
      }
    }
    this.maxWords = maxWords;
  }

  /** Which food an alias (normalized) belongs to, if any. */
  lookup(text: string): string | undefined {
    return this.index.get(normalize(text));
  }

  /** Earliest-starting alias, longest at that position ("olive oil or butter" → olive oil). */
  private exact(stems: readonly string[]): Span | null {
    for (let start = 0; start < stems.length; start += 1) {
      for (let length = Math.min(this.maxWords, stems.length - start); length >= 1; length -= 1) {
        const key = stems.slice(start, start + length).join(' ');
        const foodId = this.index.get(key);
        if (foodId !== undefined) return { foodId, alias: key, start, length, score: 1 };
      }
    }
    return null;
  }

  private fuzzy(stems: readonly string[]): Span | null {
    let best: Span | null = null;
    for (let length = Math.min(this.maxWords, stems.length); length >= 1; length -= 1) {
      for (const { key, foodId } of this.byLength.get(length) ?? []) {
        if (key.length < 5) continue;
        for (let start = 0; start + length <= stems.length; start += 1) {
          const window = stems.slice(start, start + length).join(' ');
          if (Math.abs(window.length - key.length) > key.length * (1 - FUZZY_THRESHOLD)) continue;
          const score = similarity(window, key);
          if (score >= FUZZY_THRESHOLD && (best === null || score > best.score)) {
            best = { foodId, alias: key, start, length, score };
          }
        }
      }
    }
    return best;
  }

  /**
   * The foods a description most likely names, best first, for a person to pick from when
   * `match` is not sure (imported recipes, issue #19): every alias found as a run of words scores
   * 1 (longer aliases first), then the closest aliases by edit distance over runs of as many
   * words, then aliases sharing a word. At most `limit` foods, each once.
   */
  suggest(description: string, limit = 5): { foodId: string; score: number }[] {
    const stems = words(description).map(singular);
    const best = new Map<string, number>();
    const offer = (foodId: string, score: number) => {
      if (score > (best.get(foodId) ?? 0)) best.set(foodId, score);
    };
    const present = new Set(stems);
    for (let length = Math.min(this.maxWords, stems.length); length >= 1; length -= 1) {
      for (const { key, foodId } of this.byLength.get(length) ?? []) {
        for (let start = 0; start + length <= stems.length; start += 1) {
          const window = stems.slice(start, start + length).join(' ');
          // Exact runs score 1 plus a little per word, so "chicken thigh" outranks "chicken".
          if (window === key) offer(foodId, 1 + length / 100);
          else if (key.length >= 4) {
            const score = similarity(window, key);
            if (score >= 0.7) offer(foodId, score * 0.9);
          }
        }
        if (length > 1) {
          const aliasWords = key.split(' ');
          const shared = aliasWords.filter(
            (word) => word.length > 3 && !DESCRIPTIVE.has(word) && present.has(word),
          ).length;
          // The alias's last word is its noun ("chicken broth" → broth): sharing it counts more.
          const noun = present.has(aliasWords[aliasWords.length - 1]!) ? 0.1 : 0;
          if (shared > 0) offer(foodId, 0.5 + (0.3 * shared) / length + noun);
        }
      }
    }
    return [...best]
      .filter(([, score]) => score >= 0.55)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([foodId, score]) => ({ foodId, score: Math.round(score * 100) / 100 }));
  }

  /** The food an ingredient description names, or null. */
  match(description: string): FoodMatch | null {
    const comma = description.indexOf(',');
    const head = comma === -1 ? description : description.slice(0, comma);
    const tail = comma === -1 ? '' : description.slice(comma + 1).trim();
    const attempts: [string, string, 'exact' | 'fuzzy'][] = [
      [head, tail, 'exact'],
      [description, '', 'exact'],
      [head, tail, 'fuzzy'],
      [description, '', 'fuzzy'],
    ];
    for (const [text, afterComma, kind] of attempts) {
      const raw = words(text);
      const stems = raw.map(singular);
      const span = kind === 'exact' ? this.exact(stems) : this.fuzzy(stems);
      if (span) {
        return {
          foodId: span.foodId,
          alias: span.alias,
          kind,
          score: span.score,
          leftoverWords: [...raw.slice(0, span.start), ...afterSpan(raw.slice(span.start + span.length))],
          afterComma,
        };
      }
    }
    return null;
  }
}
