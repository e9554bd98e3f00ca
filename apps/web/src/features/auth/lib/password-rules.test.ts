import { describe, expect, it } from 'vitest';
import {
  checkPasswordRequirements,
  passwordStrengthScore,
  resetPasswordError,
  signupPasswordError,
  strengthBand,
} from '@saverly/contracts';

describe('password requirements (spec section 5)', () => {
  it('accepts a password that meets every rule', () => {
    expect(signupPasswordError('Tomato-Basil42')).toBeNull();
    expect(checkPasswordRequirements('Tomato-Basil42')).toEqual({
      length: true,
      uppercase: true,
      lowercase: true,
      number: true,
      special: true,
    });
  });

  it('lists every missing item after "Password must include:"', () => {
    expect(signupPasswordError('')).toBe(
      'Password must include: At least 12 characters, One uppercase letter, One lowercase letter, One number, One special character',
    );
  });

  it('lists only what is missing', () => {
    expect(signupPasswordError('tomatobasil42')).toBe(
      'Password must include: One uppercase letter, One special character',
    );
    expect(signupPasswordError('Tomato-Bas1')).toBe('Password must include: At least 12 characters');
  });

  it('needs 12 characters: 11 is too short, 12 is enough', () => {
    expect(checkPasswordRequirements('Aa1!aaaaaaa').length).toBe(false);
    expect(checkPasswordRequirements('Aa1!aaaaaaaa').length).toBe(true);
  });

  it('counts punctuation as special characters, but not spaces or letters with accents', () => {
    expect(checkPasswordRequirements('a_b').special).toBe(true);
    expect(checkPasswordRequirements('a~b').special).toBe(true);
    expect(checkPasswordRequirements('a b').special).toBe(false);
    expect(checkPasswordRequirements('crème').special).toBe(false);
  });
});

describe('reset password messages (spec section 5)', () => {
  it('requires a password', () => {
    expect(resetPasswordError('', '')).toBe('Password is required');
  });

  it('requires 12 characters', () => {
    expect(resetPasswordError('Short1!', 'Short1!')).toBe('Password must be at least 12 characters long');
  });

  it('names the missing character classes', () => {
    expect(resetPasswordError('alllowercaseletters', 'alllowercaseletters')).toBe(
      'Password must include at least one: uppercase letter, number, special character',
    );
  });

  it('requires the confirmation to match', () => {
    expect(resetPasswordError('Tomato-Basil42', 'Tomato-Basil43')).toBe('Passwords do not match');
    expect(resetPasswordError('Tomato-Basil42', 'Tomato-Basil42')).toBeNull();
  });
});

describe('password strength', () => {
  it('scores 2 per character up to 50', () => {
    expect(passwordStrengthScore('')).toBe(0);
    expect(passwordStrengthScore('aaaa')).toBe(8 + 10);
    // 30 characters would be 60 points but the length part stops at 50.
    expect(passwordStrengthScore('a'.repeat(30))).toBe(50 + 10);
  });

  it('adds 10 each for uppercase, lowercase and digit and 20 for a special character', () => {
    expect(passwordStrengthScore('A')).toBe(2 + 10);
    expect(passwordStrengthScore('1')).toBe(2 + 10);
    expect(passwordStrengthScore('!')).toBe(2 + 20);
    expect(passwordStrengthScore('Aa1!')).toBe(8 + 10 + 10 + 10 + 20);
  });

  it('never goes above 100', () => {
    expect(passwordStrengthScore('Tomato-Basil-Soup-42-Tonight!')).toBe(100);
  });

  it.each([
    [0, 'weak'],
    [29, 'weak'],
    [30, 'fair'],
    [59, 'fair'],
    [60, 'good'],
    [79, 'good'],
    [80, 'strong'],
    [100, 'strong'],
  ] as const)('score %i is %s', (score, band) => {
    expect(strengthBand(score)).toBe(band);
  });

  it('bands real passwords sensibly', () => {
    expect(passwordStrengthScore('password')).toBe(26); // 16 + 10
    expect(strengthBand(passwordStrengthScore('password'))).toBe('weak');
    expect(passwordStrengthScore('Password1')).toBe(48); // 18 + 30
    expect(strengthBand(passwordStrengthScore('Password1'))).toBe('fair');
    expect(passwordStrengthScore('Tomato-Basil42')).toBe(78); // 28 + 50
    expect(strengthBand(passwordStrengthScore('Tomato-Basil42'))).toBe('good');
    expect(passwordStrengthScore('Tomato-Basil42!')).toBe(80); // 30 + 50
    expect(strengthBand(passwordStrengthScore('Tomato-Basil42!'))).toBe('strong');
  });
});
