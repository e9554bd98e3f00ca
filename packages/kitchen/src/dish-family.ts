/**
 * Dish families: which picture a recipe gets. About 45 families (a curry bowl, a noodle bowl, a
 * taco, a sheet pan …), each drawn once (apps/server/assets/dish-images/<family>.svg, ADR 0034).
 *
 * `dishFamilyOf(recipe)` reads the recipe's name first (the dish a family would name), then its
 * main protein and ingredients, then its meal type, so every recipe, including new ones, gets a
 * family. Pure and deterministic.
 */
import { CUISINES } from './schema.js';

export const DISH_FAMILIES = {
  curry: 'a bowl of curry with rice',
  dal: 'a bowl of golden lentil dal',
  stew: 'a bowl of hearty stew',
  chili: 'a bowl of bean chili',
  soup: 'a bowl of soup',
  'noodle-soup': 'a bowl of noodle soup',
  congee: 'a bowl of rice porridge',
  noodles: 'a plate of stir-fried noodles',
  pasta: 'a plate of pasta with sauce',
  pizza: 'a flatbread pizza',
  taco: 'tacos on a plate',
  wrap: 'a wrap or burrito cut in half',
  quesadilla: 'quesadilla wedges',
  'lettuce-wraps': 'lettuce cups with filling',
  sandwich: 'a sandwich',
  burger: 'a burger',
  toast: 'toast with toppings',
  salad: 'a bowl of salad',
  'grain-bowl': 'a grain bowl with vegetables',
  'rice-bowl': 'a rice bowl with toppings',
  'fried-rice': 'a plate of fried rice',
  'stir-fry': 'a stir-fry with vegetables',
  'sheet-pan': 'a sheet pan of roasted food',
  'roast-chicken': 'a roast chicken',
  roast: 'sliced roast with vegetables',
  steak: 'a steak with greens',
  chicken: 'a chicken plate',
  'pork-chop': 'a pork chop with vegetables',
  fish: 'a fish fillet with lemon',
  seafood: 'shrimp and shellfish',
  skewers: 'grilled skewers',
  dumplings: 'dumplings',
  omelette: 'an omelette',
  'skillet-eggs': 'eggs baked in sauce',
  'eggs-plate': 'eggs on a breakfast plate',
  pancakes: 'a stack of pancakes',
  oats: 'a bowl of oats',
  'yogurt-bowl': 'a yogurt bowl with fruit',
  smoothie: 'a smoothie',
  'fruit-salad': 'a bowl of fruit',
  'baked-goods': 'muffins and baked goods',
  quiche: 'a slice of quiche or pie',
  casserole: 'a baked casserole',
  'stuffed-veg': 'stuffed vegetables',
  fritters: 'crispy fritters',
  hash: 'a skillet hash',
  risotto: 'a bowl of risotto or polenta',
} as const;

export type DishFamily = keyof typeof DISH_FAMILIES;

export const DISH_FAMILY_IDS = Object.keys(DISH_FAMILIES) as DishFamily[];

/** What `dishFamilyOf` reads: a catalogue recipe, or a planned meal with the same facts. */
export interface DishFacts {
  readonly name: string;
  readonly mainProtein?: string;
  readonly mealTypes?: readonly string[];
  readonly ingredients: readonly { readonly foodId: string }[];
}

