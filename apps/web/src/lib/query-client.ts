import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Documented fetching behaviour: 3 retries, 1000 ms doubling up to 30000 ms, 5-minute cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
