import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DISH_FAMILY_IDS, FOOD_GROUP_IDS, dishImagePath } from '@saverly/kitchen';
import { storesNear } from '../../test/stores-helpers.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, TEST_NOW } from '../../test/helpers.js';
import { PRODUCT_IMAGES_DIR } from '../modules/inventory/inventory.plugin.js';
import { builtInProvider, PRODUCT_IMAGES_PATH } from '../modules/stores/providers/built-in.js';
import { DISH_IMAGES_DIR, PICTURE_CACHE_CONTROL } from './product-images.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('dish and product pictures', () => {
  it('has a small, vector-only drawing with a title for every dish family and food group', () => {
    const files = [
      ...DISH_FAMILY_IDS.map((f) => path.join(DISH_IMAGES_DIR, `${f}.svg`)),
      ...FOOD_GROUP_IDS.map((g) => path.join(PRODUCT_IMAGES_DIR, `${g}.svg`)),
    ];
    for (const file of files) {
      expect(existsSync(file), file).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 120 120" role="img"><title>[^<]+<\/title>/,
      );
      expect(text).not.toMatch(/<image|data:|href=|<script|on[a-z]+=/i);
      expect(text.length, file).toBeLessThan(6_000);
    }
    expect(readdirSync(DISH_IMAGES_DIR).filter((f) => f.endsWith('.svg'))).toHaveLength(
      DISH_FAMILY_IDS.length,
    );
  });

  it('serves a dish picture as SVG with a week of cache, and only .svg names', async () => {
    const res = await app.inject({ method: 'GET', url: dishImagePath('curry') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe(PICTURE_CACHE_CONTROL);
    expect(res.headers.etag).toBeTruthy();
    for (const url of [
      '/images/dishes/nope.svg',
      '/images/dishes/..%2Fproduct-images%2Fmilk.svg',
      '/images/dishes/',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const product = await app.inject({ method: 'GET', url: '/images/products/white-fish.svg' });
    expect(product.statusCode).toBe(200);
    expect(product.headers['cache-control']).toBe(PICTURE_CACHE_CONTROL);
  });

  it('draws built-in products by food group: halibut, lamb, wings and steak no longer share a picture', async () => {
    const provider = builtInProvider({ pageSize: 5000 });
    const store = storesNear('02139')[0]!;
    const page = await provider.fetchProducts({
      locationId: store.locationId,
      cursor: null,
      asOf: new Date(TEST_NOW),
      saleFocus: false,
    });
    const imageOf = (foodId: string) => page.items.find((p) => p.foodId === foodId)?.imageUrl;
    const meats = ['halibut', 'lamb-chops', 'chicken-wings', 'ribeye', 'salmon', 'shrimp'].map(imageOf);
    expect(new Set(meats).size).toBe(meats.length);
    expect(imageOf('halibut')).toBe(`${PRODUCT_IMAGES_PATH}/white-fish.svg`);
    const used = new Set(page.items.map((p) => p.imageUrl));
    expect(used.size).toBeGreaterThanOrEqual(45);
    for (const url of used) {
      expect(url).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);
      expect(existsSync(path.join(PRODUCT_IMAGES_DIR, url!.slice(PRODUCT_IMAGES_PATH.length + 1)))).toBe(
        true,
      );
    }
  });
});
