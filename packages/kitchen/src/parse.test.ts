import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './index.js';
import type { UnitId } from './units.js';

const parser = loadCatalogue().parser;

/**
 * [line, quantity, unit, foodId, preparation?] — written by hand: what a cook reading the line
 * would buy and measure. `preparation` is checked only when given.
 */
type Case = readonly [
  line: string,
  quantity: number | null,
  unit: UnitId | null,
  foodId: string | null,
  prep?: string,
];

const CASES: readonly Case[] = [
  // --- the issue's own examples ---------------------------------------------------------------
  ['2 1/2 cups chopped yellow onion', 2.5, 'cup', 'onion', 'chopped'],
  ['1 (14.5 oz) can diced tomatoes', 1, 'can', 'canned-tomatoes', ''],
  ['3 cloves garlic, minced', 3, 'clove', 'garlic', 'minced'],
  ['salt to taste', null, null, 'salt', 'to taste'],
  // --- fractions, decimals, unicode ---------------------------------------------------------------
  ['1/2 cup whole milk', 0.5, 'cup', 'milk'],
  ['½ cup sugar', 0.5, 'cup', 'sugar'],
  ['1½ cups all-purpose flour', 1.5, 'cup', 'flour'],
  ['¾ tsp kosher salt', 0.75, 'tsp', 'kosher-salt'],
  ['1 ¼ cups chicken broth', 1.25, 'cup', 'chicken-broth'],
  ['0.5 lb ground beef', 0.5, 'lb', 'ground-beef'],
  ['1.5 kg potatoes', 1.5, 'kg', 'potato'],
  ['2/3 cup brown sugar, packed', 2 / 3, 'cup', 'brown-sugar', 'packed'],
  ['1 1/3 cups water', 4 / 3, 'cup', 'water'],
  // --- unit spellings ------------------------------------------------------------------------------
  ['2 tablespoons olive oil', 2, 'tbsp', 'olive-oil'],
  ['2 Tbsp soy sauce', 2, 'tbsp', 'soy-sauce'],
  ['1 T honey', 1, 'tbsp', 'honey'],
  ['1 t vanilla extract', 1, 'tsp', 'vanilla'],
  ['1 tsp. ground cumin', 1, 'tsp', 'cumin'],
  ['2 teaspoons baking powder', 2, 'tsp', 'baking-powder'],
  ['8 oz. cream cheese, softened', 8, 'oz', 'cream-cheese', 'softened'],
  ['12 ounces spaghetti', 12, 'oz', 'pasta'],
  ['2 lbs chicken thighs', 2, 'lb', 'chicken-thigh'],
  ['1 pound boneless, skinless chicken breasts', 1, 'lb', 'chicken-breast'],
  ['200 g feta', 200, 'g', 'feta'],
  ['500 grams red lentils', 500, 'g', 'red-lentils'],
  ['250 ml heavy cream', 250, 'ml', 'heavy-cream'],
  ['1 l vegetable broth', 1, 'l', 'vegetable-broth'],
  ['1 quart chicken stock', 1, 'quart', 'chicken-broth'],
  ['1 pint cherry tomatoes', 1, 'pint', 'cherry-tomato'],
  ['4 fl oz dry white wine', 4, 'fl-oz', 'white-wine'],
  ['1 gallon whole milk', 1, 'gal', 'milk'],
  ['1 pinch cayenne pepper', 1, 'pinch', 'cayenne'],
  ['a dash of hot sauce', 1, 'dash', 'hot-sauce'],
  ['1 stick unsalted butter', 1, 'stick', 'unsalted-butter'],
  ['1 dozen eggs', 1, 'dozen', 'egg'],
  ['1lb ground turkey', 1, 'lb', 'ground-turkey'],
  // --- counts, sizes and count nouns ---------------------------------------------------------------
  ['2 eggs', 2, 'each', 'egg'],
  ['2 large eggs, beaten', 2, 'large', 'egg', 'beaten'],
  ['1 medium onion, diced', 1, 'medium', 'onion', 'diced'],
  ['1 small red onion, thinly sliced', 1, 'small', 'red-onion', 'thinly sliced'],
  ['1 large sweet potato', 1, 'large', 'sweet-potato'],
  ['3 carrots, peeled and sliced', 3, 'each', 'carrot', 'peeled and sliced'],
  ['4 Roma tomatoes', 4, 'each', 'tomato'],
  ['2 avocados, halved and pitted', 2, 'each', 'avocado', 'halved and pitted'],
  ['1 lemon', 1, 'each', 'lemon'],
  ['6 radishes, thinly sliced', 6, 'each', 'radish', 'thinly sliced'],
  ['4 slices bacon', 4, 'slice', 'bacon'],
  ['8 strips thick-cut bacon', 8, 'slice', 'bacon'],
  ['2 slices whole wheat bread', 2, 'slice', 'whole-wheat-bread'],
  ['2 stalks celery, diced', 2, 'stalk', 'celery', 'diced'],
  ['2 ribs celery', 2, 'stalk', 'celery'],
  ['1 bunch cilantro', 1, 'bunch', 'cilantro'],
  ['1 head cauliflower, cut into florets', 1, 'head', 'cauliflower', 'cut into florets'],
  ['2 heads garlic', 2, 'head', 'garlic'],
  ['3 sprigs fresh thyme', 3, 'sprig', 'thyme'],
  ['2 bay leaves', 2, 'leaf', 'bay-leaf'],
  ['4 leaves butter lettuce', 4, 'leaf', 'butter-lettuce'],
  ['1 small clove garlic, grated', 1, 'clove', 'garlic', 'grated'],
  ['4 ears corn', 4, 'ear', 'corn'],
  ['1 (1-inch) piece ginger, grated', 1, 'inch', 'ginger', 'grated'],
  ['2-inch piece fresh ginger', 2, 'inch', 'ginger'],
  ['1 inch ginger, sliced', 1, 'inch', 'ginger', 'sliced'],
  ['2 salmon fillets', 2, 'each', 'salmon'],
  ['4 fillets cod', 4, 'each', 'cod'],
  ['6 links italian sausage', 6, 'each', 'italian-sausage'],
  ['a handful of baby spinach', 1, 'handful', 'spinach'],
  ['1 envelope active dry yeast', 1, 'package', 'yeast'],
  ['12 lasagna noodles', 12, 'each', 'lasagna-noodles'],
  // --- packages ---------------------------------------------------------------------------------
  ['1 can (15 oz) black beans, drained and rinsed', 1, 'can', 'black-beans', 'drained and rinsed'],
  ['2 (15-ounce) cans chickpeas, rinsed', 2, 'can', 'chickpeas', 'rinsed'],
  ['1 15-ounce can pumpkin purée', 1, 'can', 'pumpkin-puree'],
  ['1 (13.5 oz) can coconut milk', 1, 'can', 'coconut-milk'],
  ['1 (8 oz) package cream cheese', 1, 'package', 'cream-cheese'],
  ['1 (14 oz) block extra-firm tofu, pressed', 1, 'package', 'extra-firm-tofu', 'pressed'],
  ['1 (24 oz) jar marinara sauce', 1, 'jar', 'marinara'],
  ['1 can tomato paste', 1, 'can', 'tomato-paste'],
  ['1 package frozen spinach, thawed', 1, 'package', 'frozen-spinach', 'thawed'],
  // --- ranges, approximations, words ------------------------------------------------------------
  ['2-3 carrots, peeled', 2, 'each', 'carrot', 'peeled'],
  ['2 to 3 tablespoons lemon juice', 2, 'tbsp', 'lemon-juice'],
  ['about 2 cups milk', 2, 'cup', 'milk'],
  ['approximately 1 lb shrimp', 1, 'lb', 'shrimp'],
  ['a pinch of salt', 1, 'pinch', 'salt'],
  ['one onion', 1, 'each', 'onion'],
  ['two cloves garlic', 2, 'clove', 'garlic'],
  ['half a cup of cream', 0.5, 'cup', 'heavy-cream'],
  ['1 cup plus 2 tablespoons all-purpose flour', 1.125, 'cup', 'flour'],
  // --- juice, zest, cooked things, specific products ----------------------------------------------
  ['juice of 1 lemon', 1, 'each', 'lemon-juice'],
  ['juice of 2 limes', 2, 'each', 'lime-juice'],
  ['zest of 1 orange', 1, 'each', 'orange-zest'],
  // A list said "Lemon, for its zest" for an orange's zest (a walk-through): each fruit its own.
  ['1 tbsp orange zest', 1, 'tbsp', 'orange-zest'],
  ['1 tsp lime zest', 1, 'tsp', 'lime-zest'],
  ['1 tsp grated lemon zest', 1, 'tsp', 'citrus-zest'],
  // Tostadas are crisp shells, not soft tortillas (a walk-through's list bought 30 tortillas).
  ['8 tostadas', 8, 'each', 'tostada-shells'],
  // Smoked paprika is its own jar (a pantry list folded it into sweet paprika).
  ['1 tsp smoked paprika', 1, 'tsp', 'smoked-paprika'],
  ['1/2 tsp sweet paprika', 0.5, 'tsp', 'paprika'],
  ['6 corn tortillas', 6, 'each', 'corn-tortilla'],
  // Mild Kashmiri chili is not cayenne (a walk-through's pantry list said it was).
  ['1 tsp kashmiri chili powder', 1, 'tsp', 'kashmiri-chili'],
  ['1 1/2 tbsp gochugaru (Korean chili flakes)', 1.5, 'tbsp', 'gochugaru'],
  ['1 tsp red pepper flakes', 1, 'tsp', 'cayenne'],
  // Whole spices are their own jars (a pantry list asked about ground cinnamon for a stick).
  ['2 cinnamon sticks', 2, 'stick', 'cinnamon-stick'],
  ['1/2 tsp ground cinnamon', 0.5, 'tsp', 'cinnamon'],
  ['4 green cardamom pods, lightly crushed', 4, 'each', 'cardamom-pods'],
  ['1/4 tsp ground cardamom', 0.25, 'tsp', 'cardamom'],
  ['1/2 tsp cayenne pepper', 0.5, 'tsp', 'cayenne'],
  ['1 tbsp fresh lemon juice', 1, 'tbsp', 'lemon-juice'],
  ['2 cups cooked rice', 2, 'cup', 'cooked-white-rice'],
  ['3 cups cooked jasmine rice', 3, 'cup', 'cooked-white-rice'],
  ['1 cup uncooked long-grain white rice', 1, 'cup', 'white-rice', 'uncooked'],
  ['2 cups shredded rotisserie chicken', 2, 'cup', 'cooked-chicken', 'shredded'],
  ['1 cup shredded cheddar cheese', 1, 'cup', 'cheddar'],
  ['1/2 cup freshly grated Parmesan', 0.5, 'cup', 'parmesan'],
  ['1 cup shredded mozzarella', 1, 'cup', 'mozzarella'],
  ['8 oz fresh mozzarella, sliced', 8, 'oz', 'fresh-mozzarella', 'sliced'],
  ['1/4 cup extra-virgin olive oil', 0.25, 'cup', 'olive-oil'],
  ['2 tbsp toasted sesame oil', 2, 'tbsp', 'sesame-oil'],
  ['1 tsp garlic powder', 1, 'tsp', 'garlic-powder'],
  ['1/2 tsp crushed red pepper flakes', 0.5, 'tsp', 'cayenne'],
  ['1/4 tsp freshly ground black pepper', 0.25, 'tsp', 'black-pepper'],
  ['2 tbsp peanut butter', 2, 'tbsp', 'peanut-butter'],
  ['1/2 cup sliced almonds', 0.5, 'cup', 'sliced-almonds'],
  ['1 cup almond flour', 1, 'cup', 'almond-flour'],
  ['3 green onions, thinly sliced', 3, 'each', 'green-onion', 'thinly sliced'],
  ['2 scallions, sliced', 2, 'each', 'green-onion', 'sliced'],
  ['1 jalapeño, seeded and minced', 1, 'each', 'jalapeno', 'seeded and minced'],
  ['1 red bell pepper, diced', 1, 'each', 'red-bell-pepper', 'diced'],
  ['2 cups frozen peas', 2, 'cup', 'frozen-peas'],
  ['1 cup canned black beans', 1, 'cup', 'black-beans'],
  ['1/3 cup mayonnaise', 1 / 3, 'cup', 'mayonnaise'],
  ['2 tbsp gluten-free tamari', 2, 'tbsp', 'tamari'],
  ['3 tbsp fish sauce', 3, 'tbsp', 'fish-sauce'],
  ['1 tbsp Dijon mustard', 1, 'tbsp', 'dijon-mustard'],
  ['2 cups low-sodium chicken broth', 2, 'cup', 'chicken-broth'],
  ['1 cup plain Greek yogurt', 1, 'cup', 'yogurt'],
  ['5 oz baby arugula', 5, 'oz', 'arugula'],
  ['1 lb asparagus, woody ends trimmed', 1, 'lb', 'asparagus', 'woody ends trimmed'],
  ['12 oz penne pasta', 12, 'oz', 'pasta'],
  ['8 oz dried rice noodles', 8, 'oz', 'rice-noodles', 'dried'],
  // --- "and" / "or": the first food named is the one meant ---------------------------------------
  ['Salt and freshly ground black pepper', null, null, 'salt', ''],
  ['2 tbsp butter or olive oil', 2, 'tbsp', 'butter', ''],
  ['chopped fresh cilantro or parsley, for garnish', null, null, 'cilantro', 'chopped, for garnish'],
  // --- misspellings (fuzzy fallback) ------------------------------------------------------------
  ['2 cups brocoli florets', 2, 'cup', 'broccoli'],
  ['1/2 cup grated parmesean', 0.5, 'cup', 'parmesan'],
  ['1 jalepeno, minced', 1, 'each', 'jalapeno', 'minced'],
  ['2 zuchini, sliced', 2, 'each', 'zucchini', 'sliced'],
  ['1 cup cheddar chese', 1, 'cup', 'cheddar'],
  // --- no food ------------------------------------------------------------------------------------
  ['For the dressing:', null, null, null],
  ['2 cups unobtainium shavings', 2, 'cup', null],
];

