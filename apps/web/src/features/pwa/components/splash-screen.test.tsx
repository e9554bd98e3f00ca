import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SplashScreen } from './splash-screen';

afterEach(() => {
  vi.useRealTimers();
});

describe('SplashScreen', () => {
  it('completes at once when the app is not installed on mobile', () => {
    const onComplete = vi.fn();
    const { container } = render(<SplashScreen applies={false} onComplete={onComplete} />);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.splash')).toBeNull();
  });

  it('shows for 1750 ms, fades for 500 ms, then completes', () => {
    vi.useFakeTimers();
    const onComplete = vi.fn();
    const { container } = render(<SplashScreen applies onComplete={onComplete} />);
    const splash = () => container.querySelector('.splash');
    expect(splash()?.classList.contains('splash--fading')).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1_750);
    });
    expect(splash()?.classList.contains('splash--fading')).toBe(true);
    expect(onComplete).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
