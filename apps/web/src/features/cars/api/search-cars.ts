import { useQuery } from '@tanstack/react-query';
import type { CarLocationResponse, CarSearchRequest, CarSearchResponse } from '@escazo/contracts/search-cars';
import { api } from '@web/lib/api-client.ts';
import { carApiQuery } from '../utils/car-search-params.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/search/cars. */
export const searchCars = (search: CarSearchRequest, pageSize?: number, { signal }: { signal?: AbortSignal } = {}) =>
  api<CarSearchResponse>(`/api/search/cars?${carApiQuery(search, pageSize)}`, { signal });

export const useCarSearch = (search: CarSearchRequest | null, pageSize?: number) =>
  useQuery({
    queryKey: queryKeys.search.cars(search, pageSize),
    queryFn: ({ signal }) => searchCars(search as CarSearchRequest, pageSize, { signal }),
    enabled: search !== null,
    staleTime: 60 * 1000,
    retry: false,
  });

/** GET /api/cars/locations/:id: the desk and its fleet. */
export const useCarLocation = (id: string) =>
  useQuery({
    queryKey: queryKeys.cars.location(id),
    queryFn: ({ signal }) => api<CarLocationResponse>(`/api/cars/locations/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5 * 60 * 1000,
  });
