import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cancellationQuoteSchema } from '@escazo/contracts/bookings';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** GET /api/bookings/:id/cancellation-quote: the refund cancelling now would give, and the policy. */
export const getCancellationQuote = (id: string, signal?: AbortSignal): Promise<CancellationQuote> =>
  api<CancellationQuote>(`/api/bookings/${encodeURIComponent(id)}/cancellation-quote`, { signal });

export const cancellationQuoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.bookings.quote(id),
    queryFn: ({ signal }) => getCancellationQuote(id, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useCancellationQuote = (id: string, enabled: boolean) =>
  useQuery({ ...cancellationQuoteQueryOptions(id), enabled });
