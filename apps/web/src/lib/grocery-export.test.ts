import { describe, expect, it } from 'vitest';
import { buildGroceryItem, buildGroceryList, sampleItems } from '../test/grocery-factories';
import {
  buildListCsv,
  buildListText,
  csvField,
  csvFileName,
  groupByAisle,
  priceLabel,
  unbroken,
  whatToBuy,
} from './grocery-export';

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Broccoli')).toBe('Broccoli');
    expect(csvField(3)).toBe('3');
    expect(csvField(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Salt, kosher')).toBe('"Salt, kosher"');
    expect(csvField('12" tortillas')).toBe('"12"" tortillas"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@sum')).toBe("'@sum");
  });
});

describe('buildListCsv', () => {
  it('writes a header and one CRLF row per item, aisles grouped and named as on the list, pantry last', () => {
    const list = buildGroceryList([
      ...sampleItems(),
      buildGroceryItem({ id: 'thyme', matched_name: 'Thyme, fresh' }),
    ]);
    const csv = buildListCsv(list, { broccoli: true });
    const rows = csv.split('\r\n');
    expect(rows.at(-1)).toBe('');
    expect(rows[0]).toBe(
      'Aisle,Item,Ingredient,Quantity needed,Packages,Size,Status,Price,Regular price,Savings,Checked,Product ID',
    );
    expect(rows[1]).toBe(
      'Meat & Seafood,Chicken thighs,2 lb chicken thighs,2 lb,1,2 lb,On sale,3.99,5.49,1.50,no,0001111041700',
    );
    // The second meat item comes straight after the first, before the produce aisle.
    expect(rows[2]?.startsWith('Meat & Seafood,"Thyme, fresh",')).toBe(true);
    expect(rows[3]).toContain('Produce,Broccoli');
    expect(rows[3]).toContain(',yes,');
    expect(rows[4]).toBe('Other,sumac,1 tsp sumac,1 tsp,0,,Check store,,,0.00,no,');
    expect(rows[5]?.startsWith('Spices & Seasonings,Salt,')).toBe(true);
    expect(rows).toHaveLength(7);
  });
});

describe('packages of more than one size', () => {
  it('says each size with its count, in the CSV and the text', () => {
    const purchase = (size: string, count: number) => ({
      product_id: `avocado-${size}`,
      name: 'Avocados',
      brand: null,
      size,
      count,
      unit_price_cents: 100,
      regular_unit_price_cents: 100,
      on_sale: false,
    });
    const avocados = buildGroceryItem({
      id: 'avocado',
      matched_name: 'Avocados',
      packages: 6,
      size: '4 ct',
      purchases: [purchase('4 ct', 4), purchase('1 ct', 2)],
    });
    const list = buildGroceryList([avocados]);
    const row = buildListCsv(list).split('\r\n')[1]!;
    expect(row).toContain(',6,4 × 4 ct + 2 × 1 ct,');
    expect(buildListText(list)).toContain('6 pkg: 4 × 4 ct + 2 × 1 ct');
  });
});

describe('buildListText', () => {
  it('lists the store, totals, items by aisle with check boxes, and the pantry', () => {
    const text = buildListText(buildGroceryList(sampleItems()), { 'chicken-thigh': true });
    expect(text).toBe(
      [
        'Shopping list — Kroger Chelsea',
        'Total: $5.98 · You save: $1.50',
        '',
        'Meat & Seafood',
        '[x] Chicken thighs — 2 lb — 1 pkg × 2 lb — $3.99 (ON SALE)',
        '',
        'Produce',
        '[ ] Broccoli — 1 head — 1 pkg × 1 each — $1.99',
        '',
        'Other',
        '[ ] sumac — 1 tsp — Check store',
        '',
        'In your pantry: Salt',
        '',
      ].join('\n'),
    );
  });
});

