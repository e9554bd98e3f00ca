import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { Message, messageTypeFor } from './message';
import type { MessageType } from './message';

describe('Message', () => {
  it.each([
    ['success', 'Success', 'status'],
    ['info', 'Information', 'status'],
    ['network', 'Connection Error', 'alert'],
    ['validation', 'Validation Error', 'alert'],
    ['server', 'Server Error', 'alert'],
    ['not_found', 'Not Found', 'alert'],
    ['error', 'Error', 'alert'],
  ] as const)('type %s is titled %s and announced as %s', (type, title, role) => {
    render(<Message type={type} message="Something happened" />);
    const region = screen.getByRole(role);
    expect(region.textContent).toContain(title);
    expect(region.textContent).toContain('Something happened');
  });

  it('falls back to the default title for an unknown type', () => {
    render(<Message type={'teapot' as MessageType} message="Short and stout" />);
    expect(screen.getByRole('alert').textContent).toContain('Error');
  });

  it('shows a details line and the optional Try Again and Dismiss buttons', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onDismiss = vi.fn();
    render(
      <Message
        type="server"
        message="Internal server error"
        details="Code: server"
        onRetry={onRetry}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByText('Code: server')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no buttons unless asked for', () => {
    render(<Message type="info" message="Heads up" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('picks the message type from an API error', () => {
    expect(messageTypeFor(new ApiError({ type: 'network', message: 'x' }))).toBe('network');
    expect(messageTypeFor(new ApiError({ type: 'not_found', message: 'x' }))).toBe('not_found');
    expect(messageTypeFor(new ApiError({ type: 'rate_limit', message: 'x' }))).toBe('error');
    expect(messageTypeFor(new Error('x'))).toBe('error');
  });
});
