import { describe, expect, it } from 'vitest';
import { dishParts, dishPartsSaid, heatText, shareDetail } from './meal-share';

const person = (name: string, portion: number, calories: number, sides: string[] = []) => ({
  person_id: name,
  name,
  portion,
  calories,
  target_calories: calories,
  sides,
});

describe('dishParts', () => {
  it('says each share as the simple part nearest it: halves to eighths, no tenths or twelfths', () => {
    expect(dishParts([1, 1])).toEqual(['1/2', '1/2']);
    expect(dishParts([1.12, 0.88])).toEqual(['3/5', '2/5']);
    expect(dishParts([1.5, 1.3])).toEqual(['1/2', '1/2']);
    // 0.39, 0.34, 0.27.
    expect(dishParts([1.5, 1.3, 1.05])).toEqual(['2/5', '1/3', '1/4']);
    // A walk-through's household (32, 26, 21 and 21 %): sixths that added up read "a generous 1/6"
    // for the 4-year-old's 21 %.
    expect(dishParts([1.5, 1.25, 1, 1])).toEqual(['1/3', '1/4', '1/5', '1/5']);
    // An earlier walk-through's salmon bowl (22, 28, 32 and 18 %).
    expect(dishParts([645, 815, 917, 509])).toEqual(['1/5', '1/4', '1/3', '1/6']);
    expect(dishParts([0.75, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5])[0]).toBe('a little');
  });

  it('is never far from any share, keeps a bigger portion a bigger part, and the parts near the whole', () => {
    const portions: number[][] = [];
    // Every household of 2 to 4 people with portions of 0.75× to 1.5× in 0.25 steps.
    const steps = [0.75, 1, 1.25, 1.5];
    for (const a of steps)
      for (const b of steps) {
        portions.push([a, b]);
        for (const c of steps) {
          portions.push([a, b, c]);
          for (const d of steps) portions.push([a, b, c, d]);
        }
      }
    for (const household of portions) {
      const total = household.reduce((x, y) => x + y, 0);
      const parts = dishParts(household).map((p) => {
        const [n, d] = p.split('/').map(Number);
        return n! / d!;
      });
      for (const [i, part] of parts.entries()) {
        // Within 15 % of the exact share: eighths are 12.5 % of the dish apart at the most.
        expect(
          Math.abs(part - household[i]! / total) / (household[i]! / total),
          household.join(),
        ).toBeLessThan(0.15);
        for (let j = 0; j < household.length; j += 1) {
          if (household[i]! > household[j]!) expect(part).toBeGreaterThanOrEqual(parts[j]!);
          if (household[i] === household[j]) expect(part).toBe(parts[j]);
        }
      }
      const sum = parts.reduce((x, y) => x + y, 0);
      expect(Math.abs(sum - 1), household.join()).toBeLessThanOrEqual(0.125 + 1e-9);
    }
  });
});

describe('shareDetail', () => {
  it('says a generous or a scant part when the exact share is more than 7 % off it', () => {
    expect(dishPartsSaid([1.5, 1.25, 1, 1])).toEqual(['about 1/3', 'about 1/4', 'about 1/5', 'about 1/5']);
    // A walk-through: "Maria about 3/8 of the dish · 753 kcal" beside "Leo about 3/8 · 669 kcal".
    expect(dishPartsSaid([1.5, 1.3])).toEqual(['a generous 1/2', 'a scant 1/2']);
    expect(dishPartsSaid([1.5, 1.3, 1.05])).toEqual(['about 2/5', 'about 1/3', 'a generous 1/4']);
    expect(dishPartsSaid([1, 1])).toEqual(['about 1/2', 'about 1/2']);
    expect(dishPartsSaid([1.12, 0.88])).toEqual(['about 3/5', 'a generous 2/5']);
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

describe('heatText', () => {
  it('names one or more hot ingredients in a sentence, and nothing for a share without', () => {
    expect(heatText({ ...person('Obi', 0.75, 410), heat: ['chorizo'] })).toBe(
      'Hot for a young child: chorizo. Set Obi’s share aside before it goes in, or use less.',
    );
    expect(heatText({ ...person('Obi', 0.75, 410), heat: ['jalapeño', 'hot sauce', 'chipotle'] })).toBe(
      'Hot for a young child: jalapeño, hot sauce and chipotle. Set Obi’s share aside before they go in, or use less.',
    );
    expect(heatText(person('Ada', 1, 600))).toBeNull();
    expect(heatText({ ...person('Ada', 1, 600), heat: [] })).toBeNull();
  });
});
