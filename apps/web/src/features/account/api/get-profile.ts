import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@escazo/contracts/account';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export const getProfile = ({ signal }: { signal?: AbortSignal } = {}): Promise<Profile> =>
  api<Profile>('/api/me/profile', { signal });

export const profileQueryOptions = () => queryOptions({ queryKey: queryKeys.me.profile(), queryFn: getProfile });

/** The signed-in user's own profile (GET /api/me/profile). */
export const useProfile = () => useQuery(profileQueryOptions());
