import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client.ts';

/** `code`: an authenticator or recovery code, asked for (TWO_FACTOR_REQUIRED) when the account uses an authenticator app. */
export const resetPassword = (data: { token: string; password: string; code?: string }): Promise<unknown> =>
  api<unknown>('/api/auth/password-reset/confirm', { method: 'POST', body: data });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