/** Name rules, first match wins: the more specific dish words before the general ones. */
const NAME_RULES: readonly (readonly [RegExp, DishFamily])[] = [
  [/\bsmoothie|lassi\b/, 'smoothie'],
  [/\b(congee|jok|khao tom|rice soup|rice porridge)\b/, 'congee'],
  [/\b(oats|oatmeal|muesli|granola|porridge)\b/, 'oats'],
  [/\b(parfait|yogurt bowl|chia pudding)\b/, 'yogurt-bowl'],
  [/\bfruit (salad|cup)\b/, 'fruit-salad'],
  [/\bsticky rice\b.*\b(mango|coconut)|\b(mango|coconut) sticky rice\b/, 'fruit-salad'],
  [/\b(egg muffins|egg cups|egg and cheese cups)\b/, 'eggs-plate'],
  [/\b(muffins?|banana bread|biscuits?|clafoutis|scones?)\b/, 'baked-goods'],
  [/\b(pancakes?|crepes?|roti|paratha|french toast|pain perdu|chilla|waffles?)\b/, 'pancakes'],
  [/\b(dumplings?|potstickers?|gyoza)\b/, 'dumplings'],
  [/\b(pho|khao soi|noodle soup|wonton soup|ramen|udon)\b/, 'noodle-soup'],
  [/\b(quiche|pot pie|tart|spanakopita|galette)\b/, 'quiche'],
  [/\beggplant parm/, 'casserole'],
  [/\bblt\b/, 'sandwich'],
  [/\b(lettuce (wraps|cups)|ssam|larb)\b/, 'lettuce-wraps'],
  [/\b(stuffed|gemista|imam bayildi|chiles rellenos)\b/, 'stuffed-veg'],
  [/\b(burrito|gyro|rice|poke|fajita|shawarma|falafel|teriyaki chicken rice) bowls?\b/, 'rice-bowl'],
  [
    /\b(casserole|lasagna|mac(aroni)? and cheese|gratin|moussaka|parmentier|shepherd|enchiladas?|tian|bake\b|baked ziti)/,
    'casserole',
  ],
  [/\b(pizza|flatbread|farinata|lahmacun)\b/, 'pizza'],
  [/\bquesadillas?\b/, 'quesadilla'],
  // A tostada is a crisp tortilla with toppings: closer to a taco than to a pizza.
  [/\b(tacos?|fajitas|tostadas?)\b/, 'taco'],
  [/\b(burritos?|wraps?|pitas?|gyros?|tamales?|kathi rolls?|roll-ups|frankies?)\b/, 'wrap'],
  [/\b(burgers?|cheeseburgers?|sloppy joes?)\b/, 'burger'],
  [/\b(sandwich(es)?|banh mi|panini|sub\b|club\b|melt\b|croque|tortas?|pan bagnat|jambon)/, 'sandwich'],
  [/\b(toast|tartines?|bruschetta|pan con tomate|molletes)\b/, 'toast'],
  [
    /\b(omelet(te)?|frittata|tamagoyaki|tortilla espanola|spanish potato tortilla|egg foo young|kai jeow)\b/,
    'omelette',
  ],
  [
    /\b(fried rice|sinangag|khao pad|poha|pulao|biryani|paella|jambalaya|arroz con pollo|mujadara|jollof)\b/,
    'fried-rice',
  ],
  [/\b(dal|daal|dhal|khichdi)\b/, 'dal'],
  [/\bchili\b(?! (and|with|lime|pepper|garlic|greens))/, 'chili'],
  [
    /\b(curry|curried(?! chicken salad)|masala|korma|vindaloo|rogan josh|jalfrezi|makhani|tikka(?! salad)|saag|palak|chana|rajma|aloo gobi|aloo matar|bhindi|bharta|keema matar|mole|butter chicken|kheema|keema)\b/,
    'curry',
  ],
  [
    /\b(shakshuka|huevos|menemen|purgatory|cilbir|piperade|cocotte|baked eggs|steamed eggs?|egg custard|kai tun|chilaquiles|migas|gyeran)/,
    'skillet-eggs',
  ],
  [
    /\b(scramble|scrambled|bhurji|eggs? (and|with)|son-in-law|shoyu tamago|steak and eggs|egg muffins|egg cups|egg and cheese cups|eggs mayonnaise|oeufs)/,
    'eggs-plate',
  ],
  [/\b(noodles?|lo mein|pad thai|pad see ew|kee mao|soba|zoodles|zucchini noodles)\b/, 'noodles'],
  [
    /\b(pasta|spaghetti|linguine|penne|fusilli|orzo|gnocchi|fagioli|tagliatelle|macaroni|aglio|bolognese)\b/,
    'pasta',
  ],
  [/\b(risotto|polenta|grits)\b/, 'risotto'],
  [/\b(quinoa|couscous|bulgur|farro|barley)\b/, 'grain-bowl'],
  [/\b(bowls?|bibimbap|poke)\b/, 'rice-bowl'],
  [/\b(hash|home fries|skillet potatoes)\b/, 'hash'],
  [/\b(skewers?|satay|kebabs?|souvlaki|moo ping)\b/, 'skewers'],
  [/\b(fritters?|pakoras?|falafel|kofte|pancake)\b/, 'fritters'],
  [
    /\b(soup|chowder|bisque|stracciatella|avgolemono|mulligatawny|pistou|tom yum|tom kha|consomme|veloute|sopa|caldo|gazpacho)\b/,
    'soup',
  ],
  [
    /\b(stew|bourguignon|coq au vin|tagine|cassoulet|daube|fricassee|cacciatore|ratatouille|caponata|adobo|barbacoa|carnitas|birria|tinga|pulled pork)\b/,
    'stew',
  ],
  [
    /\b(salade?|carpaccio|slaw|tabbouleh|fattoush|panzanella|niçoise|nicoise|ceviche|horiatiki|esquites)\b/,
    'salad',
  ],
  [/\bsheet-pan\b/, 'sheet-pan'],
  [
    /\b(stir-fry|stir-fried|stir fry|krapow|kung pao|beef and broccoli|orange chicken|mapo|bulgogi|jeyuk|cashew chicken|gratiem|kratiem|black pepper beef|green beans and basil|tamarind prawns|shaking beef|egg roll in a bowl|bok choy|scallion)\b/,
    'stir-fry',
  ],
  [/\broast chicken|whole chicken|gai yang|tandoori chicken\b/, 'roast-chicken'],
  [/\b(pot roast|meatloaf|roast beef|tenderloin|roast pork|daube)\b/, 'roast'],
  [/\b(steak|tagliata|frites|crying tiger|carne asada|steak bites|beef fry)\b/, 'steak'],
  [/\bpork chops?\b|\blamb chops?\b/, 'pork-chop'],
  [/\b(shrimp|prawns?|scampi|gambas|mussels|moules|clams?|scallops?|crab|saganaki)\b/, 'seafood'],
  [/\b(salmon|cod|halibut|tilapia|fish|meuniere|veracruz|trout|tuna steak)\b/, 'fish'],
  [/\b(chicken|wings|drumsticks|cordon bleu|piccata)\b/, 'chicken'],
  [/\b(roasted|sausages?|chorizo)\b/, 'sheet-pan'],
  [/\blentils\b/, 'stew'],
  [/\b(meatballs?|kofta)\b/, 'pasta'],
];

