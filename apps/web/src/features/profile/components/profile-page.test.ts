import { describe, expect, it } from 'vitest';
import { isErrorMessage } from './profile-page';

describe('profile messages', () => {
  it('styles a message containing Failed or Error as an error', () => {
    expect(isErrorMessage('Failed to start image sync.')).toBe(true);
    expect(isErrorMessage('Server Error')).toBe(true);
    expect(isErrorMessage('Inventory sync started successfully.')).toBe(false);
  });
});
