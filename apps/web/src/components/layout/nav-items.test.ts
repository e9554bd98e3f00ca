import { describe, expect, it } from 'vitest';
import { displayName, userButtonLabel } from './nav-items';

describe('user menu labels', () => {
  it('shows the first name in capitals', () => {
    expect(userButtonLabel({ first_name: 'Maria', last_name: 'Lopez', email: 'maria@example.com' })).toBe(
      'MARIA',
    );
  });

  it('falls back to USER without a first name', () => {
    expect(userButtonLabel({ first_name: null, email: 'maria@example.com' })).toBe('USER');
    expect(userButtonLabel({ first_name: '  ', email: 'maria@example.com' })).toBe('USER');
  });

  it('shows the full name, or the email when there is no name', () => {
    expect(displayName({ first_name: 'Maria', last_name: 'Lopez', email: 'maria@example.com' })).toBe(
      'Maria Lopez',
    );
    expect(displayName({ first_name: 'Maria', last_name: null, email: 'maria@example.com' })).toBe('Maria');
    expect(displayName({ email: 'maria@example.com' })).toBe('maria@example.com');
  });
});
