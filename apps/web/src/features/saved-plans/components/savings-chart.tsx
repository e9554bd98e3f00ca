import type { Savings } from '@saverly/contracts';
import { useId } from 'react';
import { formatWeek } from '../lib/format';
import { formatCents } from '../../../lib/money';

type Week = Savings['by_week'][number];

const WIDTH = 600;
const HEIGHT = 220;
const PLOT = { top: 16, right: 8, bottom: 44, left: 52 };

/** A round top for the y axis: 1, 2, 5 × 10^n dollars (in cents), at least $5. */
export function niceMaxCents(maxCents: number): number {
  const floor = 500;
  if (maxCents <= floor) return floor;
  const magnitude = 10 ** Math.floor(Math.log10(maxCents));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= maxCents) return step * magnitude;
  }
  return 10 * magnitude;
}

/** The screen-reader summary of the chart. */
export function savingsChartSummary(weeks: readonly Week[]): string {
  if (weeks.length === 0) return 'No savings recorded yet.';
  const total = weeks.reduce((sum, week) => sum + week.savings_cents, 0);
  if (total === 0) return `No savings in the last ${weeks.length} weeks yet.`;
  const best = weeks.reduce((top, week) => (week.savings_cents > top.savings_cents ? week : top));
  const withSavings = weeks.filter((week) => week.savings_cents > 0).length;
  return (
    `Savings by week for the last ${weeks.length} weeks: ${formatCents(total)} in all, ` +
    `in ${withSavings} ${withSavings === 1 ? 'week' : 'weeks'}. ` +
    `The best week began ${formatWeek(best.week_start)} with ${formatCents(best.savings_cents)}.`
  );
}

/** Savings by week: 12 bars, dates under them, a dollar axis; a text summary for screen readers. */
export function SavingsChart({ weeks }: { weeks: readonly Week[] }) {
  const id = useId();
  const max = niceMaxCents(Math.max(0, ...weeks.map((week) => week.savings_cents)));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(weeks.length, 1);
  const barWidth = Math.max(4, slot * 0.62);
  const y = (cents: number) => PLOT.top + plotHeight - (cents / max) * plotHeight;
  const ticks = [0, max / 2, max];

  return (
    <figure className="savings-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        className="savings-chart__svg"
      >
        <title id={`${id}-title`}>Savings by week</title>
        {ticks.map((tick) => (
          <g key={tick} className="savings-chart__grid">
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} />
            <text x={PLOT.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatCents(tick).replace(/\.00$/, '')}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = PLOT.left + slot * index + (slot - barWidth) / 2;
          const top = y(week.savings_cents);
          return (
            <g key={week.week_start}>
              <rect
                className="savings-chart__bar"
                x={x}
                y={top}
                width={barWidth}
                height={Math.max(0, PLOT.top + plotHeight - top)}
                rx={3}
              >
                <title>{`Week of ${formatWeek(week.week_start)}: ${formatCents(week.savings_cents)} saved`}</title>
              </rect>
              {index % 2 === (weeks.length - 1) % 2 || weeks.length <= 6 ? (
                <text
                  className="savings-chart__label"
                  x={x + barWidth / 2}
                  y={HEIGHT - PLOT.bottom + 18}
                  textAnchor="middle"
                >
                  {formatWeek(week.week_start)}
                </text>
              ) : null}
            </g>
          );
        })}
        <text
          className="savings-chart__axis"
          x={PLOT.left + plotWidth / 2}
          y={HEIGHT - 6}
          textAnchor="middle"
        >
          Week starting
        </text>
      </svg>
      <figcaption id={`${id}-summary`} className="visually-hidden">
        {savingsChartSummary(weeks)}
      </figcaption>
    </figure>
  );
}
