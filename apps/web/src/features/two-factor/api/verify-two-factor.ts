import { useMutation } from '@tanstack/react-query';
import type { PublicUser } from '@escazo/contracts/auth';
import { api } from '@web/lib/api-client.ts';

/** POST /api/auth/two-factor/verify: the pending sign-in (httpOnly cookie) plus a code gives a session. */
export const verifyTwoFactor = (code: string): Promise<{ user: PublicUser }> =>
  api<{ user: PublicUser }>('/api/auth/two-factor/verify', { method: 'POST', body: { code } });

export const useVerifyTwoFactor = () => useMutation({ mutationFn: verifyTwoFactor });
