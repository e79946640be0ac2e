import { useMutation } from '@tanstack/react-query';
import type { RecoveryCodes, TotpEnrolment } from '@escazo/contracts/two-factor';
import { api } from '@web/lib/api-client.ts';

/** Turning two-factor on: by e-mail (send a code, confirm it) or with an authenticator app (scan, confirm). */
export const startEmailEnrolment = (): Promise<{ status: 'sent'; maskedEmail: string }> =>
  api('/api/me/two-factor/email/start', { method: 'POST', body: {} });
export const confirmEmailEnrolment = (code: string) =>
  api<RecoveryCodes>('/api/me/two-factor/email/confirm', { method: 'POST', body: { code } });
export const startTotpEnrolment = () =>
  api<TotpEnrolment>('/api/me/two-factor/totp/start', { method: 'POST', body: {} });
export const confirmTotpEnrolment = (code: string) =>
  api<RecoveryCodes>('/api/me/two-factor/totp/confirm', { method: 'POST', body: { code } });

export const useStartEmailEnrolment = () => useMutation({ mutationFn: startEmailEnrolment });
export const useConfirmEmailEnrolment = () => useMutation({ mutationFn: confirmEmailEnrolment });
export const useStartTotpEnrolment = () => useMutation({ mutationFn: startTotpEnrolment });
export const useConfirmTotpEnrolment = () => useMutation({ mutationFn: confirmTotpEnrolment });
