import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LEVELS,
  AGE_BAND_YEARS,
  AGE_BANDS,
  ESTIMATED_CALORIE_NEEDS,
  SEXES,
  energyNeeds,
  type AgeBand,
} from './energy-needs.js';

const rowAt = (age: number) =>
  ESTIMATED_CALORIE_NEEDS.find((r) => r.fromAge <= age && (r.toAge === null || age <= r.toAge));

describe('the DGA 2020–2025 Appendix 2 table', () => {
  it('covers every age from 2 up, without gaps or overlaps, ending open at 76', () => {
    expect(ESTIMATED_CALORIE_NEEDS[0]!.fromAge).toBe(2);
    ESTIMATED_CALORIE_NEEDS.forEach((r, i) => {
      const next = ESTIMATED_CALORIE_NEEDS[i + 1];
      if (next) expect(next.fromAge, `after ${r.fromAge}`).toBe(r.toAge! + 1);
      else expect(r).toMatchObject({ fromAge: 76, toAge: null });
    });
    expect(ESTIMATED_CALORIE_NEEDS).toHaveLength(30);
  });

  it('holds whole 200-calorie steps, rising with activity', () => {
    for (const r of ESTIMATED_CALORIE_NEEDS)
      for (const sex of SEXES) {
        const [sedentary, moderate, active] = ACTIVITY_LEVELS.map((a) => r[sex][a]);
        for (const kcal of [sedentary!, moderate!, active!]) expect(kcal % 200).toBe(0);
        expect(sedentary).toBeLessThanOrEqual(moderate!);
        expect(moderate).toBeLessThanOrEqual(active!);
      }
  });

  it('reads rows as the guidelines print them', () => {
    expect(rowAt(2)!.male).toEqual({ sedentary: 1000, moderately_active: 1000, active: 1000 });
    expect(rowAt(16)!.male.active).toBe(3200);
    expect(rowAt(10)!.female).toEqual({ sedentary: 1400, moderately_active: 1800, active: 2000 });
    expect(rowAt(20)!.male).toEqual({ sedentary: 2600, moderately_active: 2800, active: 3000 });
    expect(rowAt(43)!.female).toEqual({ sedentary: 1800, moderately_active: 2000, active: 2200 });
    expect(rowAt(90)!.female).toEqual({ sedentary: 1600, moderately_active: 1800, active: 2000 });
    expect(rowAt(90)!.male.active).toBe(2400);
    expect(rowAt(1)).toBeUndefined();
  });

  it('has bands that follow each other from 1 to the open end', () => {
    let next = 1;
    for (const band of AGE_BANDS) {
      expect(AGE_BAND_YEARS[band].from, band).toBe(next);
      next = (AGE_BAND_YEARS[band].to ?? Infinity) + 1;
    }
    expect(next).toBe(Infinity);
  });
});

describe('energyNeeds', () => {
  const kcal = (
    ageBand: AgeBand,
    sex?: 'female' | 'male' | null,
    activityLevel?: (typeof ACTIVITY_LEVELS)[number],
  ) => energyNeeds({ ageBand, sex, activityLevel }).caloriesPerDay;

  it('an explicit figure wins over the table, whatever else is known', () => {
    expect(
      energyNeeds({ ageBand: 'teen_14_18', sex: 'male', activityLevel: 'active', caloriesPerDay: 1700 }),
    ).toEqual({
      caloriesPerDay: 1700,
      source: 'set',
    });
    expect(energyNeeds({ ageBand: 'adult', caloriesPerDay: null })).toMatchObject({ source: 'guidelines' });
  });

  it('a band is the mean of its rows: a toddler is the table’s ages 2 and 3', () => {
    expect(kcal('child_1_3', 'male', 'moderately_active')).toBe(1200);
    expect(kcal('child_1_3', 'female', 'moderately_active')).toBe(1100);
    expect(kcal('child_1_3', 'female', 'sedentary')).toBe(1000);
  });

  it('weights each row by the years it spans, rounded to 50 kcal', () => {
    // Females 4–8, sedentary: 1,200 × 4 + 1,400 = 6,200 / 5 = 1,240 → 1,250.
    expect(kcal('child_4_8', 'female', 'sedentary')).toBe(1250);
    // Males 14–18, active: 2,800 + 3,000 + 3,200 × 3 = 15,400 / 5 = 3,080 → 3,100.
    expect(kcal('teen_14_18', 'male', 'active')).toBe(3100);
    // Females 19–60, moderately active: 2,200 for 19–25 (7 years), 2,000 for 26–50, 1,800 for 51–60.
    expect(kcal('adult', 'female', 'moderately_active')).toBe(
      Math.round((2200 * 7 + 2000 * 25 + 1800 * 10) / 42 / 50) * 50,
    );
    // Males 61 and up, sedentary: every row is 2,000.
    expect(kcal('older_adult', 'male', 'sedentary')).toBe(2000);
  });

  it('without a sex, the mean of both sexes; without an activity level, moderately active', () => {
    // Adults, moderately active: between the two sexes' own figures.
    const both = kcal('adult', null, 'moderately_active');
    expect(both).toBeGreaterThan(kcal('adult', 'female', 'moderately_active'));
    expect(both).toBeLessThan(kcal('adult', 'male', 'moderately_active'));
    expect(kcal('child_1_3', null, 'moderately_active')).toBe(1150);
    for (const band of AGE_BANDS)
      for (const sex of [...SEXES, null]) expect(kcal(band, sex)).toBe(kcal(band, sex, 'moderately_active'));
    expect(energyNeeds({ ageBand: 'adult' })).toEqual({ caloriesPerDay: 2250, source: 'guidelines' });
  });

  it('needs rise with activity and fall from adult to older adult, in every band', () => {
    for (const band of AGE_BANDS)
      for (const sex of [...SEXES, null]) {
        const [s, m, a] = ACTIVITY_LEVELS.map((level) => kcal(band, sex, level));
        expect(s).toBeLessThanOrEqual(m!);
        expect(m).toBeLessThanOrEqual(a!);
        expect(s! % 50).toBe(0);
      }
    for (const level of ACTIVITY_LEVELS)
      for (const sex of SEXES)
        expect(kcal('older_adult', sex, level)).toBeLessThan(kcal('adult', sex, level));
  });
});
