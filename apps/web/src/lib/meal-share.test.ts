import { describe, expect, it } from 'vitest';
import { shareDetail } from './meal-share';

const person = (name: string, portion: number, calories: number, sides: string[] = []) => ({
  person_id: name,
  name,
  portion,
  calories,
  target_calories: calories,
  sides,
});

describe('shareDetail', () => {
  it('says servings in quarters and about what part of the dish, then kcal and sides', () => {
    // A walk-through's household: Alex 1.5×, Sam 1.3×, Leo 1.05× of one recipe serving.
    const alex = person('Alex', 1.5, 679, ['2 tbsp almonds']);
    const sam = person('Sam', 1.3, 499);
    const leo = person('Leo', 1.05, 403.4);
    const all = [alex, sam, leo];
    expect(shareDetail(alex, all)).toBe(
      '1 1/2 servings, about 2/5 of the dish · 679 kcal with 2 tbsp almonds',
    );
    expect(shareDetail(sam, all)).toBe('1 1/4 servings, about 1/3 of the dish · 499 kcal');
    expect(shareDetail(leo, all)).toBe('1 serving, about 1/4 of the dish · 403 kcal');
  });

  it('counts small and large portions in quarters, and says no part of the dish for one person', () => {
    const sam = person('Sam', 0.75, 464.6, ['1 banana', '1 cup milk']);
    expect(shareDetail(sam, [sam])).toBe('3/4 serving · 465 kcal with 1 banana and 1 cup milk');
    const big = person('Lee', 2, 1234);
    expect(shareDetail(big, [big, sam])).toBe('2 servings, about 3/4 of the dish · 1,234 kcal');
    expect(shareDetail(person('Ana', 1.25, 700), [person('Ana', 1.25, 700), sam])).toMatch(
      /^1 1\/4 servings, about 3\/5 of the dish/,
    );
  });
});