const has = (facts: DishFacts, ...ids: string[]) => facts.ingredients.some((i) => ids.includes(i.foodId));

/** A name folded for matching: lower case, accents removed (Œufs → oeufs, Fricassée → fricassee). */
export function foldName(name: string): string {
  return name
    .replace(/[Œœ]/g, 'oe')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Dish families that keep and reheat well: a dinner of one of these, or any dinner that serves 6
 * or more, makes tomorrow's lunch (issue 14's "batch-friendly dinners"; `CatalogueRecipe.leftovers`).
 */
export const LEFTOVER_FAMILIES: ReadonlySet<DishFamily> = new Set<DishFamily>([
  'curry',
  'dal',
  'stew',
  'chili',
  'soup',
  'casserole',
  'roast',
  'roast-chicken',
]);

/** Whether a recipe is a batch-friendly dinner whose leftovers make a lunch. */
export function makesLeftovers(facts: DishFacts & { readonly servings: number }): boolean {
  if (!facts.mealTypes?.includes('dinner')) return false;
  return facts.servings >= 6 || LEFTOVER_FAMILIES.has(dishFamilyOf(facts));
}

/**
 * A leading cuisine name with at least two words after it: "Thai Garlic Pepper Pork (Moo
 * Kratiem)" and "Garlic Pepper Pork (Moo Gratiem)" are one dish (a walk-through had both in 3
 * days), while "Thai Omelet" names its dish by the cuisine, and "Turkish Red Lentil Soup" (not a
 * cuisine of ours) stays its own.
 */
const LEADING_CUISINE = new RegExp(`^(${CUISINES.join('|')}) (?=\\S+ \\S)`);

