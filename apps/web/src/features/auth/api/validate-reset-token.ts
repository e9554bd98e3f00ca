import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passwordResetValidateResponseSchema } from '@saverly/contracts';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/auth/password-reset/validate {token} → {valid, error, user}. */
function validateResetToken(token: string, signal?: AbortSignal) {
  return api.post(
    '/api/auth/password-reset/validate',
    { token },
    { schema: passwordResetValidateResponseSchema, signal },
  );
}

function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.auth.resetToken(token),
    queryFn: ({ signal }) => validateResetToken(token, signal),
    // A reset link is checked once per visit; retrying or refetching would only repeat the verdict.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useValidateResetToken(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
