import { useMutation } from '@tanstack/react-query';
import type { RecoveryCodes, TwoFactorPasswordInput, TwoFactorStatus } from '@escazo/contracts/two-factor';
import { api } from '@web/lib/api-client.ts';

/** Both need the account password. */
export const disableTwoFactor = (body: TwoFactorPasswordInput) =>
  api<TwoFactorStatus>('/api/me/two-factor/disable', { method: 'POST', body });
export const regenerateRecoveryCodes = (body: TwoFactorPasswordInput) =>
  api<RecoveryCodes>('/api/me/two-factor/recovery-codes', { method: 'POST', body });

export const useDisableTwoFactor = () => useMutation({ mutationFn: disableTwoFactor });
export const useRegenerateRecoveryCodes = () => useMutation({ mutationFn: regenerateRecoveryCodes });
