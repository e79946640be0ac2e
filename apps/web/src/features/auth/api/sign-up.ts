import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, SignUpInput } from '@escazo/contracts/auth';
import { api } from '@web/lib/api-client.ts';
import { setSessionUser } from '@web/lib/session/use-auth.ts';

/** Only fullName, email and password are sent. */
export const signUp = ({ fullName, email, password }: SignUpInput): Promise<{ user: PublicUser }> =>
  api<{ user: PublicUser }>('/api/auth/sign-up', { method: 'POST', body: { fullName, email, password } });

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signUp, onSuccess: ({ user }) => setSessionUser(queryClient, user) });
}
