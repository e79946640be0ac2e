import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@escazo/contracts/auth';
import type { SignInResult } from '@escazo/contracts/two-factor';
import { api } from '@web/lib/api-client.ts';
import { setSessionUser } from '@web/lib/session/use-auth.ts';

/** { user } (signed in), or { twoFactor } when the account asks for a second factor (no session yet). */
export const signIn = (data: SignInInput): Promise<SignInResult> =>
  api<SignInResult>('/api/auth/sign-in', { method: 'POST', body: data });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      if ('user' in result) setSessionUser(queryClient, result.user);
    },
  });
}
