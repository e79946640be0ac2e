import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { setSessionUser } from './use-auth.ts';

export const signOut = (): Promise<void> => api<void>('/api/auth/sign-out', { method: 'POST' });

/**
 * Signs out. Requests still loading for the page (a click can come before its data) are aborted
 * first: answered after the session is gone, they would fail as unauthorised.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onMutate: () => queryClient.cancelQueries(),
    onSuccess: () => setSessionUser(queryClient, null),
  });
}
