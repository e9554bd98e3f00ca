import { describe, expect, it } from 'vitest';
import { breakpointFor, deviceFor, gridColumnsFor } from './use-breakpoint';

describe('breakpoints (spec section 2)', () => {
  it.each([
    [0, 'xs'],
    [575, 'xs'],
    [576, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [991, 'md'],
    [992, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
    [1399, 'xl'],
    [1400, 'xxl'],
    [2560, 'xxl'],
  ])('width %i is %s', (width, breakpoint) => {
    expect(breakpointFor(width)).toBe(breakpoint);
  });

  it.each([
    [390, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [991, 'tablet'],
    [992, 'desktop'],
    [1280, 'desktop'],
  ])('width %i is a %s', (width, device) => {
    expect(deviceFor(width)).toBe(device);
  });

  it.each([
    [320, 1],
    [575, 1],
    [576, 2],
    [767, 2],
    [768, 3],
    [991, 3],
    [992, 4],
    [1199, 4],
    [1200, 5],
    [1920, 5],
  ])('width %i shows %i grid columns', (width, columns) => {
    expect(gridColumnsFor(width)).toBe(columns);
  });
});
