import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './index.js';
import { makeAheadOf } from './make-ahead.js';

const steps = (...texts: string[]) => ({ instructions: texts.map((text) => ({ text })) });

describe('makeAheadOf (hours a recipe needs that its minutes do not count)', () => {
  it('reads marinating, soaking and chilling for hours or overnight, the least the steps allow', () => {
    expect(
      makeAheadOf(
        steps('Put the eggs in a container, pour in the marinade and refrigerate at least 6 hours.'),
      ),
    ).toEqual({ minutes: 360, text: 'Marinate at least 6 hours' });
    expect(makeAheadOf(steps('Divide into jars, cover and refrigerate overnight.'))).toEqual({
      minutes: 480,
      text: 'Chill overnight',
    });
    expect(makeAheadOf(steps('Cover and refrigerate overnight, or at least 4 hours.'))).toEqual({
      minutes: 240,
      text: 'Chill at least 4 hours',
    });
    expect(makeAheadOf(steps('Marinate the steak with the lime juice and oil for 1 to 4 hours.'))).toEqual({
      minutes: 60,
      text: 'Marinate at least 1 hour',
    });
    expect(
      makeAheadOf(steps('Soak the lentils and rice in plenty of water for at least 4 hours, then drain.')),
    ).toEqual({ minutes: 240, text: 'Soak at least 4 hours' });
  });

  it('leaves cooking for hours, short waits and optional nights alone', () => {
    expect(makeAheadOf(steps('Cover and braise in the oven for 2 1/2 to 3 hours until tender.'))).toBeNull();
    expect(makeAheadOf(steps('Simmer gently, covered, for 1 1/2 hours.'))).toBeNull();
    expect(makeAheadOf(steps('Marinate the chicken for 20 minutes while the rice cooks.'))).toBeNull();
    expect(
      makeAheadOf(steps('Let it marinate for at least 10 minutes, or overnight in the fridge.')),
    ).toBeNull();
    expect(makeAheadOf(steps('Rest 5 minutes, whisk again and serve.'))).toBeNull();
  });

  it('reads the description when no step names the wait', () => {
    expect(
      makeAheadOf({
        description: 'Soak red lentils overnight and these pancakes blend and cook in 25 minutes.',
        ...steps('Blend the soaked lentils with the water.', 'Cook until golden, 2 to 3 minutes a side.'),
      }),
    ).toEqual({ minutes: 480, text: 'Soak overnight' });
  });

  it('reads a wait an ingredient’s note asks for, said with the food, the longest of all', () => {
    // A walk-through's Mango Sticky Rice read "Prep time: 45 min"; its rice line said "soaked
    // overnight" and no step did.
    expect(
      makeAheadOf({
        ...steps('Steam the drained rice until tender, 20 to 25 minutes.'),
        ingredients: [
          { text: '1 2/3 cups sticky rice, soaked overnight' },
          { text: '2 ripe mangoes, sliced' },
        ],
      }),
    ).toEqual({ minutes: 480, text: 'Soak the sticky rice overnight' });
    expect(
      makeAheadOf({
        ...steps('Marinate the chicken at least 2 hours.', 'Grill the chicken.'),
        ingredients: [{ text: '2 cups glutinous rice, soaked 4 hours' }],
      }),
    ).toEqual({ minutes: 240, text: 'Soak the glutinous rice for 4 hours' });
    // A note of minutes, or none, is no wait.
    expect(
      makeAheadOf({
        ...steps('Cook the beans.'),
        ingredients: [{ text: '1 cup dried beans, soaked 30 minutes' }, { text: '1 onion, diced' }],
      }),
    ).toBeNull();
    const catalogue = loadCatalogue();
    expect(catalogue.recipes.find((r) => r.name === 'Mango Sticky Rice')!.makeAhead).toEqual({
      minutes: 480,
      text: 'Soak the sticky rice overnight',
    });
  });

  it('reads cooked rice no step cooks: the day before when cold, first when warm, none beside a long simmer', () => {
    // A walk-through's "Vegetable Fried Rice with Tofu · 30 min" needed 5 1/4 cups cold cooked rice.
    const recipe = (line: string, cookMinutes: number, ...texts: string[]) => ({
      ...steps(...texts),
      ingredients: [{ text: line }],
      cookMinutes,
    });
    expect(makeAheadOf(recipe('4 cups cold cooked jasmine rice', 10, 'Stir-fry the cooked rice.'))).toEqual({
      minutes: 480,
      text: 'Cook the rice the day before and chill it',
    });
    expect(makeAheadOf(recipe('4 cups cooked rice, warmed', 10, 'Serve over the rice.'))).toEqual({
      minutes: 20,
      text: 'Cook the rice first, about 20 minutes (or use leftover rice)',
    });
    expect(makeAheadOf(recipe('3 cups cooked brown rice, warmed', 10, 'Serve over the rice.'))).toEqual({
      minutes: 45,
      text: 'Cook the rice first, about 45 minutes (or use leftover rice)',
    });
    expect(
      makeAheadOf(recipe('4 cups cooked rice, cooled', 10, 'Toss the rice with the tempering.')),
    ).toEqual({
      minutes: 60,
      text: 'Cook the rice an hour ahead and let it cool (or use leftover rice)',
    });
    // Cooked alongside a 40-minute simmer, or by a step of its own: nothing ahead.
    expect(makeAheadOf(recipe('4 cups cooked rice', 40, 'Simmer the adobo 40 minutes.'))).toBeNull();
    expect(
      makeAheadOf(recipe('4 cups cooked rice', 10, 'Meanwhile, cook the rice according to the package.')),
    ).toBeNull();
    // A longer wait of the steps wins.
    expect(
      makeAheadOf(
        recipe('2 cups cooked rice', 5, 'Marinate the chicken at least 4 hours.', 'Serve with the rice.'),
      ),
    ).toEqual({ minutes: 240, text: 'Marinate at least 4 hours' });
    const catalogue = loadCatalogue();
    const fried = catalogue.recipes.filter((r) => /\bfried rice\b/i.test(r.name));
    expect(
      fried.filter((r) => r.makeAhead?.text === 'Cook the rice the day before and chill it').length,
    ).toBeGreaterThan(3);
  });

  it('marks the catalogue’s overnight oats, chia puddings and marinated eggs, and no braise', () => {
    const catalogue = loadCatalogue();
    const overnight = catalogue.recipes.filter((r) => /overnight oats|chia pudding/i.test(r.name));
    expect(overnight.length).toBeGreaterThan(5);
    for (const r of overnight) expect(r.makeAhead, r.id).not.toBeNull();
    expect(catalogue.recipe('asian-soy-marinated-eggs')!.makeAhead).toEqual({
      minutes: 360,
      text: 'Marinate at least 6 hours',
    });
    for (const id of ['french-beef-bourguignon', 'mex-carnitas', 'thai-massaman-beef'])
      expect(catalogue.recipe(id)!.makeAhead, id).toBeNull();
  });
});