/**
 * The dish a recipe is, whatever its version: "Weeknight Butter Chicken" and "Butter Chicken",
 * "Chinese Tomato and Egg Stir-Fry over Rice" and "Chinese Tomato and Egg Stir-Fry", "Rajma
 * (Kidney Bean Curry)" and "Quick Rajma (Kidney Bean Curry) with Rice" are one dish. The
 * catalogue has quick versions of some dishes beside the originals; a plan holds a dish once.
 * The name folded to lower case without accents, words in parentheses, "quick", "easy",
 * "weeknight", "N-minute" ("15-Minute", "Fifteen-Minute") and the pan it is made in ("Skillet Pork Chops with Apples and Onions" is
 * "Pork Chops with Apples and Onions", "Huevos Rancheros Skillet" is "Huevos Rancheros"), a trailing "over/with/on (…) rice, toast, naan or greens", and a
 * leading cuisine ("Thai …") before two words or more; then its words in any order, without
 * "with" and "and" ("Pad See Ew with Chicken" and "Chicken Pad See Ew" were days 1 and 5 of a
 * walk-through's Thai week).
 */
export function dishKey(name: string): string {
  return (
    foldName(name)
      .replace(/\s*\(.*?\)\s*/g, ' ')
      .replace(
        /\b(quick|easy|weeknight|(\d+|five|ten|fifteen|twenty|thirty|forty-five)-minute|skillet|one-pan|one-pot|sheet-pan)\b/g,
        ' ',
      )
      .replace(
        /\s+(over|with|on)\s+(steamed\s+|warm\s+|basmati\s+|jasmine\s+|brown\s+)?(rice|toast|naan|greens)\s*$/g,
        '',
      )
      // Lettuce cups and lettuce wraps are one thing ("Tofu Larb Lettuce Cups" and "Tofu Larb
      // Lettuce Wraps" were days 1 and 2 of a bench plan).
      .replace(/\blettuce (cups|wraps)\b/g, 'lettuce cups')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .replace(LEADING_CUISINE, '')
      .split(' ')
      .filter((word) => !JOINING_WORDS.has(word))
      .sort()
      .join(' ')
  );
}

/** Words that join a dish's name: "Pad See Ew with Chicken" is "Chicken Pad See Ew". */
const JOINING_WORDS = new Set(['with', 'and', 'the', 'a']);

/** The recipe's dish family (always one of DISH_FAMILY_IDS). */
export function dishFamilyOf(facts: DishFacts): DishFamily {
  const name = foldName(facts.name);
  for (const [pattern, family] of NAME_RULES) if (pattern.test(name)) return family;
  return familyByFacts(facts);
}

/** When the name says nothing we know: the main protein and ingredients, then the meal type. */
function familyByFacts(facts: DishFacts): DishFamily {
  const breakfast = facts.mealTypes?.length === 1 && facts.mealTypes[0] === 'breakfast';
  switch (facts.mainProtein) {
    case 'egg':
      return has(facts, 'potato', 'red-potato', 'yukon-gold-potato', 'sweet-potato') ? 'hash' : 'eggs-plate';
    case 'fish':
      return 'fish';
    case 'shellfish':
      return 'seafood';
    case 'lentils':
      return 'dal';
    case 'beans':
    case 'chickpeas':
      return breakfast ? 'toast' : 'grain-bowl';
    case 'tofu':
    case 'tempeh':
      return 'stir-fry';
    case 'chicken':
    case 'turkey':
      return 'chicken';
    case 'beef':
      return 'steak';
    case 'pork':
    case 'lamb':
      return 'pork-chop';
    default:
      break;
  }
  if (has(facts, 'rolled-oats', 'steel-cut-oats')) return 'oats';
  if (has(facts, 'yogurt')) return 'yogurt-bowl';
  if (has(facts, 'pasta', 'gluten-free-pasta', 'whole-wheat-pasta', 'macaroni')) return 'pasta';
  if (has(facts, 'quinoa', 'cooked-quinoa', 'bulgur', 'couscous', 'barley')) return 'grain-bowl';
  if (has(facts, 'white-rice', 'brown-rice', 'cooked-white-rice', 'cooked-brown-rice')) return 'rice-bowl';
  if (breakfast) return 'toast';
  return 'sheet-pan';
}

/** Savoury pancakes by name: chickpea-flour chilla, Korean jeon, dosa, okonomiyaki … */
const SAVOURY_PANCAKES =
  /\b(chillas?|cheela|pudla|jeon|pajeon|dosas?|uttapams?|okonomiyaki|(vegetable|scallion|savou?ry|potato|kimchi) pancakes?)\b/;

/**
 * The drawing a dish is shown with: its family's, except a savoury pancake or a chickpea
 * flatbread, drawn as fritters (the pancake picture is a sweet stack with syrup and berries; a
 * walk-through met it beside Besan Chilla and a Korean vegetable pancake). Pictures only:
 * planning keeps the dish's family.
 */
