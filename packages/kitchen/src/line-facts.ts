/**
 * Line words vs food facts (ADR 0028): a recipe line whose words name an allergen or a
 * diet-relevant item ("naan", "chipotles in adobo", "almond milk", "white miso") must map to a
 * food that carries the matching attribute, or the derived diets lie (a keto tag on a dish with
 * sugary adobo, a nut-free tag on a dish with almond milk).
 *
 * Each rule names words and the attributes any of which the mapped food must carry. Only the
 * ingredient's name is read: the text before the first comma (after it come preparation words,
 * "toasted in the oven"); a rule does not apply to a line that claims to be free of its item
 * ("gluten-free bread" names no
 * wheat). `claim` and `unless` list the phrases where the word means something else ("butter beans",
 * "coconut milk", "oyster mushrooms").
 */
import type { Attribute } from './schema.js';

export interface LineWordRule {
  readonly id: string;
  /** Words (regular expression over the lower-case, accent-free name) that name the item. */
  readonly words: RegExp;
  /** The mapped food must carry at least one of these. */
  readonly needs: readonly Attribute[];
  /** Phrases in which the words do not name the item. */
  readonly unless?: RegExp;
  /** A claim that the line is free of the item ("gluten-free penne"): the rule does not apply. */
  readonly claim?: RegExp;
}

const w = (source: string): RegExp => new RegExp(`\\b(?:${source})\\b`);

/** Plant "milks", "creams", "butters" and "cheeses" that carry no dairy. */
const NOT_DAIRY =
  /\b(?:coconut|almond|oat|soy|soya|rice|cashew|hemp|pea|plant|plant-based|non-dairy|nondairy|vegan|dairy-free|peanut|nut|seed|sunflower|sesame|apple|cocoa|shea)\s+(?:milk|cream|butter|cheese|yogurt|yoghurt|creamer|beverage|spread)|\bbutter\s*(?:bean|lettuce|head lettuce)s?\b|\bbutternut\b|\bcream of tartar\b|\bmilk thistle\b|\bcoconut (?:cream|milk)\b|\bbuttercup\b/;

