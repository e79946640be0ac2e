import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FareCalendarRequest, FareCalendarResponse, FlightSearchRequest } from '@escazo/contracts/search-flights';
import { api } from '@web/lib/api-client.ts';
import { flightRequestQuery } from '../utils/flight-url.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** The calendar's part of a search: the sidebar's price, time window, sort and pages do not change it. */
export function calendarRequest(request: FlightSearchRequest): FareCalendarRequest {
  const { from, to, date, returnDate, passengers, cabin, stops, airlines } = request;
  return { from, to, date, returnDate, passengers, cabin, stops, airlines };
}

/** GET /api/search/flights/calendar: the lowest price per day around the chosen date. */
export const getFareCalendar = (request: FareCalendarRequest, { signal }: { signal?: AbortSignal } = {}) =>
  api<FareCalendarResponse>(`/api/search/flights/calendar?${flightRequestQuery(request)}`, { signal });

export const fareCalendarQueryOptions = (request: FareCalendarRequest) =>
  queryOptions({
    queryKey: queryKeys.flights.calendar(flightRequestQuery(request)),
    queryFn: ({ signal }) => getFareCalendar(request, { signal }),
    staleTime: 5 * 60 * 1000,
  });

export const useFareCalendar = (request: FlightSearchRequest | null) =>
  useQuery({
    ...fareCalendarQueryOptions(calendarRequest(request ?? ({} as FlightSearchRequest))),
    enabled: request !== null,
  });
