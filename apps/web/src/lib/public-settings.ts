import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from '@escazo/contracts/settings-defaults';
import { supportPolicy } from '@escazo/contracts/support';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** The admin Settings every visitor sees; the defaults until they arrive (or if they cannot be read). */
export function usePublicSettings(): PublicSettings {
  const { data } = useQuery({
    queryKey: queryKeys.settings.public(),
    queryFn: ({ signal }) => api<PublicSettings>('/api/settings/public', { signal }),
    staleTime: 60_000,
  });
  return data ?? DEFAULT_PUBLIC_SETTINGS;
}

export type SupportPolicy = Omit<typeof supportPolicy, 'phone' | 'phoneHours'> & { phone: string; phoneHours: string };

/** The support policy figures, with the phone number and hours from the admin Settings. */
export function useSupportPolicy(): SupportPolicy {
  const { supportPhone, supportHours } = usePublicSettings();
  return useMemo(
    () => ({ ...supportPolicy, phone: supportPhone, phoneHours: supportHours }),
    [supportPhone, supportHours],
  );
}

/** A tel: link of a phone number as people write it ('+1 (401) 555-0142' → 'tel:+14015550142'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
