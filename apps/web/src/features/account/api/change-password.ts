import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { passwordChangeSchema } from '@escazo/contracts/account';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** The server's schema plus the confirmation field the form asks for (not sent). */
export const changePasswordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, { path: ['confirmPassword'], message: 'auth.passwordMismatch' });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
export type ChangePasswordInput = z.infer<typeof passwordChangeSchema>;

/** POST /api/me/password: every other session ends. */
export const changePassword = (data: ChangePasswordInput): Promise<void> =>
  api<void>('/api/me/password', { method: 'POST', body: data });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.sessions() }),
  });
}
