import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { updateProfileOnServer } from './profile';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Spec section 8: when the call answers without the expected result, it falls back to its own message.
describe('profile update that gets a 2xx answer of the wrong shape', () => {
  it('update profile says Profile update failed', async () => {
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
    const error = await updateProfileOnServer({ first_name: 'A' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Profile update failed');
  });
});
