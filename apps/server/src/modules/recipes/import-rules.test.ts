import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './fetch-page.js';
import { cuisineOf, inputFromImport, mealTypesOf } from './recipes.service.js';
import { durationMinutes } from './schema-org.js';

describe('which addresses an import may reach', () => {
  it.each([
    ['93.184.215.14', true],
    ['2606:4700::6810:85e5', true],
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['::1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['fe80::1', false],
    ['fd00:ec2::254', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::a00:1', false],
    ['2002:7f00:1::', false],
    ['not an address', false],
  ])('%s → %s', (address, allowed) => {
    expect(isPublicAddress(address)).toBe(allowed);
  });

  it('lets loopback through only with the test setting, and nothing else private', () => {
    expect(isPublicAddress('127.0.0.1', true)).toBe(true);
    expect(isPublicAddress('::1', true)).toBe(true);
    expect(isPublicAddress('10.0.0.1', true)).toBe(false);
    expect(isPublicAddress('169.254.169.254', true)).toBe(false);
  });
});

describe('reading what a page says', () => {
  it.each([
    ['PT1H30M', 90],
    ['PT45M', 45],
    ['P0DT2H15M', 135],
    ['PT0S', 0],
    ['pt20m', 20],
    ['PT90M', 90],
    ['20 minutes', null],
    ['', null],
  ])('ISO 8601 %j → %s minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it('maps cuisine words onto our eight, and categories onto meal types', () => {
    expect(cuisineOf('Korean')).toBe('Asian');
    expect(cuisineOf('Greek')).toBe('Mediterranean');
    expect(cuisineOf('Tex-Mex')).toBe('Mexican');
    expect(cuisineOf('Thai')).toBe('Thai');
    expect(cuisineOf('Southern')).toBe('American');
    // None of the eight: "Other", not a guess (a Nigerian jollof had been filed as American).
    expect(cuisineOf('Nigerian')).toBe('Other');
    expect(cuisineOf(null)).toBe('Other');
    expect(mealTypesOf('Breakfast', 'Huevos Rancheros')).toEqual(['breakfast']);
    expect(mealTypesOf('Soup', 'Minestrone')).toEqual(['lunch']);
    expect(mealTypesOf('Main Course', 'Beef Ragu')).toEqual(['dinner']);
    expect(mealTypesOf(null, 'Something')).toEqual(['dinner']);
  });

  it('takes unknown times as 30 + 30 minutes, splits a total, and keeps every step', () => {
    const base = {
      name: 'Stew',
      description: null,
      servings: null,
      yieldText: null,
      prepMinutes: null,
      cookMinutes: null,
      totalMinutes: null,
      ingredientLines: ['1 onion'],
      steps: Array.from({ length: 45 }, (_, i) => ({
        section: i < 2 ? 'Sauce' : null,
        text: `Step ${i + 1}.`,
      })),
      cuisine: null,
      category: null,
      imageUrl: null,
      author: null,
    };
    const input = inputFromImport(base);
    expect([input.prep_minutes, input.cook_minutes, input.servings]).toEqual([30, 30, 4]);
    expect(input.steps).toHaveLength(40);
    expect(input.steps[0]).toBe('Sauce: Step 1.');
    expect(input.steps[39]).toBe('Step 40. Step 41. Step 42. Step 43. Step 44. Step 45.');
    expect(inputFromImport({ ...base, totalMinutes: 50 })).toMatchObject({
      prep_minutes: 50,
      cook_minutes: 0,
    });
    expect(inputFromImport({ ...base, prepMinutes: 10, totalMinutes: 50 })).toMatchObject({
      prep_minutes: 10,
      cook_minutes: 40,
    });
  });
});
