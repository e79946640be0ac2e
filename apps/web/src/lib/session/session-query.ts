import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@escazo/contracts/auth';
import { api } from '../api-client.ts';
import { readStoredUser, writeStoredUser } from './stored-user.ts';
import { queryKeys } from '../query-keys.ts';

/** The server's answer always wins: it rewrites (or clears) the cached public user fields. */
export const getSession = async ({ signal }: { signal?: AbortSignal } = {}): Promise<SessionResponse> => {
  const session = await api<SessionResponse>('/api/auth/session', { signal });
  writeStoredUser(session.user);
  return session;
};

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session.current(),
    queryFn: getSession,
    // Placeholder, not initial data: it paints the shell fast but never counts as the answer.
    placeholderData: (): SessionResponse | undefined => {
      const user = readStoredUser();
      return user ? { user } : undefined;
    },
  });

export const useSession = () => useQuery(sessionQueryOptions());
