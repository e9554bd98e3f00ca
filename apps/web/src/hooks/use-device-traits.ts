import { useMediaQuery } from './use-media-query';

/** True when the page runs as an installed app (display-mode standalone, or iOS's navigator.standalone). */
export function isStandaloneDisplay(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
  const displayStandalone =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return iosStandalone || displayStandalone;
}

/** True on touch screens: touch events, touch points or a coarse pointer. */
export function isTouchDevice(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    'ontouchstart' in window ||
    window.navigator.maxTouchPoints > 0 ||
    (typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches)
  );
}

export function useIsStandalone(): boolean {
  const displayStandalone = useMediaQuery('(display-mode: standalone)');
  return displayStandalone || isStandaloneDisplay();
}

export function useIsTouchDevice(): boolean {
  const coarsePointer = useMediaQuery('(pointer: coarse)');
  return coarsePointer || isTouchDevice();
}
