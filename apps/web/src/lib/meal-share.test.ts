import { describe, expect, it } from 'vitest';
import { shareDetail } from './meal-share';

describe('shareDetail', () => {
  it('says the portion, the calories and the sides of one person’s share', () => {
    const share = {
      person_id: 'p1',
      name: 'Sam',
      portion: 0.75,
      calories: 464.6,
      target_calories: 467,
      sides: [],
    };
    expect(shareDetail(share)).toBe('0.75× · 465 kcal');
    expect(shareDetail({ ...share, portion: 1.5, calories: 1234, sides: ['1 banana', '1 cup milk'] })).toBe(
      '1.5× · 1,234 kcal with 1 banana and 1 cup milk',
    );
  });
});
