import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, SignUpInput } from '@escazo/contracts/auth';
import { api } from '@web/lib/api-client.ts';
import { setSessionUser } from '@web/lib/session/use-auth.ts';

/**
 * Only fullName, email and password are sent. The answer is the same whether or not the address
 * has an account: the account is created by the link e-mailed to it (confirmSignUp).
 */
export const signUp = ({ fullName, email, password }: SignUpInput): Promise<{ status: 'check-email' }> =>
  api<{ status: 'check-email' }>('/api/auth/sign-up', { method: 'POST', body: { fullName, email, password } });

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

/** The e-mailed link's token: creates the account and signs it in. */
export const confirmSignUp = (token: string): Promise<{ user: PublicUser }> =>
  api<{ user: PublicUser }>('/api/auth/sign-up/confirm', { method: 'POST', body: { token } });

export function useConfirmSignUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmSignUp, onSuccess: ({ user }) => setSessionUser(queryClient, user) });
}
