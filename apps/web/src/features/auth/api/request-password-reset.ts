import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordResetRequestedSchema } from '@escazo/contracts/auth';
import { api } from '@web/lib/api-client.ts';

type Requested = z.infer<typeof passwordResetRequestedSchema>;

/** Always answers 202 'sent': the answer never reveals whether the address has an account. */
export const requestPasswordReset = (data: { email: string }): Promise<Requested> =>
  api<Requested>('/api/auth/password-reset/request', { method: 'POST', body: data });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
