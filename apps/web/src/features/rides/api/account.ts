import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { paymentMethodListSchema, Profile } from '@escazo/contracts/account';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type PaymentMethodList = z.infer<typeof paymentMethodListSchema>;

/** The signed-in traveller's profile: the passenger details a ride is booked with (same cache entry as Profile Settings). */
export const useRideProfile = (enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: queryKeys.me.profile(),
      queryFn: ({ signal }) => api<Profile>('/api/me/profile', { signal }),
    }),
    enabled,
  });

/** The saved cards a ride can be paid with (same cache entry as Profile Settings). */
export const useRideSavedCards = (enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: queryKeys.me.paymentMethods(),
      queryFn: ({ signal }) => api<PaymentMethodList>('/api/me/payment-methods', { signal }),
    }),
    enabled,
  });
