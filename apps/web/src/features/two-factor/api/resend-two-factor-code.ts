import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { twoFactorCodeSentSchema } from '@escazo/contracts/two-factor';
import { api } from '@web/lib/api-client.ts';

/** POST /api/auth/two-factor/resend: a fresh e-mailed code for the pending sign-in, and when the next may be asked for. */
export const resendTwoFactorCode = (): Promise<z.infer<typeof twoFactorCodeSentSchema>> =>
  api('/api/auth/two-factor/resend', { method: 'POST', body: {} });

export const useResendTwoFactorCode = () => useMutation({ mutationFn: resendTwoFactorCode });
