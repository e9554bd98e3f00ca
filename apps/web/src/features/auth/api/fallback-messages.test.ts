import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { confirmPasswordReset } from './confirm-password-reset';
import { login } from './login';
import { register } from './register';
import { requestPasswordReset } from './request-password-reset';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Spec section 8: when a call answers without the expected result, each auth helper falls back to
// its own message.
describe('auth calls that get a 2xx answer of the wrong shape', () => {
  it.each([
    ['login', 'Login failed', () => login({ email: 'a@b.co', password: 'x' })],
    [
      'register',
      'Registration failed',
      () => register({ email: 'a@b.co', password: 'x', first_name: 'A', last_name: 'B' }),
    ],
    [
      'forgot password',
      'Failed to send password reset email',
      () => requestPasswordReset({ email: 'a@b.co' }),
    ],
    ['reset password', 'Failed to reset password', () => confirmPasswordReset({ token: 't', password: 'x' })],
  ])('%s says %s', async (_name, message, call) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response('{"unexpected":true}', {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    const error = await call().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
  });
});
