import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSavedMeal } from '../../../test/grocery-factories';
import { CookView } from './cook-view';

const meal = buildSavedMeal({
  id: 'd2-dinner',
  instructions: [
    '1. Heat the oven to 220°C.',
    '2. Roast everything for 30 minutes, stirring every 10 minutes.',
  ],
});

function renderCook() {
  const router = createMemoryRouter(
    [
      { path: '/cook', element: <CookView meal={meal} backHref="/meals" /> },
      { path: '/meals', element: <p>meals</p> },
    ],
    { initialEntries: ['/cook'] },
  );
  render(<RouterProvider router={router} />);
  return { router, view: screen.getByRole('article', { name: meal.name }) };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('CookView timers', () => {
  it('starts a timer from the step that names the wait, counts down, pauses, and rings when time is up', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { vibrate }));
    const { view } = renderCook();
    // Only the step with a wait has a timer ("every 10 minutes" is a rhythm, not a wait).
    expect(
      within(view)
        .getAllByRole('button', { name: /^Start timer: / })
        .map((b) => b.textContent),
    ).toEqual([' 30 min']);
    fireEvent.click(within(view).getByRole('button', { name: 'Start timer: 30 minutes (step 2)' }));
    const bar = within(view).getByRole('complementary', { name: 'Timers' });
    expect(bar.textContent).toBe('Step 2: 30:00');
    expect(within(view).getByText('30:00', { selector: '.cook-view__timer-clock' })).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    expect(bar.textContent).toBe('Step 2: 20:00');

    // Paused, the clock stands still.
    fireEvent.click(within(view).getByRole('button', { name: 'Pause timer: 30 minutes (step 2)' }));
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(bar.textContent).toBe('Step 2: 20:00 (paused)');
    fireEvent.click(within(view).getByRole('button', { name: 'Resume timer: 30 minutes (step 2)' }));
    act(() => {
      vi.advanceTimersByTime(19 * 60_000);
    });
    expect(bar.textContent).toBe('Step 2: 1:00');
    expect(vibrate).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(bar.textContent).toBe("Step 2: time's up");
    expect(within(view).getByText('Time’s up (30 min)')).toBeTruthy();
    expect(within(view).getByRole('alert').textContent).toBe('Time is up: step 2, 30 minutes.');
    expect(vibrate).toHaveBeenCalledTimes(1);

    fireEvent.click(within(view).getByRole('button', { name: 'Dismiss timer: 30 minutes (step 2)' }));
    expect(within(view).queryByRole('complementary', { name: 'Timers' })).toBeNull();
    expect(within(view).getByRole('button', { name: 'Start timer: 30 minutes (step 2)' })).toBeTruthy();
  });

  it('keeps a running timer when the cook goes back to the meals and returns', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const first = renderCook();
    fireEvent.click(within(first.view).getByRole('button', { name: 'Start timer: 30 minutes (step 2)' }));
    act(() => {
      vi.advanceTimersByTime(4 * 60_000);
    });
    cleanup();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    const again = renderCook();
    expect(within(again.view).getByRole('complementary', { name: 'Timers' }).textContent).toBe(
      'Step 2: 25:00',
    );
  });

  it('offers no timers bar and no screen switch where there is nothing to show', () => {
    const { view } = renderCook();
    expect(within(view).queryByRole('complementary', { name: 'Timers' })).toBeNull();
    // jsdom has no Screen Wake Lock API: the switch is not offered rather than failing.
    expect(within(view).queryByRole('button', { name: 'Keep screen on' })).toBeNull();
  });
});

describe('CookView screen', () => {
  function stubWakeLock(request: () => Promise<WakeLockSentinel>) {
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  }
  afterEach(() => {
    delete (navigator as { wakeLock?: unknown }).wakeLock;
  });

  it('keeps the screen on while the switch is on, and lets it go when switched off', async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ released: false, release } as unknown as WakeLockSentinel));
    stubWakeLock(request);
    const { view } = renderCook();
    const button = within(view).getByRole('button', { name: 'Keep screen on' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(button));
    expect(request).toHaveBeenCalledWith('screen');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(within(view).getByText('The screen stays on while you cook.')).toBeTruthy();
    await act(async () => fireEvent.click(button));
    expect(release).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('says so when the phone refuses', async () => {
    stubWakeLock(() => Promise.reject(new DOMException('Battery saver', 'NotAllowedError')));
    const { view } = renderCook();
    await act(async () => fireEvent.click(within(view).getByRole('button', { name: 'Keep screen on' })));
    expect(screen.getByRole('status').textContent).toBe(
      'Your phone would not keep the screen on (battery saver may be on).',
    );
    expect(within(view).getByRole('button', { name: 'Keep screen on' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});

describe('CookView steps to check', () => {
  it('says, above the steps, which step names a food the family recipe does not have', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/cook',
          element: (
            <CookView
              meal={{
                ...meal,
                own_recipe: true,
                step_food_warnings: [{ step: 2, words: 'soy sauce', diets: ['Gluten-Free'] }],
              }}
              backHref="/meals"
            />
          ),
        },
      ],
      { initialEntries: ['/cook'] },
    );
    render(<RouterProvider router={router} />);
    const box = screen.getByText('Check these steps:').parentElement!;
    expect(box.querySelector('li')!.textContent).toBe(
      'Step 2 says soy sauce, which is not in the ingredients and is not Gluten-Free. Cook with what the ingredients say.',
    );
  });
});
