import { RIDE_MAX_PASSENGERS } from '@escazo/contracts/ride-options';

/** What the home ride search (or a shared link) hands the booking page in its GET parameters. */
export type RidePrefill = {
  city: string | null;
  /** Pickup and destination as typed: the comboboxes' search text. */
  pickup: string;
  destination: string;
  /** A date asks for the Schedule tab; a calendar day ('2030-08-10') preselects that day. */
  schedule: boolean;
  date: string | null;
  passengers: number;
};

const clip = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

export function readPrefill(params: URLSearchParams): RidePrefill {
  const date = clip(params.get('date'), 10);
  const passengers = Number(params.get('passengers'));
  return {
    city: clip(params.get('city'), 80) || null,
    pickup: clip(params.get('pickup'), 100),
    destination: clip(params.get('destination'), 100),
    schedule: date !== '',
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    passengers: Number.isInteger(passengers) && passengers >= 1 && passengers <= RIDE_MAX_PASSENGERS ? passengers : 1,
  };
}