export function dishPictureOf(facts: DishFacts): DishFamily {
  const family = dishFamilyOf(facts);
  const name = foldName(facts.name);
  if (family === 'pancakes' && SAVOURY_PANCAKES.test(name)) return 'fritters';
  // A chickpea flatbread (farinata, socca) plans as a pizza but has no cheese or toppings to draw:
  // a walk-through met Chickpea Farinata drawn as a pizza with toppings.
  if (family === 'pizza' && CHICKPEA_FLATBREAD.test(name)) return 'fritters';
  return family;
}

const CHICKPEA_FLATBREAD = /\b(farinata|socca|cecina)\b/;

/** The picture's URL path, served by the server's dish-images plugin. */
export function dishImagePath(family: DishFamily): string {
  return `/images/dishes/${family}.svg`;
}

/** Aromatics, herbs and citrus: in many dishes, so sharing them does not make two dishes alike. */
const SEASONING_PRODUCE =
  /garlic|onion|shallot|scallion|leek|ginger|lemongrass|galangal|chil|jalapeno|serrano|cilantro|parsley|basil|mint|dill|thyme|rosemary|oregano|sage|tarragon|chive|herb|lemon|lime|kaffir|curry-leaves/;

/**
 * Named dishes: a family sees the dish's name twice in a week whatever the protein or the
 * vegetable ("Vegetable Pad Thai with Tofu" and "Chicken Pad Thai" in a 5-day Thai plan; "Red
 * Pepper Shakshuka with Feta", "Tofu Shakshuka" and "Eggs in Purgatory" — eggs in tomato sauce —
 * in 3 days; "Crispy Chickpea and Quinoa Bowls" beside "Crispy Chickpea Shawarma Salad" on one
 * day: a session-31 walk-through). First match wins; the key is the dish's.
 */
const NAMED_DISHES: readonly (readonly [RegExp, string])[] = [
  [/\bcrispy chickpeas?\b/, 'crispy-chickpeas'],
  [/\b(shakshuka|purgatory|menemen)\b/, 'eggs-in-tomato-sauce'],
  [/\bpad thai\b/, 'pad-thai'],
  // Stir-fried wheat noodles by any name (a walk-through had lo mein and hakka noodles on
  // consecutive dinners).
  [/\b(lo mein|chow mein|hakka noodles)\b/, 'lo-mein'],
  // Savoury gram- or lentil-flour pancakes ("Besan Chilla" beside "Tomato Omelette (Besan Pudla)").
  [/\b(chilla|cheela|pudla)\b/, 'chilla'],
  [/\bsloppy joes?\b/, 'sloppy-joes'],
  [/\bquesadillas?\b/, 'quesadillas'],
  [/\b(pulao|pilaf|pilau)\b/, 'pilaf'],
  [/\begg salad\b/, 'egg-salad'],
  [/\b(fried rice|sinangag|khao pad|nasi goreng)\b/, 'fried-rice'],
  [/\bfrittata\b/, 'frittata'],
  [/\bcongee\b/, 'congee'],
  [/\bbibimbap\b/, 'bibimbap'],
  [/\bchilaquiles\b/, 'chilaquiles'],
  [/\bmigas\b/, 'migas'],
  [/\brisotto\b/, 'risotto'],
  [/\btikka masala\b/, 'tikka-masala'],
  [/\bkorma\b/, 'korma'],
  [/\bbiryani\b/, 'biryani'],
  [/\b(dal|daal|dhal)\b/, 'dal'],
  [/\b(pho|pho ga)\b/, 'pho'],
  [/\bburrito bowls?\b/, 'burrito-bowl'],
  [/\bpoke\b/, 'poke'],
  [/\bsatay\b/, 'satay'],
  [/\blarb\b/, 'larb'],
  [/\btom kha\b/, 'tom-kha'],
  [/\bgreen curry\b/, 'green-curry'],
  [/\bkung pao\b/, 'kung-pao'],
  [/\bshawarma\b/, 'shawarma'],
  [/\btabbouleh\b/, 'tabbouleh'],
  [/\btostadas?\b/, 'tostadas'],
  [/\benchiladas?\b/, 'enchiladas'],
  [/\bfajitas?\b/, 'fajitas'],
  [/\bputtanesca\b/, 'puttanesca'],
  [/\bratatouille\b/, 'ratatouille'],
  [/\bnicoise\b/, 'nicoise'],
  [/\bbourguignon\b/, 'bourguignon'],
  [/\bcroque\b/, 'croque'],
  [/\bquiche\b/, 'quiche'],
  [/\b(kofta|kofte)\b/, 'kofta'],
  [/\blentil soup\b/, 'lentil-soup'],
  [/\bbanh mi\b/, 'banh-mi'],
  [/\btagine\b/, 'tagine'],
  [/\bfrench toast\b/, 'french-toast'],
  [/\bbolognese\b/, 'bolognese'],
];

