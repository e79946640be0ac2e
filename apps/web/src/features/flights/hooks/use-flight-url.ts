import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { flightsUrl, patchFlightUrl, readFlightUrl, type FlightUrlState } from '../utils/flight-url.ts';

/** The flight search state from the URL, and a setter that pushes a new history entry (a new search drops the chosen outbound). */
export function useFlightUrl(basePath = '/flights') {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query text is the identity of the state
  const state = useMemo(() => readFlightUrl(params), [key]);
  const update = useCallback(
    (patch: Partial<FlightUrlState>) =>
      void navigate(flightsUrl(patchFlightUrl(state, patch), basePath), { preventScrollReset: true }),
    [navigate, state, basePath],
  );
  return { state, update, key };
}
