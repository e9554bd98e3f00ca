/** ISO-8601 weeks (Monday to Sunday, week 1 holds the year's first Thursday), in UTC. */
export interface IsoWeek {
  /** e.g. `2026-W47` */
  key: string;
  year: number;
  week: number;
  /** The Monday, `YYYY-MM-DD`. */
  start: string;
  /** The Sunday, `YYYY-MM-DD`. */
  end: string;
}

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function isoWeek(date: Date): IsoWeek {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  const monday = day - weekday * DAY_MS;
  const thursday = monday + 3 * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return {
    key: `${year}-W${String(week).padStart(2, '0')}`,
    year,
    week,
    start: isoDate(monday),
    end: isoDate(monday + 6 * DAY_MS),
  };
}
