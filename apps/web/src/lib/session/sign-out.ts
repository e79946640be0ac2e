import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { setSessionUser } from './use-auth.ts';

export const signOut = (): Promise<void> => api<void>('/api/auth/sign-out', { method: 'POST' });

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSuccess: () => setSessionUser(queryClient, null) });
}
