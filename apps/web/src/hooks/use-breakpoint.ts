import { BREAKPOINTS } from '@saverly/contracts';
import { useSyncExternalStore } from 'react';

export type Breakpoint = keyof typeof BREAKPOINTS;
export type DeviceKind = 'mobile' | 'tablet' | 'desktop';

const ORDERED = (Object.entries(BREAKPOINTS) as [Breakpoint, number][]).sort(([, a], [, b]) => b - a);

/** Largest breakpoint whose minimum width fits: xs 0, sm 576, md 768, lg 992, xl 1200, xxl 1400. */
export function breakpointFor(width: number): Breakpoint {
  return ORDERED.find(([, min]) => width >= min)?.[0] ?? 'xs';
}

/** Mobile below 768, tablet 768-991, desktop 992 and up (spec section 2). */
export function deviceFor(width: number): DeviceKind {
  if (width < BREAKPOINTS.md) return 'mobile';
  if (width < BREAKPOINTS.lg) return 'tablet';
  return 'desktop';
}

/** Grid columns: 1 below 576, 2 below 768, 3 below 992, 4 below 1200, 5 from 1200. */
export function gridColumnsFor(width: number): number {
  if (width < BREAKPOINTS.sm) return 1;
  if (width < BREAKPOINTS.md) return 2;
  if (width < BREAKPOINTS.lg) return 3;
  if (width < BREAKPOINTS.xl) return 4;
  return 5;
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

/** The viewport width in CSS px, kept current on resize. */
function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => BREAKPOINTS.lg,
  );
}

export function useBreakpoint() {
  const width = useViewportWidth();
  const device = deviceFor(width);
  return {
    width,
    breakpoint: breakpointFor(width),
    device,
    isMobile: device === 'mobile',
    isTablet: device === 'tablet',
    isDesktop: device === 'desktop',
    gridColumns: gridColumnsFor(width),
  };
}
