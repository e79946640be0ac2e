import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

type DriverStatus = { driver: boolean };

/**
 * Whether the signed-in user is an approved driver (GET /api/me/driver, always 200): the header
 * menu's Driver console link and the /driver page's gate. Asking GET /api/driver/me instead would
 * answer non-drivers with a 403 on every page.
 */
export const useDriverStatus = (userId: string) =>
  useQuery({
    queryKey: queryKeys.driver.status(userId),
    queryFn: ({ signal }) => api<DriverStatus>('/api/me/driver', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
