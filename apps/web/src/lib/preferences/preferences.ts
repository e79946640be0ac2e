import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences, PreferencesUpdate } from '@escazo/contracts/account';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export const getPreferences = ({ signal }: { signal?: AbortSignal } = {}): Promise<Preferences> =>
  api<Preferences>('/api/me/preferences', { signal });

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.preferences(), queryFn: getPreferences });

/** Account preferences, notification settings, travel preferences and the two-factor status. */
export const usePreferences = () => useQuery(preferencesQueryOptions());

/** PATCH /api/me/preferences with any subset (account, notifications, travel). */
export const updatePreferences = (data: PreferencesUpdate): Promise<Preferences> =>
  api<Preferences>('/api/me/preferences', { method: 'PATCH', body: data });
