/**
 * Round two of the food list (issue 14, ADR 0028): foods the quick-meal recipes need and foods
 * that used to be reached only through a risky alias (almond milk → soy milk, gochujang →
 * sriracha, naan → pita, brioche → white bread, mirin → white wine …). Products SR28 does not
 * list are documented composites: the share-weighted sum of SR28 rows in the proportions of a
 * typical US label's ingredient list, checked against that label's nutrition panel, with the
 * allergens and diet attributes the product really carries. Cooked forms name the raw food they
 * are bought as, and the yield (grams cooked per gram raw) from SR28's own raw and cooked rows.
 */
import { food, why, yieldWhy, type FoodSource } from './types.js';

/** SR28 rows the composites are made of. */
const SR = {
  almonds: 12061,
  water: 14411,
  salt: 2047,
  oats: 8120,
  canolaOil: 4582,
  soybeanOil: 4044,
  coconutMilkCanned: 12118,
  pita: 18041,
  yogurtWhole: 1116,
  sugar: 19335,
  egg: 1123,
  eggBread: 18027,
  butter: 1001,
  riceFlour: 20061,
  wheatFlour: 20081,
  cornSyrup: 19350,
  miso: 16112,
  cayenne: 2031,
  cannedRedChile: 11820,
  tomatoPaste: 11546,
  vinegar: 2053,
  ancho: 11978,
  sake: 43479,
  tapioca: 20068,
} as const;

/** "1 cup = 240 g" for thin plant milks (water-like, ~1.0 g/ml, as their labels' 240 ml servings). */
const plantMilkCup = { cup: [240, 'one 240-ml cup, the US label serving (thin liquid, ~1.0 g/ml)'] } as const;

