import { describe, expect, it } from 'vitest';
import { dishParts, dishPartsSaid, shareDetail } from './meal-share';

const person = (name: string, portion: number, calories: number, sides: string[] = []) => ({
  person_id: name,
  name,
  portion,
  calories,
  target_calories: calories,
  sides,
});

describe('dishParts', () => {
  it('splits the dish over one denominator that adds up, the smallest within 5 % of each share', () => {
    expect(dishParts([1, 1])).toEqual(['1/2', '1/2']);
    expect(dishParts([1.12, 0.88])).toEqual(['3/5', '2/5']);
    expect(dishParts([1.5, 1.3])).toEqual(['1/2', '1/2']);
    // 0.39, 0.34, 0.27: no fifth or sixth is within 5 % of all three.
    expect(dishParts([1.5, 1.3, 1.05])).toEqual(['3/8', '3/8', '1/4']);
    // A walk-through's household salmon bowl (22, 28, 32 and 18 % of it): no sixth or eighth is
    // within 5 % of all four; quarters, thirds and sixths together are (twelfths, said plainly).
    expect(dishParts([645, 815, 917, 509])).toEqual(['1/4', '1/4', '1/3', '1/6']);
    expect(dishPartsSaid([645, 815, 917, 509])).toEqual([
      'a scant 1/4',
      'a generous 1/4',
      'about 1/3',
      'about 1/6',
    ]);
    // Never a twelfth that is not a quarter, third or sixth.
    for (const portions of [
      [1, 1.4],
      [0.8, 1.1, 1.5],
      [0.75, 0.9, 1.2, 1.45, 1.5],
    ])
      for (const part of dishParts(portions)) expect(part).not.toMatch(/\/12$/);
    // A bigger portion is never a smaller part, and the parts make the whole dish.
    for (const portions of [
      [1.5, 1.3, 1.05],
      [0.75, 1.5],
      [1, 1.25, 0.75, 1.5],
      [1.1, 0.75, 1.5],
      [645, 815, 917, 509],
    ]) {
      const parts = dishParts(portions).map((p) => {
        const [n, d] = p.split('/').map(Number);
        return n! / d!;
      });
      expect(parts.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      for (let i = 0; i < portions.length; i += 1)
        for (let j = 0; j < portions.length; j += 1)
          if (portions[i]! > portions[j]!) expect(parts[i]).toBeGreaterThanOrEqual(parts[j]!);
    }
  });
});

describe('shareDetail', () => {
  it('says a generous or a scant part when the exact share is more than 2 % of the dish off it', () => {
    // A walk-through: "Maria about 3/8 of the dish · 753 kcal" beside "Leo about 3/8 · 669 kcal".
    expect(dishPartsSaid([1.5, 1.3, 1.05])).toEqual(['about 3/8', 'a scant 3/8', 'a generous 1/4']);
    expect(dishPartsSaid([1, 1])).toEqual(['about 1/2', 'about 1/2']);
    expect(dishPartsSaid([1.12, 0.88])).toEqual(['a scant 3/5', 'a generous 2/5']);
    expect(dishPartsSaid([1.2, 0.8])).toEqual(['about 3/5', 'about 2/5']);
  });

  it('says each person’s part of the dish, then kcal and sides', () => {
    const alex = person('Alex', 1.5, 679, ['2 tbsp almonds']);
    const sam = person('Sam', 1.3, 499);
    const leo = person('Leo', 1.05, 403.4);
    const all = [alex, sam, leo];
    expect(shareDetail(alex, all)).toMatch(
      /^(about|a generous|a scant) \d\/\d of the dish · 679 kcal with 2 tbsp almonds$/,
    );
    expect(shareDetail(leo, all)).toMatch(/^(about|a generous|a scant) \d\/\d of the dish · 403 kcal$/);
    // Equal portions read as equal parts.
    const a = person('Ana', 1, 600);
    const b = person('Bo', 1, 600);
    expect(shareDetail(a, [a, b])).toBe('about 1/2 of the dish · 600 kcal');
    expect(shareDetail(b, [a, b])).toBe('about 1/2 of the dish · 600 kcal');
  });

  it('says the target beside kcal far off it (a walk-through read "228 kcal" for a 900 kcal teenager)', () => {
    const leo = { ...person('Leo', 1, 228), target_calories: 900, calorie_miss: 'under' as const };
    const mia = { ...person('Mia', 1, 228), target_calories: 250 };
    const dad = { ...person('Dad', 1.5, 1210), target_calories: 800, calorie_miss: 'over' as const };
    const all = [leo, mia, dad];
    expect(shareDetail(leo, all)).toMatch(/ · 228 of 900 kcal$/);
    // Within ±15 %: no target said.
    expect(shareDetail(mia, all)).toMatch(/ · 228 kcal$/);
    expect(shareDetail({ ...dad, sides: ['1 banana'] }, all)).toMatch(
      / · 1,210 kcal \(over 800\) with 1 banana$/,
    );
  });

  it('alone, says recipe servings in quarters', () => {
    const sam = person('Sam', 0.75, 464.6, ['1 banana', '1 cup milk']);
    expect(shareDetail(sam, [sam])).toBe('3/4 serving · 465 kcal with 1 banana and 1 cup milk');
    const lee = person('Lee', 1.5, 1234);
    expect(shareDetail(lee, [lee])).toBe('1 1/2 servings · 1,234 kcal');
  });
});