describe('ingredient parser', () => {
  it('has at least 100 hand-labelled lines', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(100);
  });

  const rows = CASES.map(([line, quantity, unit, foodId, prep]) => ({ line, quantity, unit, foodId, prep }));

  it.each(rows)('$line', ({ line, quantity, unit, foodId, prep }) => {
    const parsed = parser.parse(line);
    if (quantity === null) expect(parsed.quantity).toBeNull();
    else expect(parsed.quantity).toBeCloseTo(quantity, 3);
    expect(parsed.unit).toBe(unit);
    expect(parsed.foodId).toBe(foodId);
    if (prep !== undefined) expect(parsed.preparation).toBe(prep);
  });

  it('reports ranges, package sizes, "to taste" and group headers', () => {
    expect(parser.parse('2-3 carrots').quantityMax).toBe(3);
    expect(parser.parse('1 (14.5 oz) can diced tomatoes').packageSize).toEqual({
      quantity: 14.5,
      unit: 'oz',
    });
    expect(parser.parse('salt to taste').toTaste).toBe(true);
    expect(parser.parse('1 tsp salt').toTaste).toBe(false);
    expect(parser.parse('For the sauce:').isGroupHeader).toBe(true);
    expect(parser.parse('2 cups brocoli').match).toBe('fuzzy');
    expect(parser.parse('2 cups broccoli').match).toBe('exact');
  });

  it('converts what it parses to grams, preferring a package size stated on the line', () => {
    // 14.5 oz = 411.07 g of canned tomatoes (solids and juice, refuse 0).
    expect(parser.parse('1 (14.5 oz) can diced tomatoes').grams?.edible).toBeCloseTo(411.07, 1);
    // A 19-oz can stated on the line beats our typical 15-oz can weight.
    expect(parser.parse('1 (19 oz) can chickpeas').grams?.edible).toBeCloseTo(19 * 28.349523, 1);
    // 3 medium cloves at 3 g each.
    expect(parser.parse('3 cloves garlic').grams?.edible).toBeCloseTo(9, 5);
    // 1 lb asparagus as bought keeps 53% after the woody ends (SR28 refuse 47%).
    const asparagus = parser.parse('1 lb asparagus').grams;
    expect(asparagus?.purchased).toBeCloseTo(453.59, 1);
    expect(asparagus?.edible).toBeCloseTo(453.59 * 0.53, 1);
    expect(parser.parse('salt to taste').grams).toBeNull();
    expect(parser.parse('2 cups unobtainium').grams).toBeNull();
  });

  it('parses a whole pasted list', () => {
    const lines = ['1 lb spaghetti', '', '3 cloves garlic'];
    expect(parser.parseAll(lines.filter((l) => l !== '')).map((p) => p.foodId)).toEqual(['pasta', 'garlic']);
  });
});
