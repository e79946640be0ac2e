import { useSuspenseQuery } from '@tanstack/react-query';
import { roundedDownCount, type NetworkStats } from '@escazo/contracts/network-stats';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

export type NetworkCounts = Record<keyof NetworkStats, string>;

const numberFormat = new Intl.NumberFormat('en');

/** A count as pages quote it: rounded down, with its '+' ('320+', '7,900+'). */
export const quotedCount = (count: number) => `${numberFormat.format(roundedDownCount(count))}+`;

/**
 * The inventory's counts as pages quote them, for a text's interpolation ('{{airlines}} airlines').
 * The server is their one source; the page waits for them (one small, cached answer).
 */
export function useNetworkCounts(): NetworkCounts {
  const { data } = useSuspenseQuery({
    queryKey: queryKeys.networkStats.all(),
    queryFn: ({ signal }) => api<NetworkStats>('/api/search/network', { signal }),
    staleTime: 60 * 60_000,
  });
  return Object.fromEntries(Object.entries(data).map(([name, count]) => [name, quotedCount(count)])) as NetworkCounts;
}
