import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { accountDeletionSchema } from '@escazo/contracts/account';
import { api } from '@web/lib/api-client.ts';

export const deleteAccountInputSchema = accountDeletionSchema;
export type DeleteAccountInput = z.infer<typeof accountDeletionSchema>;

/** POST /api/me/delete: the password confirms; the account and everything it owns go. */
export const deleteAccount = (data: DeleteAccountInput): Promise<void> =>
  api<void>('/api/me/delete', { method: 'POST', body: data });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
