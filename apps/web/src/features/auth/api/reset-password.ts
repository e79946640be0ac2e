import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** `code`: an authenticator or recovery code, asked for (TWO_FACTOR_REQUIRED) when the account uses an authenticator app. */
export const resetPassword = (data: { token: string; password: string; code?: string }): Promise<unknown> =>
  api<unknown>('/api/auth/password-reset/confirm', { method: 'POST', body: data });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/** Whether the link can still be used, asked once as its page opens (a refusal is RESET_TOKEN_INVALID). */
export const checkResetToken = (token: string, signal?: AbortSignal): Promise<{ status: 'valid' }> =>
  api<{ status: 'valid' }>(`/api/auth/password-reset/tokens/${encodeURIComponent(token)}`, { signal });

export const useResetTokenCheck = (token: string | null) =>
  useQuery({
    queryKey: queryKeys.session.resetToken(token ?? ''),
    queryFn: ({ signal }) => checkResetToken(token ?? '', signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