describe('buildListText label checks', () => {
  it('says under an item what to check on its label', () => {
    const [first, ...rest] = sampleItems();
    const text = buildListText(
      buildGroceryList([
        {
          ...first!,
          label_check:
            'Nut-Free: often packed where nuts are. Choose one without “may contain nuts” on the label.',
        },
        ...rest,
      ]),
    );
    expect(text).toContain(
      '[ ] Chicken thighs — 2 lb — 1 pkg × 2 lb — $3.99 (ON SALE)\n    Check the label. Nut-Free: often packed where nuts are.',
    );
  });
});

describe('helpers', () => {
  it('groups by aisle without pantry items and labels prices', () => {
    const items = sampleItems();
    expect(groupByAisle(items).map((group) => group.aisle)).toEqual(['Meat & Seafood', 'Produce', 'Other']);
    expect(items.map(priceLabel)).toEqual(['$3.99', '$1.99', 'Check store', 'In your pantry']);
  });

  it('names the CSV after the store and the day', () => {
    expect(csvFileName(buildGroceryList([]), new Date('2026-11-16T12:00:00Z'))).toBe(
      'saverly-list-kroger-chelsea-2026-11-16.csv',
    );
  });
});

describe('aisles', () => {
  it('shows the server’s aisle names (the web keeps none), grouping by them without pantry items', () => {
    const groups = groupByAisle([
      buildGroceryItem({ id: 'rice', aisle: 'grains-pasta', aisle_label: 'Pasta, Rice & Grains' }),
      buildGroceryItem({ id: 'salt', aisle: 'spices', status: 'pantry', price: null, price_cents: null }),
      buildGroceryItem({ id: 'salmon', aisle: 'seafood', aisle_label: 'Meat & Seafood' }),
      buildGroceryItem({ id: 'pasta', aisle: 'grains-pasta', aisle_label: 'Pasta, Rice & Grains' }),
    ]);
    expect(groups.map((g) => [g.aisle, g.items.map((i) => i.id)])).toEqual([
      ['Pasta, Rice & Grains', ['rice', 'pasta']],
      ['Meat & Seafood', ['salmon']],
    ]);
  });

  it('shows the aisle as stored in an answer cached before the server named aisles', () => {
    const { aisle_label: _label, ...old } = buildGroceryItem({ id: 'rice', aisle: 'grains-pasta' });
    expect(groupByAisle([old]).map((g) => g.aisle)).toEqual(['grains-pasta']);
    expect(
      buildListCsv(buildGroceryList([old]))
        .split('\r\n')[1]
        ?.startsWith('grains-pasta,'),
    ).toBe(true);
  });
});

describe('whatToBuy', () => {
  it('says a mix of packages as the server bought it, with the need when it is not in the line', () => {
    // 13 avocados as 1 bag of 4 and 9 loose: the step 5 list said "10 × 4 ct".
    const avocado = buildGroceryItem({
      id: 'avocado',
      matched_name: 'Avocado',
      quantity_needed: '13',
      packages: 10,
      size: '4 ct',
      buy_text: 'Buy 1 × 4 ct + 9 × 1 ct',
    });
    expect(whatToBuy(avocado)).toBe('Buy 1 × 4 ct + 9 × 1 ct · need 13');
    expect(whatToBuy(buildGroceryItem({ quantity_needed: '2 lb', buy_text: 'Buy 1 × 2 lb' }))).toBe(
      'Buy 1 × 2 lb',
    );
    // An item cached before buy lines existed.
    expect(whatToBuy(buildGroceryItem({ packages: 2, size: '1 lb', quantity_needed: '2 lb' }))).toBe(
      '2 lb · 2 pkgs of 1 lb',
    );
  });
});

describe('unbroken', () => {
  it('keeps a whole number with its fraction and a number with its unit on one line', () => {
    expect(unbroken('Buy 1 × 2 lb · need 1 1/4 oz')).toBe('Buy 1 × 2\u00a0lb · need 1\u00a01/4\u00a0oz');
    expect(unbroken('need 3 large')).toBe('need 3 large');
  });
});
