import { SECURITY_MESSAGES } from '@saverly/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/factories';
import { testQueryClient } from '../../../test/query-client';
import { ChangeEmailCard, ChangePasswordCard, SECURITY_TEXT, SignOutOthersCard } from './account-security';
import { json, stubServer } from '../../../test/http';

const sent = (init?: RequestInit): unknown => JSON.parse(init?.body as string);
const renderCard = (card: React.ReactNode) =>
  render(<QueryClientProvider client={testQueryClient()}>{card}</QueryClientProvider>);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Change email card', () => {
  it('sends the new address with the current password and shows "check your new inbox"', async () => {
    const fetchMock = stubServer({
      'POST /api/auth/email-change': () =>
        json({ success: true, message: SECURITY_MESSAGES.emailChangeSent('new@example.com') }),
    });
    renderCard(<ChangeEmailCard user={buildUser()} />);
    const user = userEvent.setup();
    const card = screen.getByRole('region', { name: 'Change email' });
    await user.click(within(card).getByRole('button', { name: 'Send confirmation link' }));
    expect(within(card).getByText(SECURITY_TEXT.newEmailRequired)).not.toBeNull();
    expect(document.activeElement).toBe(within(card).getByLabelText('New email'));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(card).getByLabelText('New email'), ' new@example.com ');
    await user.type(within(card).getByLabelText('Current password'), 'Grocery-Budget-2026!');
    await user.keyboard('{Enter}');
    expect(await within(card).findByText(/Check your new inbox/)).not.toBeNull();
    expect(sent(fetchMock.mock.calls[0]![1])).toEqual({
      email: 'new@example.com',
      current_password: 'Grocery-Budget-2026!',
    });
  });

  it('a wrong current password is shown on that field', async () => {
    stubServer({
      'POST /api/auth/email-change': () =>
        json(
          {
            success: false,
            error: 'validation',
            message: SECURITY_MESSAGES.currentPasswordWrong,
            details: {
              fields: [{ path: 'body.current_password', message: SECURITY_MESSAGES.currentPasswordWrong }],
            },
          },
          400,
        ),
    });
    renderCard(<ChangeEmailCard user={buildUser()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New email'), 'new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    const field = screen.getByLabelText('Current password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(SECURITY_MESSAGES.currentPasswordWrong)).not.toBeNull();
  });
});

describe('Change password card', () => {
  it('checks the confirmation, then stores the fresh tokens the server returns', async () => {
    localStorage.setItem('access_token', 'old-access');
    localStorage.setItem('refresh_token', 'old-refresh');
    const fetchMock = stubServer({
      'POST /api/auth/password': () =>
        json({
          success: true,
          message: SECURITY_MESSAGES.passwordChanged,
          access_token: 'new-access',
          refresh_token: 'new-refresh',
        }),
    });
    renderCard(<ChangePasswordCard />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Grocery-Budget-2026!');
    await user.type(screen.getByLabelText('New password'), 'Fresh-Carrots-4-Dinner!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh-Carrots-4-Dinner?');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText(SECURITY_TEXT.passwordsDiffer)).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Fresh-Carrots-4-Dinner!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(SECURITY_MESSAGES.passwordChanged)).not.toBeNull();
    expect(sent(fetchMock.mock.calls[0]![1])).toEqual({
      current_password: 'Grocery-Budget-2026!',
      new_password: 'Fresh-Carrots-4-Dinner!',
    });
    expect(localStorage.getItem('access_token')).toBe('new-access');
    expect(localStorage.getItem('refresh_token')).toBe('new-refresh');
  });
});

describe('Sign out other devices', () => {
  it('posts and shows the server message', async () => {
    const fetchMock = stubServer({
      'POST /api/auth/sessions/sign-out-others': () =>
        json({ success: true, message: SECURITY_MESSAGES.otherSessionsEnded }),
    });
    renderCard(<SignOutOthersCard />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out other devices' }));
    expect(await screen.findByText(SECURITY_MESSAGES.otherSessionsEnded)).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
