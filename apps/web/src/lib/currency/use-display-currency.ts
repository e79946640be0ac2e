import { useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@escazo/contracts/account';
import type { Currency, RateTable } from '@escazo/contracts/currency';
import { api } from '../api-client.ts';
import { useAuth } from '../session/use-auth.ts';
import { preferencesQueryOptions, updatePreferences } from '../preferences/preferences.ts';
import { readCurrencyCookie, subscribeCurrencyCookie, writeCurrencyCookie } from './currency-cookie.ts';
import { queryKeys } from '../query-keys.ts';

/** The reference rates: shipped data, fetched once per page load (once `enabled`). */
export function useRates(enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.currency.rates(),
    queryFn: async ({ signal }): Promise<RateTable> => {
      // The schema (and zod with it) loads with the first request, not with the shell's first paint.
      const [{ ratesResponseSchema }, body] = await Promise.all([
        import('@escazo/contracts/currency-schemas'),
        api('/api/currency/rates', { signal }),
      ]);
      return ratesResponseSchema.parse(body);
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Prerendered HTML is rendered with no cookie: the first client render matches it, then reads it. */
const serverCookie = () => null;

/**
 * The display currency: the signed-in user's preference, else the escazo_currency cookie, else USD.
 * Null while a signed-in user's preference is still loading (the original prices show meanwhile).
 */
export function useDisplayCurrency(): Currency | null {
  const { user, confirmed } = useAuth();
  const cookie = useSyncExternalStore(subscribeCurrencyCookie, readCurrencyCookie, serverCookie);
  // Asked only once the server has confirmed the session; every price reads it, so it is not refetched per card.
  const preferences = useQuery({
    ...preferencesQueryOptions(),
    enabled: user !== null && confirmed,
    staleTime: 5 * 60_000,
  });
  if (user === null || preferences.isError) return cookie ?? 'USD';
  return preferences.data?.account.currency ?? null;
}

/** Changes the display currency: signed in, the account preference (PATCH); signed out, the cookie. */
export function useSetDisplayCurrency(): { setCurrency: (currency: Currency) => Promise<void>; saving: boolean } {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const setCurrency = async (next: Currency) => {
    if (user !== null) {
      setSaving(true);
      try {
        const saved = await updatePreferences({ account: { currency: next } });
        queryClient.setQueryData<Preferences>(queryKeys.me.preferences(), saved);
      } finally {
        setSaving(false);
      }
    }
    // Signed in it is kept on this browser too, so signing out does not switch the prices back.
    writeCurrencyCookie(next);
  };
  return { setCurrency, saving };
}

export type Conversion = { currency: Currency; rates: RateTable };
