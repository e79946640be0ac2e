import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, SignInInput } from '@escazo/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { setSessionUser } from '../hooks/use-auth.ts';

export const signIn = (data: SignInInput): Promise<{ user: PublicUser }> =>
  api<{ user: PublicUser }>('/api/auth/sign-in', { method: 'POST', body: data });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: ({ user }) => setSessionUser(queryClient, user) });
}
