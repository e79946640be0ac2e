import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sessionListSchema } from '@escazo/contracts/account';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type SessionList = z.infer<typeof sessionListSchema>;

export const getSessions = ({ signal }: { signal?: AbortSignal } = {}): Promise<SessionList> =>
  api<SessionList>('/api/me/sessions', { signal });

export const sessionsQueryOptions = () => queryOptions({ queryKey: queryKeys.me.sessions(), queryFn: getSessions });

/** Where the account is signed in (GET /api/me/sessions). */
export const useSessions = () => useQuery(sessionsQueryOptions());

export const revokeSession = (id: string): Promise<void> =>
  api<void>(`/api/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me.sessions() }),
  });
}
