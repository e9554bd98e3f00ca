/**
 * How many calories a person needs per day, from the Dietary Guidelines for Americans, 2020–2025,
 * Appendix 2, "Estimated Calorie Needs per Day, by Age, Sex, and Physical Activity Level" (U.S.
 * Department of Agriculture and U.S. Department of Health and Human Services, 9th edition, December
 * 2020; docs/decisions/0037-households.md). The table is shipped as data below, row for row.
 *
 * A household person is described by an age band rather than an age, with an optional sex and
 * activity level, or by an explicit figure (which always wins). A band's need is the mean of the
 * table's rows that fall in it, each row weighted by the years it spans; a missing sex is the mean
 * of both sexes, a missing activity level is "moderately active"; the result is rounded to the
 * nearest 50 kcal (the table itself is rounded to the nearest 200).
 */

export const SEXES = ['female', 'male'] as const;
export type Sex = (typeof SEXES)[number];

/** The table's three columns. */
export const ACTIVITY_LEVELS = ['sedentary', 'moderately_active', 'active'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/** Calories per day at each activity level. */
type ByActivity = Readonly<Record<ActivityLevel, number>>;

export interface EnergyNeedsRow {
  /** First year of age the row covers. */
  readonly fromAge: number;
  /** Last year of age the row covers; null for the open last row ("76 and up"). */
  readonly toAge: number | null;
  readonly male: ByActivity;
  readonly female: ByActivity;
}

const row = (
  fromAge: number,
  toAge: number | null,
  male: [number, number, number],
  female: [number, number, number],
): EnergyNeedsRow => {
  const of = ([sedentary, moderately_active, active]: [number, number, number]) => ({
    sedentary,
    moderately_active,
    active,
  });
  return { fromAge, toAge, male: of(male), female: of(female) };
};

/**
 * DGA 2020–2025 Appendix 2, ages 2 and up: [sedentary, moderately active, active] for males, then
 * females (estimates for females exclude pregnancy and lactation). The table starts at age 2.
 */
export const ESTIMATED_CALORIE_NEEDS: readonly EnergyNeedsRow[] = [
  row(2, 2, [1000, 1000, 1000], [1000, 1000, 1000]),
  row(3, 3, [1000, 1400, 1400], [1000, 1200, 1400]),
  row(4, 4, [1200, 1400, 1600], [1200, 1400, 1400]),
  row(5, 5, [1200, 1400, 1600], [1200, 1400, 1600]),
  row(6, 6, [1400, 1600, 1800], [1200, 1400, 1600]),
  row(7, 7, [1400, 1600, 1800], [1200, 1600, 1800]),
  row(8, 8, [1400, 1600, 2000], [1400, 1600, 1800]),
  row(9, 9, [1600, 1800, 2000], [1400, 1600, 1800]),
  row(10, 10, [1600, 1800, 2200], [1400, 1800, 2000]),
  row(11, 11, [1800, 2000, 2200], [1600, 1800, 2000]),
  row(12, 12, [1800, 2200, 2400], [1600, 2000, 2200]),
  row(13, 13, [2000, 2200, 2600], [1600, 2000, 2200]),
  row(14, 14, [2000, 2400, 2800], [1800, 2000, 2400]),
  row(15, 15, [2200, 2600, 3000], [1800, 2000, 2400]),
  row(16, 16, [2400, 2800, 3200], [1800, 2000, 2400]),
  row(17, 17, [2400, 2800, 3200], [1800, 2000, 2400]),
  row(18, 18, [2400, 2800, 3200], [1800, 2000, 2400]),
  row(19, 20, [2600, 2800, 3000], [2000, 2200, 2400]),
  row(21, 25, [2400, 2800, 3000], [2000, 2200, 2400]),
  row(26, 30, [2400, 2600, 3000], [1800, 2000, 2400]),
  row(31, 35, [2400, 2600, 3000], [1800, 2000, 2200]),
  row(36, 40, [2400, 2600, 2800], [1800, 2000, 2200]),
  row(41, 45, [2200, 2600, 2800], [1800, 2000, 2200]),
  row(46, 50, [2200, 2400, 2800], [1800, 2000, 2200]),
  row(51, 55, [2200, 2400, 2800], [1600, 1800, 2200]),
  row(56, 60, [2200, 2400, 2600], [1600, 1800, 2200]),
  row(61, 65, [2000, 2400, 2600], [1600, 1800, 2000]),
  row(66, 70, [2000, 2200, 2600], [1600, 1800, 2000]),
  row(71, 75, [2000, 2200, 2600], [1600, 1800, 2000]),
  row(76, null, [2000, 2200, 2400], [1600, 1800, 2000]),
];

/** The household's age bands (issue #18). */
export const AGE_BANDS = [
  'child_1_3',
  'child_4_8',
  'child_9_13',
  'teen_14_18',
  'adult',
  'older_adult',
] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/**
 * The years of age each band covers. The table starts at 2, so "child 1–3" uses its rows for 2
 * and 3. Adults are 19–60 and older adults 61 and up: the guidelines' life stages part at 60
 * ("Older Adults", ages 60 and older) and the table's rows part between 60 and 61.
 */
export const AGE_BAND_YEARS: Readonly<
  Record<AgeBand, { readonly from: number; readonly to: number | null }>
> = {
  child_1_3: { from: 1, to: 3 },
  child_4_8: { from: 4, to: 8 },
  child_9_13: { from: 9, to: 13 },
  teen_14_18: { from: 14, to: 18 },
  adult: { from: 19, to: 60 },
  older_adult: { from: 61, to: null },
};

/** When a person's activity level is not known: the table's middle column. */
const DEFAULT_ACTIVITY_LEVEL: ActivityLevel = 'moderately_active';

/** The open last row ("76 and up") weighs as much as the five-year rows before it. */
const OPEN_ROW_YEARS = 5;
const ROUND_TO_KCAL = 50;

const yearsOf = (r: EnergyNeedsRow) => (r.toAge === null ? OPEN_ROW_YEARS : r.toAge - r.fromAge + 1);

const inBand = (r: EnergyNeedsRow, band: AgeBand) => {
  const { from, to } = AGE_BAND_YEARS[band];
  return (r.toAge === null || r.toAge >= from) && (to === null || r.fromAge <= to);
};

/** The band's mean need for one sex at one level, weighted by the years each row spans (unrounded). */
function bandMean(band: AgeBand, sex: Sex, activity: ActivityLevel): number {
  const rows = ESTIMATED_CALORIE_NEEDS.filter((r) => inBand(r, band));
  const years = rows.reduce((sum, r) => sum + yearsOf(r), 0);
  return rows.reduce((sum, r) => sum + r[sex][activity] * yearsOf(r), 0) / years;
}

export interface EnergyNeedsInput {
  ageBand: AgeBand;
  /** Unknown: the mean of both sexes. */
  sex?: Sex | null;
  /** Unknown: moderately active. */
  activityLevel?: ActivityLevel | null;
  /** A figure the family set themselves (a doctor's advice, a sports diet): it wins. */
  caloriesPerDay?: number | null;
}

export interface EnergyNeeds {
  caloriesPerDay: number;
  /** `set`: the person's own figure; `guidelines`: estimated from the table. */
  source: 'set' | 'guidelines';
}

/** A person's calories per day: their own figure when set, else the guidelines' estimate. */
export function energyNeeds(person: EnergyNeedsInput): EnergyNeeds {
  if (person.caloriesPerDay != null) return { caloriesPerDay: person.caloriesPerDay, source: 'set' };
  const activity = person.activityLevel ?? DEFAULT_ACTIVITY_LEVEL;
  const sexes: readonly Sex[] = person.sex ? [person.sex] : SEXES;
  const mean = sexes.reduce((sum, sex) => sum + bandMean(person.ageBand, sex, activity), 0) / sexes.length;
  return { caloriesPerDay: Math.round(mean / ROUND_TO_KCAL) * ROUND_TO_KCAL, source: 'guidelines' };
}
