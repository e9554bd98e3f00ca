import { describe, expect, it } from 'vitest';
import { toRegistration, validateForgotPassword, validateLogin, validateSignup } from './validation';
import type { SignupInput } from './validation';

const valid: SignupInput = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  password: 'Tomato-Basil42',
  confirmPassword: 'Tomato-Basil42',
};

describe('signup validation, in the spec order', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toBeNull();
  });

  it('checks the first name first, even when everything else is wrong too', () => {
    expect(
      validateSignup({ firstName: ' ', lastName: '', email: '', password: '', confirmPassword: 'x' }),
    ).toEqual({
      field: 'firstName',
      message: 'First name is required',
    });
  });

  it('then the last name', () => {
    expect(validateSignup({ ...valid, lastName: '  ' })).toEqual({
      field: 'lastName',
      message: 'Last name is required',
    });
  });

  it('then the email, required and email-shaped', () => {
    expect(validateSignup({ ...valid, email: '   ' })).toEqual({
      field: 'email',
      message: 'Email is required',
    });
    expect(validateSignup({ ...valid, email: 'maria@example' })).toEqual({
      field: 'email',
      message: 'Please enter a valid email address',
    });
  });

  it('then the password rules', () => {
    expect(validateSignup({ ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      field: 'password',
      message:
        'Password must include: At least 12 characters, One uppercase letter, One number, One special character',
    });
  });

  it('then the confirmation', () => {
    expect(validateSignup({ ...valid, confirmPassword: 'Tomato-Basil43' })).toEqual({
      field: 'confirmPassword',
      message: 'Passwords do not match',
    });
  });

  it('builds the register payload with trimmed names and a trimmed, lowercased email', () => {
    expect(
      toRegistration({ ...valid, firstName: ' Maria ', lastName: ' Lopez', email: '  Maria@Example.COM ' }),
    ).toEqual({
      email: 'maria@example.com',
      password: 'Tomato-Basil42',
      first_name: 'Maria',
      last_name: 'Lopez',
    });
  });
});

describe('login and forgot-password validation', () => {
  it('requires an email and a password to log in', () => {
    expect(validateLogin('', 'x')).toEqual({ field: 'email', message: 'Email is required' });
    expect(validateLogin('maria@example.com', '')).toEqual({
      field: 'password',
      message: 'Password is required',
    });
    expect(validateLogin('maria@example.com', 'x')).toBeNull();
  });

  it('asks for an email address to send a reset link', () => {
    expect(validateForgotPassword('   ')).toBe('Please enter your email address');
    expect(validateForgotPassword('maria@example.com')).toBeNull();
  });
});
