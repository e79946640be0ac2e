import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelSearchRequest, HotelSearchResponse } from '@escazo/contracts/search-hotels';
import { api } from '../../../lib/api-client.ts';
import { toSearchParams, type UrlValue } from '../utils/url-state.ts';

const query = (request: HotelSearchRequest) => toSearchParams(request as unknown as Record<string, UrlValue>).toString();

/** GET /api/search/hotels: hotels priced for the stay, filtered, sorted and paged. */
export const searchHotels = (request: HotelSearchRequest, { signal }: { signal?: AbortSignal } = {}) =>
  api<HotelSearchResponse>(`/api/search/hotels?${query(request)}`, { signal });

export const hotelOptionsQueryOptions = (request: HotelSearchRequest) =>
  queryOptions({
    queryKey: ['search', 'hotels', query(request)],
    queryFn: ({ signal }) => searchHotels(request, { signal }),
    staleTime: 60 * 1000,
  });

export const useHotelOptions = (request: HotelSearchRequest | null) =>
  useQuery({
    ...hotelOptionsQueryOptions(request ?? ({} as HotelSearchRequest)),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