/** The named dish a recipe's name says ("Tofu Shakshuka": eggs-in-tomato-sauce), else null. */
export function namedDishOf(name: string): string | null {
  const folded = foldName(name);
  for (const [pattern, dish] of NAMED_DISHES) if (pattern.test(folded)) return dish;
  return null;
}

/** What `lookalikeKey` reads of a recipe: its name, main protein and ingredients' foods and grams. */
export interface LookalikeFacts {
  /** The recipe's name: a named dish (`namedDishOf`) is its own group. */
  readonly name?: string;
  readonly mainProtein: string;
  readonly ingredients: readonly {
    readonly food: { readonly id: string; readonly aisle: string };
    readonly grams: { readonly purchased: number };
  }[];
}

/**
 * Dishes a family would call the same dinner though they are different recipes: one dish family,
 * one main protein and one headline vegetable (the produce the recipe uses most, aromatics and
 * herbs aside): "Sesame-Garlic Tofu and Broccoli" and "Tamari-Ginger Glazed Tofu with Broccoli",
 * "Teriyaki Salmon with Bok Choy" and "Miso-Glazed Cod with Bok Choy". Null for a dish without a
 * main protein or a vegetable to tell it by ("Chicken Parmesan" and "Chicken Cordon Bleu" are not
 * alike), except plain pulses (`plainLegumeKey`). A named dish (`namedDishOf`: shakshuka, pad thai,
 * fried rice …) is one group whatever its protein or vegetable. A plan may hold two, at a price (the planner's
 * `lookalikeRepeat`); a walk-through's refreshes put the two tofu-and-broccoli dinners in one week.
 */
export function lookalikeKey(recipe: LookalikeFacts, family: DishFamily): string | null {
  const named = recipe.name === undefined ? null : namedDishOf(recipe.name);
  if (named !== null) return `dish|${named}`;
  if (recipe.mainProtein === 'none') return null;
  let headline: { id: string; grams: number } | null = null;
  for (const line of recipe.ingredients) {
    if (line.food.aisle !== 'produce' || SEASONING_PRODUCE.test(line.food.id)) continue;
    if (!headline || line.grams.purchased > headline.grams)
      headline = { id: line.food.id, grams: line.grams.purchased };
  }
  if (headline) return `${family}|${recipe.mainProtein}|${headline.id}`;
  return plainLegumeKey(recipe, family);
}

/** Main proteins that are a pulse the dish is mostly made of. */
const LEGUME_PROTEINS = new Set(['chickpeas', 'beans', 'lentils']);

/**
 * Warm seasoned pulses with nothing else to tell them by: "Balila (Warm Lebanese Chickpeas)",
 * "Warm Chickpeas with Tahini and Cumin", "Chickpea Sundal" — the same bowl of chickpeas to a
 * family, though the catalogue files one as toast (a breakfast) and the others as grain bowls (a
 * walk-through's 3-day plan held the first two). Only for those families, the ones a pulse dish
 * without a name rule falls into, and only when the pulse itself is the heaviest ingredient (a
 * chickpea-flour dhokla is not a bowl of chickpeas); named dishes (chana masala, pasta e ceci,
 * rajma) keep no look-alike.
 */
function plainLegumeKey(recipe: LookalikeFacts, family: DishFamily): string | null {
  if (!LEGUME_PROTEINS.has(recipe.mainProtein) || (family !== 'toast' && family !== 'grain-bowl'))
    return null;
  let heaviest: { id: string; grams: number } | null = null;
  for (const line of recipe.ingredients)
    if (!heaviest || line.grams.purchased > heaviest.grams)
      heaviest = { id: line.food.id, grams: line.grams.purchased };
  if (!heaviest || /flour/.test(heaviest.id) || !/chickpea|bean|lentil|dal/.test(heaviest.id)) return null;
  return `plain-pulses|${recipe.mainProtein}`;
}

