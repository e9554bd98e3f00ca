import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../lib/test-data';
import { PlanCharts } from './plan-charts';

describe('PlanCharts', () => {
  it('says a day’s net carbs beside its carbs for a keto family, in the chart and its table', () => {
    const plan = buildPlan(1, ['lunch', 'dinner']);
    const keto = { ...plan, preferences: { ...plan.preferences, dietary_restrictions: ['Keto'] } };
    const { container } = render(<PlanCharts plan={keto} selected={{}} />);
    expect(container.querySelector('.mp-days-chart__value small')?.textContent).toBe(
      'P 40 g · C 140 g (net 124 g) · F 30 g',
    );
    expect(screen.getByRole('columnheader', { name: 'Net carbohydrate' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '124 g' })).toBeTruthy();
  });

  it('says carbs alone for a family that does not count net carbs', () => {
    const { container } = render(<PlanCharts plan={buildPlan(1, ['lunch', 'dinner'])} selected={{}} />);
    expect(container.querySelector('.mp-days-chart__value small')?.textContent).toBe(
      'P 40 g · C 140 g · F 30 g',
    );
    expect(screen.queryByRole('columnheader', { name: 'Net carbohydrate' })).toBeNull();
  });
});