export const roundTwo: FoodSource[] = [
  // --- plant milks -------------------------------------------------------------------------------
  food('almond-milk', SR.almonds, 'Unsweetened almond milk', 'beverages', ['treeNut'], {
    aliases: [
      'almond milk',
      'unsweetened almond milk',
      'almondmilk',
      'plain almond milk',
      'vanilla almond milk',
      'unsweetened almond beverage',
    ],
    composite: {
      parts: [
        [SR.almonds, 0.025],
        [SR.water, 0.9735],
        [SR.salt, 0.0015],
      ],
      why: 'US unsweetened almond milk: water, almonds (~2.5%), salt, calcium, gums; label per 240 ml: 30 kcal, 2.5 g fat, 1 g protein, 0 g sugar, 170 mg sodium (composite: 35 kcal, 3 g fat, 140 mg sodium)',
    },
    portions: plantMilkCup,
    packages: ['64 fl-oz'],
    price: [349, 64, 'fl-oz'],
  }),
  food('oat-milk', SR.oats, 'Oat milk', 'beverages', ['grain', 'gluten', 'processedOil'], {
    aliases: ['oat milk', 'oatmilk', 'unsweetened oat milk', 'oat beverage', 'barista oat milk'],
    composite: {
      parts: [
        [SR.oats, 0.1],
        [SR.canolaOil, 0.02],
        [SR.salt, 0.001],
        [SR.water, 0.879],
      ],
      why: 'US oat milk (original): water, oats (~10%), rapeseed/canola oil, salt; label per 240 ml: 120 kcal, 5 g fat, 16 g carbohydrate, 100 mg sodium (composite: 133 kcal, 6 g fat, 16 g carbohydrate, 95 mg sodium). The enzymes that make oat milk turn starch into ~7 g maltose per cup, which the composite counts as starch: total carbohydrate is right, sugars read low. Oats are flagged gluten (ADR 0011: cross-contact) and canola oil is a processed oil.',
    },
    portions: plantMilkCup,
    packages: ['64 fl-oz'],
    price: [449, 64, 'fl-oz'],
  }),
  food('coconut-milk-beverage', SR.coconutMilkCanned, 'Coconut milk beverage (carton)', 'beverages', [], {
    aliases: [
      'coconut milk beverage',
      'coconutmilk beverage',
      'unsweetened coconut milk beverage',
      'carton coconut milk',
      'refrigerated coconut milk',
      'coconut milk drink',
    ],
    composite: {
      parts: [
        [SR.coconutMilkCanned, 0.1],
        [SR.water, 0.9],
      ],
      why: 'US unsweetened coconut milk beverage: water, coconut cream (~10%), calcium, gums; label per 240 ml: 45 kcal, 4.5 g fat, 1 g carbohydrate (composite: 47 kcal, 5 g fat, 1 g carbohydrate). Coconut is not a tree nut here (ADR 0011).',
    },
    portions: plantMilkCup,
    packages: ['64 fl-oz'],
    price: [399, 64, 'fl-oz'],
  }),
  // --- breads ------------------------------------------------------------------------------------
  food(
    'naan',
    SR.pita,
    'Naan',
    'bakery',
    ['gluten', 'grain', 'dairy', 'egg', 'refinedSugar', 'addedSugar', 'processedOil'],
    {
      aliases: ['naan', 'naan bread', 'naans', 'garlic naan', 'plain naan', 'mini naan'],
      composite: {
        parts: [
          [SR.pita, 0.82],
          [SR.yogurtWhole, 0.08],
          [SR.soybeanOil, 0.04],
          [SR.sugar, 0.03],
          [SR.egg, 0.03],
        ],
        why: 'US store naan: enriched flour, water, yogurt (milk), sugar, soybean oil, eggs (leading brands list wheat, milk and egg); label per 90-g piece: 250–270 kcal, 5 g fat, 3 g sugar (composite per 90 g: 254 kcal, 5 g fat, 4 g sugar)',
      },
      portions: { each: [90, 'one US store naan (a 4-pack weighs 12.7 oz, ~90 g each)'] },
      packages: ['4 each'],
      price: [399, 4, 'each'],
    },
  ),
  food(
    'brioche',
    SR.eggBread,
    'Brioche',
    'bakery',
    ['gluten', 'grain', 'egg', 'dairy', 'refinedSugar', 'addedSugar', 'processedOil'],
    {
      aliases: [
        'brioche',
        'brioche bread',
        'brioche loaf',
        'brioche bun',
        'brioche buns',
        'brioche rolls',
        'brioche slices',
        'challah',
        'challah bread',
        'egg bread',
      ],
      composite: {
        parts: [
          [SR.eggBread, 0.82],
          [SR.butter, 0.12],
          [SR.sugar, 0.06],
        ],
        why: 'brioche is an egg bread enriched with butter and sugar (US retail brioche: wheat flour, eggs, sugar, butter, rapeseed oil); label per 100 g: 330–370 kcal, 12–15 g fat, 8–10 g sugar (composite: 341 kcal, 14 g fat, 7.5 g sugar). Challah (egg bread, oil instead of butter) maps here too: it carries egg, the one allergen it shares.',
      },
      portions: {
        slice: [35, 'one slice of a 17.6-oz (500 g) sliced brioche loaf (14 slices)'],
        each: [65, 'one brioche bun (a 4-pack weighs about 9.2 oz)'],
      },
      packages: ['17.6 oz'],
      price: [499, 17.6, 'oz'],
    },
  ),
  food(
    'refrigerated-pie-crust',
    18948,
    'Refrigerated pie crust (made with lard)',
    'dairy-eggs',
    ['gluten', 'grain', 'meat', 'pork'],
    {
      aliases: [
        'refrigerated pie crust',
        'refrigerated pie crusts',
        'refrigerated pie dough',
        'rolled pie crust',
        'store-bought pie crust',
        'pillsbury pie crust',
      ],
      portions: {
        each: [200, 'one crust of a 14.1-oz (400 g) box of two (US retail standard)'],
        sheet: [200, 'one rolled crust of a 14.1-oz box of two'],
      },
      packages: ['14.1 oz'],
      price: [449, 14.1, 'oz'],
      note: 'The leading US refrigerated crust is made with lard and hydrogenated lard: it carries pork (not vegetarian). Frozen shells are made with vegetable shortening (`pie-crust`).',
    },
  ),
  // --- sauces and pastes -------------------------------------------------------------------------
  food(
    'gochujang',
    SR.riceFlour,
    'Gochujang (Korean chili paste)',
    'international',
    ['gluten', 'grain', 'soy', 'legume', 'refinedSugar', 'addedSugar'],
    {
      aliases: ['gochujang', 'korean chili paste', 'korean red pepper paste', 'gochujang paste', 'kochujang'],
      composite: {
        parts: [
          [SR.riceFlour, 0.15],
          [SR.wheatFlour, 0.05],
          [SR.cornSyrup, 0.15],
          [SR.sugar, 0.1],
          [SR.miso, 0.2],
          [SR.cayenne, 0.1],
          [SR.salt, 0.04],
          [SR.water, 0.21],
        ],
        why: 'US gochujang: corn syrup or rice syrup, (glutinous) rice, red pepper powder, fermented soybean paste, wheat flour, salt; label per 1 tbsp (20 g): 40–45 kcal, 9 g carbohydrate, 4–6 g sugar, 400–480 mg sodium (composite: 45 kcal, 9 g carbohydrate, 3 g sugar, 460 mg sodium). Most US tubs list wheat; a gluten-free gochujang is rare.',
      },
      portions: {
        tbsp: [20, 'US gochujang label: 1 tbsp = 20 g (a thick paste, ~1.35 g/ml)'],
        cup: [320, '16 tbsp at the label weight of 20 g'],
      },
      packages: ['17.6 oz'],
      price: [699, 17.6, 'oz'],
    },
  ),
  food(
    'chipotles-in-adobo',
    SR.cannedRedChile,
    'Chipotle peppers in adobo sauce',
    'international',
    ['refinedSugar', 'addedSugar', 'processedOil'],
    {
      aliases: [
        'chipotle peppers in adobo',
        'chipotle pepper in adobo',
        'chipotle peppers in adobo sauce',
        'chipotle pepper in adobo sauce',
        'chipotles in adobo',
        'chipotle in adobo',
        'chipotle chiles in adobo',
        'chipotle chile in adobo',
        'chipotle chilies in adobo',
        'canned chipotle',
        'canned chipotle peppers',
        'chipotle pepper',
        'chipotle peppers',
        'chipotle chile',
        'chipotle chili',
        'chipotles',
        'chipotle',
        'adobo sauce',
      ],
      composite: {
        parts: [
          [SR.cannedRedChile, 0.55],
          [SR.tomatoPaste, 0.15],
          [SR.vinegar, 0.1],
          [SR.ancho, 0.05],
          [SR.sugar, 0.05],
          [SR.soybeanOil, 0.02],
          [SR.salt, 0.005],
          [SR.water, 0.075],
        ],
        why: 'US canned chipotles in adobo: chipotle peppers, water, tomato paste, onion, vinegar, sugar, salt, paprika, soybean oil, garlic; label per 2 tbsp / 1 pepper with sauce (30 g): 20–25 kcal, 1–2 g sugar, 250–300 mg sodium (composite per 30 g: 23 kcal, 2.5 g sugar, 260 mg sodium). The sugar and soybean oil are why it is neither keto nor paleo.',
      },
      portions: {
        each: [15, 'one canned chipotle with its sauce (a 7-oz can holds ~12)'],
        tbsp: [16, 'chile purée in sauce, ~1.08 g/ml'],
        tsp: [5.3, 'a third of a tablespoon'],
        cup: [255, '16 tbsp'],
        can: [198, why.canNet + ' (7-oz can)'],
      },
      packages: ['7 oz'],
      price: [229, 7, 'oz'],
    },
  ),
  food(
    'gluten-free-miso',
    SR.miso,
    'Gluten-free miso (rice or chickpea koji)',
    'international',
    ['soy', 'legume', 'grain'],
    {
      aliases: [
        'gluten-free miso',
        'gluten free miso',
        'gluten-free white miso',
        'gluten free white miso',
        'rice miso',
        'brown rice miso',
        'white rice miso',
        'chickpea miso',
      ],
      packages: ['14 oz'],
      price: [749, 14, 'oz'],
      proxy: 'SR28 miso: rice-koji miso labelled gluten-free has the same make-up without barley',
      note: 'For gluten-free recipes: a miso labelled gluten-free (rice koji). Plain "miso" and "white miso" may be barley miso and carry gluten.',
    },
  ),
  // --- rice wines --------------------------------------------------------------------------------
  food(
    'mirin',
    SR.sake,
    'Mirin (sweet rice seasoning)',
    'international',
    ['grain', 'refinedSugar', 'addedSugar'],
    {
      aliases: ['mirin', 'aji-mirin', 'aji mirin', 'hon mirin', 'sweet rice wine', 'sweet cooking rice wine'],
      composite: {
        parts: [
          [SR.sake, 0.6],
          [SR.sugar, 0.4],
        ],
        why: 'US supermarket mirin (aji-mirin): water, glucose syrup / sugar, rice, alcohol, salt; label per 1 tbsp (15 ml): 35 kcal, 8–9 g carbohydrate, 7 g sugar (composite per 17 g: 40 kcal, 7 g sugar). Hon-mirin is as sweet (~40% sugar).',
      },
      portions: {
        tbsp: [17, 'mirin is a syrup-like liquid, ~1.15 g/ml (15-ml spoon)'],
        tsp: [5.7, 'a third of a tablespoon'],
        cup: [272, '16 tbsp'],
      },
      packages: ['10 fl-oz'],
      price: [449, 10, 'fl-oz'],
    },
  ),
  food('shaoxing-wine', SR.sake, 'Shaoxing rice wine', 'international', ['gluten', 'grain'], {
    aliases: [
      'shaoxing wine',
      'shao xing wine',
      'shaoxing rice wine',
      'chinese cooking wine',
      'chinese rice wine',
      'rice wine',
      'rice cooking wine',
    ],
    portions: { cup: [240, why.waterDensity], tbsp: [15, why.waterDensity] },
    packages: ['750 ml'],
    price: [499, 750, 'ml'],
    proxy: 'SR28 sake: Shaoxing is a brewed rice wine of similar strength (14–17% alcohol), a little sweeter',
    note: 'Shaoxing is brewed with a wheat starter (qu): it carries gluten. "Rice wine" in a Chinese recipe means Shaoxing, so that phrase maps here; dry sherry is the usual gluten-free swap.',
  }),
  food('sake', SR.sake, 'Sake', 'beverages', ['grain'], {
    aliases: ['sake', 'cooking sake', 'japanese rice wine', 'ryorishu'],
    packages: ['750 ml'],
    price: [1099, 750, 'ml'],
    note: 'Sake is brewed from rice and koji (rice): no wheat.',
  }),
  // --- dairy-free staples -----------------------------------------------------------------------
  food('coconut-yogurt', SR.coconutMilkCanned, 'Coconut yogurt (dairy-free)', 'dairy-eggs', [], {
    aliases: [
      'coconut yogurt',
      'coconut milk yogurt',
      'dairy-free yogurt',
      'dairy free yogurt',
      'plant-based yogurt',
      'vegan yogurt',
      'non-dairy yogurt',
      'unsweetened coconut yogurt',
    ],
    composite: {
      parts: [
        [SR.coconutMilkCanned, 0.4],
        [SR.water, 0.55],
        [SR.tapioca, 0.05],
      ],
      why: 'US plain coconut-milk yogurt: coconut milk (coconut cream, water), tapioca starch, live cultures; label per 150 g: 130–150 kcal, 11–13 g fat, 7–9 g carbohydrate, <1 g sugar (composite per 150 g: 145 kcal, 13 g fat, 8 g carbohydrate)',
    },
    portions: { cup: [227, 'a thick spoonable yogurt, 227 g per cup (as SR28 plain yogurt)'] },
    packages: ['24 oz'],
    price: [699, 24, 'oz'],
  }),
  food('vegan-butter', 4132, 'Vegan butter (plant-based sticks)', 'dairy-eggs', ['processedOil'], {
    aliases: [
      'vegan butter',
      'plant butter',
      'plant-based butter',
      'dairy-free butter',
      'dairy free butter',
      'non-dairy butter',
      'vegan butter sticks',
      'margarine',
      'buttery spread',
    ],
    portions: { stick: [113, 'one 4-oz stick (US retail standard)'] },
    packages: ['16 oz'],
    price: [549, 16, 'oz'],
    proxy:
      'SR28 salted margarine (unspecified oils): vegan butters are the same ~80% plant-oil emulsion with salt and no milk',
    note: 'Plant oils (palm, canola, soybean): a processed oil for paleo. Some margarines contain whey; a “vegan” or “dairy-free” stick does not.',
  }),
  food('water-chestnuts', 11590, 'Canned water chestnuts', 'canned-jarred', [], {
    aliases: ['water chestnuts', 'water chestnut', 'sliced water chestnuts', 'canned water chestnuts'],
    portions: { can: [227, why.canNet + ' (8-oz can)'] },
    packages: ['8 oz'],
    price: [179, 8, 'oz'],
    note: 'A water-plant tuber, not a nut.',
  }),
  // --- cooked forms (bought raw, yield applied) ---------------------------------------------------
  food('cooked-pasta', 20121, 'Cooked pasta', 'grains-pasta', ['gluten', 'grain'], {
    aliases: [
      'cooked pasta',
      'cooked spaghetti',
      'cooked penne',
      'cooked macaroni',
      'leftover pasta',
      'cooked noodles',
      'cooked rotini',
      'cooked fusilli',
    ],
    packages: ['1 lb'],
    price: [0, 1, 'lb'],
    cooked: { rawId: 'pasta', yield: 2.35, why: yieldWhy(20120, 20121, 371, 158) },
  }),
  food('cooked-lentils', 16070, 'Cooked lentils', 'grains-pasta', ['legume', 'starchyLegume'], {
    aliases: ['cooked lentils', 'cooked brown lentils', 'cooked green lentils', 'leftover lentils'],
    packages: ['1 lb'],
    price: [0, 1, 'lb'],
    cooked: { rawId: 'lentils', yield: 3.05, why: yieldWhy(16069, 16070, 353, 116) },
  }),
  food('cooked-couscous', 20029, 'Cooked couscous', 'grains-pasta', ['gluten', 'grain'], {
    aliases: ['cooked couscous'],
    packages: ['1 lb'],
    price: [0, 1, 'lb'],
    cooked: { rawId: 'couscous', yield: 3.35, why: yieldWhy(20028, 20029, 376, 112) },
  }),
  food('cooked-bulgur', 20013, 'Cooked bulgur', 'grains-pasta', ['gluten', 'grain'], {
    aliases: ['cooked bulgur', 'cooked bulgur wheat'],
    packages: ['1 lb'],
    price: [0, 1, 'lb'],
    cooked: { rawId: 'bulgur', yield: 4.1, why: yieldWhy(20012, 20013, 342, 83) },
  }),
  food('cooked-rice-noodles', 20134, 'Cooked rice noodles', 'international', ['grain'], {
    aliases: ['cooked rice noodles'],
    packages: ['1 lb'],
    price: [0, 1, 'lb'],
    cooked: { rawId: 'rice-noodles', yield: 3.35, why: yieldWhy(20133, 20134, 364, 109) },
  }),
];