export const LINE_WORD_RULES: readonly LineWordRule[] = [
  // --- gluten ----------------------------------------------------------------------------------
  {
    id: 'wheat',
    words: w(
      'wheat|flour|breads?|breadcrumbs?|bread crumbs?|panko|pasta|spaghetti|linguine|fettuccine|penne|rigatoni|fusilli|rotini|macaroni|lasagna|lasagne|orzo|ditalini|farfalle|orecchiette|tortellini|ravioli|gnocchi|couscous|bulgur|farro|freekeh|barley|rye|seitan|croutons?|pita|pitas|naan|brioche|bagels?|buns?|croissants?|baguette|ciabatta|sourdough|focaccia|crackers?|pie crust|pie shell|puff pastry|phyllo|filo|biscuits?|udon|ramen|soy sauce|shoyu|beer|malt|wonton|dumpling wrappers?|egg noodles|lo mein|semolina|graham|tortellini|english muffins?|flour tortillas?|shaoxing|chinese cooking wine|gochujang|miso|oats|oat|oatmeal|oat milk|spelt|kamut|einkorn|matzo|orzo',
    ),
    needs: ['gluten'],
    claim: /\bgluten[- ]free\b|\bgf\b|\bcertified\b/,
    unless:
      /\b(?:rice|chickpea|soy|soybean|brown rice|white rice|hemp)\s+miso\b|\b(?:rice|almond|coconut|chickpea|garbanzo|cassava|tapioca|corn|buckwheat|potato|arrowroot|sorghum|teff|millet|quinoa|banana|tiger ?nut|sweet rice|glutinous rice|masa|nut)\s+(?:flour|meal|pasta|noodles?|crackers?|bread)\b|\bbuckwheat\b|\bcorn ?bread\b|\bmasa harina\b|\bcornflour\b|\brice (?:paper|vermicelli|noodles?|crackers?)\b|\bcauliflower\b|\bzucchini (?:noodles?|pasta)\b|\bspaghetti squash\b|\bkelp noodles?\b|\bshirataki\b|\bglass noodles?\b|\bbean thread\b|\blettuce buns?\b|\bcorn tortillas?\b|\bstar anise\b/,
  },
  // --- dairy -----------------------------------------------------------------------------------
  {
    id: 'dairy',
    words: w(
      'milk|cheese|cheeses|butter|naan|brioche|buttermilk|cream|creme fraiche|yogurt|yoghurt|ghee|parmesan|parmigiano|pecorino|mozzarella|burrata|cheddar|feta|ricotta|paneer|mascarpone|halloumi|cotija|queso|kefir|labneh|whey|brie|gruyere|gouda|provolone|fontina|asiago|manchego|monterey jack|pepper jack|colby|swiss|goat cheese|chevre|half-and-half|half and half|sour cream|ice cream|milk chocolate|condensed milk|evaporated milk|skyr|quark|cottage cheese|cream cheese',
    ),
    needs: ['dairy'],
    claim: /\b(?:dairy|lactose|milk)[- ]free\b|\bnon-?dairy\b|\bvegan\b/,
    unless: NOT_DAIRY,
  },
  // --- egg -------------------------------------------------------------------------------------
  {
    id: 'egg',
    words: w(
      'eggs?|egg whites?|egg yolks?|yolks?|mayonnaise|mayo|aioli|meringue|brioche|challah|egg noodles',
    ),
    needs: ['egg'],
    claim: /\begg[- ]free\b|\beggless\b|\bvegan\b/,
    unless:
      /\b(?:vegan|plant-based|egg-free|eggless)\s+(?:mayo|mayonnaise|aioli|eggs?)\b|\bflax eggs?\b|\bchia eggs?\b/,
  },
  // --- nuts ------------------------------------------------------------------------------------
  {
    id: 'tree nut',
    words: w(
      'almonds?|almond milk|almond flour|almond butter|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?|macadamias?|macadamia nuts?|pine nuts?|pignoli|brazil nuts?|chestnuts?|praline|marzipan|frangipane|nutella|nuts|mixed nuts',
    ),
    needs: ['treeNut', 'peanut'],
    claim: /\bnut[- ]free\b/,
    unless: /\bwater chestnuts?\b|\bnutmeg\b|\btiger ?nuts?\b|\bcoconut\b|\bdoughnuts?\b|\bbutternut\b/,
  },
  {
    id: 'peanut',
    words: w('peanuts?|peanut butter|peanut oil|groundnuts?|satay'),
    needs: ['peanut'],
    claim: /\b(?:peanut|nut)[- ]free\b/,
  },
  // --- soy, sesame -----------------------------------------------------------------------------
  {
    id: 'soy',
    words: w(
      'soy|soya|soybeans?|tofu|tempeh|edamame|miso|tamari|natto|yuba|soy sauce|shoyu|gochujang|hoisin',
    ),
    needs: ['soy'],
    claim: /\bsoy[- ]free\b/,
    unless: /\bchickpea miso\b/,
  },
  { id: 'sesame', words: w('sesame|tahini|gomasio|furikake|halva'), needs: ['sesame'] },
  // --- sugar and honey -------------------------------------------------------------------------
  {
    id: 'sugar',
    words: w(
      'sugar|sugars|syrup|molasses|agave|jam|jelly|preserves|marmalade|caramel|sweetened|condensed milk|ketchup|bbq sauce|barbecue sauce|teriyaki|hoisin|sweet chili sauce|chocolate chips?|candied|marshmallows?|dulce de leche|jaggery|piloncillo|treacle|mirin|gochujang|adobo',
    ),
    needs: ['addedSugar', 'refinedSugar', 'honey'],
    claim: /\bsugar[- ]free\b|\bunsweetened\b|\bno[- ]sugar[- ]added\b/,
    unless: /\bsugar snap(?: peas?)?\b|\bsugar pumpkin\b|\badobo seasoning\b|\bsyrup-free\b/,
  },
  { id: 'honey', words: w('honey'), needs: ['honey'], unless: /\bhoneydew\b|\bhoneycrisp\b/ },
  // --- meat, poultry, fish, shellfish, gelatin --------------------------------------------------
  {
    id: 'meat',
    words: w(
      'beef|steak|steaks|pork|lamb|veal|mutton|goat|venison|bison|bacon|ham|hams|sausages?|chorizo|prosciutto|pancetta|guanciale|salami|pepperoni|brisket|ribs|short ribs|chuck|sirloin|tenderloin|meatballs?|ground meat|lard|refrigerated pie crusts?|refrigerated pie dough|beef broth|beef stock|bone broth|oxtail|bresaola|mortadella|hot dogs?|frankfurters?|kielbasa|andouille|carnitas|birria|barbacoa',
    ),
    needs: ['meat', 'pork', 'poultry', 'fish'],
    claim: /\b(?:vegan|vegetarian|plant-based|meatless|meat-free)\b/,
    unless:
      /\b(?:vegan|vegetarian|plant-based|meatless|veggie|tofu|tempeh|seitan|beyond|impossible|mushroom|cauliflower|cabbage|eggplant|coconut|tuna|salmon|swordfish)\s+(?:bacon|sausages?|chorizo|meatballs?|steaks?|burgers?|ham|hot dogs?|ground meat)\b|\bgoat cheese\b|\bgoat milk\b|\bgoats? milk\b|\bham(?:burger)\b|\bcoconut meat\b/,
  },
  {
    id: 'poultry',
    words: w('chicken|turkey|duck|goose|quail|cornish hen|poussin|chicken broth|chicken stock'),
    needs: ['poultry'],
    claim: /\b(?:vegan|vegetarian|plant-based|meatless)\b/,
    unless:
      /\b(?:vegan|vegetarian|plant-based|meatless|no-chicken|chicken-style)\s+(?:chicken|broth|stock)\b|\bchicken of the woods\b|\bhen of the woods\b/,
  },
  {
    id: 'fish',
    words: w(
      'fish|salmon|tuna|cod|tilapia|halibut|trout|anchovy|anchovies|sardines?|mackerel|haddock|snapper|sea bass|branzino|catfish|swordfish|mahi|mahi-mahi|pollock|sole|flounder|bonito|katsuobushi|dashi|worcestershire|fish sauce|caesar dressing|smoked salmon|lox',
    ),
    needs: ['fish'],
    claim: /\b(?:vegan|vegetarian|plant-based|fish[- ]free)\b/,
    unless:
      /\b(?:vegan|vegetarian|plant-based|fish-free)\s+(?:fish sauce|worcestershire|fish|dashi)\b|\bkombu dashi\b|\bfish-free\b/,
  },
  {
    id: 'shellfish',
    words: w(
      'shrimp|shrimps|prawns?|crab|crabmeat|lobster|scallops?|clams?|mussels?|oysters?|oyster sauce|squid|calamari|octopus|crawfish|crayfish|langoustines?|shrimp paste|dried shrimp',
    ),
    needs: ['shellfish'],
    unless: /\boyster mushrooms?\b|\bimitation crab\b|\bcrab apple\b|\bvegan (?:oyster|shrimp)\b/,
  },
  {
    id: 'gelatin',
    words: w('gelatin|gelatine|marshmallows?|jell-o|jello|aspic'),
    needs: ['gelatin'],
    claim: /\bvegan\b/,
    unless: /\bvegan marshmallows?\b|\bagar\b/,
  },
  // --- grain, legume, starch, processed oil (keto, paleo)------------------------------------------
  {
    id: 'grain',
    words: w(
      'rice|corn|cornmeal|cornstarch|corn starch|polenta|grits|hominy|masa|popcorn|tortillas?|oats?|oatmeal|quinoa|millet|sorghum|amaranth|buckwheat|teff|wild rice|rice noodles|rice paper|congee|mochi|arepas?|tostadas?|taco shells?|tortilla chips',
    ),
    needs: ['grain', 'gluten'],
    claim: /\bgrain[- ]free\b/,
    unless:
      /\bcauliflower rice\b|\briced (?:cauliflower|broccoli)\b|\bbroccoli rice\b|\brice vinegar\b|\brice wine vinegar\b|\bcorned beef\b|\bpeppercorns?\b|\bcorn ?flower\b|\b(?:almond|coconut|cassava|lettuce|egg|grain-free)\s+(?:flour\s+)?tortillas?\b|\bcorn on the cob\b|\bcorn kernels?\b|\bsweet ?corn\b|\bcorn\b(?! (?:tortillas?|starch|meal|flour|chips|syrup|oil|pasta|grits))/,
  },
  {
    id: 'legume',
    words: w(
      'beans?|lentils?|dal|dhal|chickpeas?|garbanzos?|hummus|edamame|soy|soybeans?|tofu|tempeh|peanuts?|split peas?|black-eyed peas?|refried',
    ),
    needs: ['legume'],
    unless:
      /\b(?:green|string|wax|snap|long|french|runner|yard-long|haricot|vanilla|coffee|cocoa|cacao|jelly)\s+beans?\b|\bhericots? verts\b|\bbean sprouts?\b|\bvanilla bean paste\b|\bbean thread\b/,
  },
  {
    id: 'starchy legume',
    words: w(
      'beans?|lentils?|dal|dhal|chickpeas?|garbanzos?|hummus|besan|gram flour|peas|split peas?|black-eyed peas?|refried',
    ),
    needs: ['starchyLegume'],
    unless:
      /\b(?:green|string|wax|snap|long|french|runner|yard-long|haricot|vanilla|coffee|cocoa|cacao|jelly|soy|edamame)\s+beans?\b|\bhericots? verts\b|\bbean (?:sprouts?|thread|curd)\b|\bvanilla bean paste\b|\b(?:snow|snap|sugar snap|sugar)\s+peas\b|\bsoybeans?\b/,
  },
  {
    id: 'starchy vegetable',
    words: w(
      'potato|potatoes|sweet potatoes|yams?|parsnips?|hash browns?|tater tots?|plantains?|cassava|yuca|taro',
    ),
    needs: ['starchyVegetable'],
  },
  {
    id: 'processed oil',
    words: w(
      'vegetable oil|canola|canola oil|soybean oil|corn oil|sunflower oil|safflower oil|peanut oil|grapeseed oil|cottonseed oil|rice bran oil|shortening|margarine|mayonnaise|mayo|cooking spray|neutral oil',
    ),
    needs: ['processedOil'],
    claim: /\b(?:avocado[- ]oil|olive[- ]oil) (?:mayo|mayonnaise)\b/,
  },
];

/** The ingredient's name: the text before the first comma, accent-free lower case. */
function lineName(text: string): string {
  const head = text.split(',')[0] ?? '';
  return head
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface LineWordProblem {
  readonly rule: string;
  /** The words that named the item. */
  readonly words: string;
  readonly needs: readonly Attribute[];
}

/** Rules whose words the line names but whose attributes the mapped food does not carry. */
export function lineWordProblems(text: string, attributes: readonly Attribute[]): LineWordProblem[] {
  const name = lineName(text);
  const carried = new Set(attributes);
  const problems: LineWordProblem[] = [];
  for (const rule of LINE_WORD_RULES) {
    if (rule.claim?.test(name)) continue;
    const cleaned = rule.unless ? name.replace(new RegExp(rule.unless.source, 'g'), ' ') : name;
    const match = rule.words.exec(cleaned);
    if (match && !rule.needs.some((attribute) => carried.has(attribute))) {
      problems.push({ rule: rule.id, words: match[0], needs: rule.needs });
    }
  }
  return problems;
}
