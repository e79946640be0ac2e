import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelDetailResponse, HotelSearchRequest, HotelSearchResponse } from '@escazo/contracts/search-hotels';
import { api } from '@web/lib/api-client.ts';
import { hotelApiQuery } from '../utils/hotel-search-params.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/search/hotels. */
export const searchHotels = (search: HotelSearchRequest, { signal }: { signal?: AbortSignal } = {}) =>
  api<HotelSearchResponse>(`/api/search/hotels?${hotelApiQuery(search)}`, { signal });

export const hotelSearchQueryOptions = (search: HotelSearchRequest) =>
  queryOptions({
    queryKey: queryKeys.search.hotels(search),
    queryFn: ({ signal }) => searchHotels(search, { signal }),
    staleTime: 60 * 1000,
  });

/** Runs only with a complete search. */
export const useHotelSearch = (search: HotelSearchRequest | null) =>
  useQuery({ ...hotelSearchQueryOptions(search as HotelSearchRequest), enabled: search !== null });

/** GET /api/hotels/:id: the hotel, its rooms and, with dates, a quote per room type. */
export const getHotel = (id: string, query: string, { signal }: { signal?: AbortSignal } = {}) =>
  api<HotelDetailResponse>(`/api/hotels/${encodeURIComponent(id)}${query ? `?${query}` : ''}`, { signal });

export const useHotel = (id: string, query: string) =>
  useQuery({
    queryKey: queryKeys.hotels.detail(id, query),
    queryFn: ({ signal }) => getHotel(id, query, { signal }),
    staleTime: 30 * 1000,
  });
