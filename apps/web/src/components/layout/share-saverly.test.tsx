import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShareSaverly } from './share-saverly';

describe('ShareSaverly', () => {
  it('opens the system share sheet when the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    const user = userEvent.setup();
    render(<ShareSaverly />);
    await user.click(screen.getByRole('button', { name: 'Share Saverly' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Saverly', url: `${window.location.origin}/` }),
    );
  });

  it('otherwise copies the link and says so', async () => {
    const user = userEvent.setup();
    // userEvent installs a clipboard stub on navigator; there is no navigator.share in jsdom.
    render(<ShareSaverly />);
    await user.click(screen.getByRole('button', { name: 'Share Saverly' }));
    expect(await screen.findByText('Link copied. Paste it anywhere to share Saverly.')).not.toBeNull();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/`);
  });

  it('shows the link to copy by hand when the clipboard is unavailable', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<ShareSaverly />);
    await user.click(screen.getByRole('button', { name: 'Share Saverly' }));
    expect(
      await screen.findByText(`Copy this link to share Saverly: ${window.location.origin}/`),
    ).not.toBeNull();
  });

  it('offers an email to a friend', () => {
    render(<ShareSaverly />);
    expect(screen.getByRole('link', { name: 'Email a friend' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=/,
    );
  });
});
