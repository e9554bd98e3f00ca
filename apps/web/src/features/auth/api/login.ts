import { loginResponseSchema } from '@saverly/contracts';
import type { LoginResponse } from '@saverly/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/auth/login {email, password} → {access_token, refresh_token, user}. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post('/api/auth/login', input, {
    schema: loginResponseSchema,
    invalidResponseMessage: 'Login failed',
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
