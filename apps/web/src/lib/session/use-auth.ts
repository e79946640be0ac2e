import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicUser, SessionResponse } from '@escazo/contracts/auth';
import { useSession } from './session-query.ts';
import { writeStoredUser } from './stored-user.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * After sign-in, sign-up or sign-out the server has answered: the session query and cache follow.
 * When the user is not the one before (`before`: the cached session's, unless the caller already
 * changed that), everything cached for that one (trips, bookings, profile) goes, so nothing of
 * theirs can show to the next.
 */
export function setSessionUser(
  queryClient: QueryClient,
  user: PublicUser | null,
  before = queryClient.getQueryData<SessionResponse>(queryKeys.session.current())?.user?.id ?? null,
) {
  writeStoredUser(user);
  if (before !== (user?.id ?? null)) queryClient.removeQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
  queryClient.setQueryData<SessionResponse>(queryKeys.session.current(), { user });
}

const sessionKey = queryKeys.session.current();
const isSessionKey = (key: readonly unknown[]) =>
  key.length === sessionKey.length && sessionKey.every((part, i) => key[i] === part);

const noSubscription = () => () => {};

/**
 * The signed-in user. `user` may come from the cached placeholder (fast paint); `confirmed` is
 * true only once the server has answered.
 */
export function useAuth() {
  const { data, isPlaceholderData, isSuccess } = useSession();
  // While hydrating prerendered HTML (rendered signed out) the cached placeholder is ignored, so
  // the first client render matches the HTML; it applies right after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const user = isPlaceholderData && !hydrated ? null : (data?.user ?? null);
  return { user, isAuthenticated: user !== null, confirmed: isSuccess && !isPlaceholderData };
}