/** The staples a meal is built on, by food id: what a family counts ("rice again"). */
const STAPLES: readonly (readonly [RegExp, string])[] = [
  [/^(white-rice|brown-rice|cooked-white-rice|cooked-brown-rice|sticky-rice|arborio-rice)$/, 'rice'],
  [/^(pasta|cooked-pasta|gluten-free-pasta|whole-wheat-pasta|lasagna-noodles)$/, 'pasta'],
  [/^(egg-noodles|rice-noodles|cooked-rice-noodles|wheat-noodles|soba)$/, 'noodles'],
  [/^(baguette|white-bread|whole-wheat-bread|hamburger-bun|naan|pita|bagel|english-muffin)$/, 'bread'],
  [/^(corn-tortilla|flour-tortilla)$/, 'tortillas'],
  [/^(potato|red-potato|yukon-gold-potato)$/, 'potatoes'],
  [/^(rolled-oats|steel-cut-oats)$/, 'oats'],
  [/^(quinoa|cooked-quinoa|couscous|cooked-couscous|bulgur|cooked-bulgur|barley)$/, 'grains'],
];

/** What `stapleOf` reads of a recipe: its servings and its ingredients' foods and grams. */
export interface StapleFacts {
  readonly servings: number;
  readonly ingredients: readonly {
    readonly food: { readonly id: string };
    readonly grams: { readonly purchased: number };
  }[];
}

/**
 * The staple a meal is built on (rice, pasta, noodles, bread, tortillas, potatoes, oats, grains):
 * the heaviest such line when it is a real part of a serving (30 g or more a serving, raw or
 * cooked); null otherwise. A plan with no cuisine chosen put rice under 11 of 21 meals (sticky
 * rice twice, poha rice, lemon rice, pulao, mujadara, khichdi …): no dish family nor protein
 * repeated, yet rice every day, twice.
 */
export function stapleOf(recipe: StapleFacts): string | null {
  const grams = new Map<string, number>();
  for (const line of recipe.ingredients) {
    const staple = STAPLES.find(([pattern]) => pattern.test(line.food.id))?.[1];
    if (staple) grams.set(staple, (grams.get(staple) ?? 0) + line.grams.purchased);
  }
  let best: { staple: string; grams: number } | null = null;
  for (const [staple, g] of grams) if (!best || g > best.grams) best = { staple, grams: g };
  return best && best.grams / Math.max(1, recipe.servings) >= 30 ? best.staple : null;
}

/** What `meatFoodOf` reads of a recipe: its ingredients' foods (attributes, protein) and grams. */
export interface MeatFoodFacts {
  readonly ingredients: readonly {
    readonly food: {
      readonly id: string;
      readonly attributes: readonly string[];
      readonly nutrientsPer100g: { readonly proteinG: number };
    };
    readonly grams: { readonly edible: number };
  }[];
}

/** Meat and fish foods under this much protein flavour a dish (broths, fish sauce, bacon bits are not). */
const MEAT_FOOD_MIN_PROTEIN_G_PER_100G = 6;

/**
 * The meat or fish food a meal is built on: the one giving it the most protein (chorizo, chicken
 * thighs, canned tuna, shrimp); null for a meal without meat or fish. What a family counts besides
 * the protein's kind ("chorizo again"): unbudgeted 7 × 3 plans had chorizo in 3 of their meals, a
 * different dish each time, the pork on no more than a third of the week.
 */
export function meatFoodOf(recipe: MeatFoodFacts): string | null {
  let best: { id: string; protein: number } | null = null;
  for (const line of recipe.ingredients) {
    const { food } = line;
    if (!food.attributes.some((a) => a === 'meat' || a === 'poultry' || a === 'fish' || a === 'shellfish'))
      continue;
    if (food.nutrientsPer100g.proteinG < MEAT_FOOD_MIN_PROTEIN_G_PER_100G) continue;
    const protein = (line.grams.edible * food.nutrientsPer100g.proteinG) / 100;
    if (!best || protein > best.protein) best = { id: food.id, protein };
  }
  return best?.id ?? null;
}
