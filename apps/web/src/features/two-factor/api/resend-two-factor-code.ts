import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client.ts';

/** POST /api/auth/two-factor/resend: a fresh e-mailed code for the pending sign-in. */
export const resendTwoFactorCode = (): Promise<{ status: 'sent'; maskedEmail: string }> =>
  api('/api/auth/two-factor/resend', { method: 'POST', body: {} });

export const useResendTwoFactorCode = () => useMutation({ mutationFn: resendTwoFactorCode });
