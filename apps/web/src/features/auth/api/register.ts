import { registerResponseSchema } from '@saverly/contracts';
import type { RegistrationFields } from '@saverly/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/register {email, password, first_name, last_name} → {user, message}. */
export function register(input: RegistrationFields) {
  return api.post('/api/auth/register', input, {
    schema: registerResponseSchema,
    invalidResponseMessage: 'Registration failed',
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
