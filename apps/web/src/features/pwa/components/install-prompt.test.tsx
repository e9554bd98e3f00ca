import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_PROMPT_DISMISSED_KEY } from '../lib/install-prompt';
import { InstallPrompt } from './install-prompt';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function installEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }) });
  return { event, prompt };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('InstallPrompt', () => {
  it('stays hidden while the layout flag is off, and leaves the browser event alone', () => {
    render(<InstallPrompt enabled={false} />);
    const { event } = installEvent();
    act(() => {
      window.dispatchEvent(event);
    });
    expect(screen.queryByRole('region', { name: 'Install Saverly' })).toBeNull();
    expect(event.defaultPrevented).toBe(false);
  });

  it("shows on the browser's install event; Install opens the browser prompt and closes", async () => {
    const user = userEvent.setup();
    render(<InstallPrompt enabled />);
    expect(screen.queryByRole('region', { name: 'Install Saverly' })).toBeNull();
    const { event, prompt } = installEvent();
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Install Saverly' })).toBeNull();
  });

  it('Not Now hides it and remembers the choice for the session', async () => {
    const user = userEvent.setup();
    render(<InstallPrompt enabled />);
    act(() => {
      window.dispatchEvent(installEvent().event);
    });
    await user.click(screen.getByRole('button', { name: 'Not Now' }));
    expect(screen.queryByRole('region', { name: 'Install Saverly' })).toBeNull();
    expect(sessionStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY)).toBe('true');
  });

  it('does not come back in a session where it was dismissed', () => {
    sessionStorage.setItem(INSTALL_PROMPT_DISMISSED_KEY, 'true');
    render(<InstallPrompt enabled />);
    act(() => {
      window.dispatchEvent(installEvent().event);
    });
    expect(screen.queryByRole('region', { name: 'Install Saverly' })).toBeNull();
  });

  it('on iOS appears after 5 s and, with no native prompt, shows step-by-step instructions with Back', () => {
    vi.useFakeTimers();
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    render(<InstallPrompt enabled />);
    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(screen.queryByRole('region', { name: 'Install Saverly' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(screen.getByRole('region', { name: 'Add Saverly to your home screen' })).not.toBeNull();
    expect(screen.getByText('Add to Home Screen')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('region', { name: 'Install Saverly' })).not.toBeNull();
  });
});
