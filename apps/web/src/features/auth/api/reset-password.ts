import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const resetPassword = (data: { token: string; password: string }): Promise<unknown> =>
  api<unknown>('/api/auth/password-reset/confirm', { method: 'POST', body: data });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
