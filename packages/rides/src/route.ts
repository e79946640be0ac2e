import { RIDE_MAX_KM } from '@escazo/contracts/ride-options';
import { greatCircleKm, type LatLon } from './geo.ts';

/** Roads are longer than the straight line: road km = great-circle km × this. */
export const ROAD_FACTOR = 1.3;

export type RideRoute = { distanceKm: number; minutes: number };
export type TrafficPeriod = 'rush' | 'day' | 'night';

/**
 * Average speeds in km/h. The first URBAN_KM of a trip run on city streets, the rest on arterials and
 * highways, so longer trips are faster per km. Rush hours (07:00–09:30, 16:30–19:00 local) are slowest,
 * nights (22:00–06:00) fastest: urban 16 / 25 / 35 km/h, beyond 35 / 55 / 70 km/h (rush / day / night).
 */
const URBAN_KM = 5;
const SPEEDS_KMH: Readonly<Record<TrafficPeriod, { urban: number; beyond: number }>> = {
  rush: { urban: 16, beyond: 35 },
  day: { urban: 25, beyond: 55 },
  night: { urban: 35, beyond: 70 },
};

const MINUTES_PER_DAY = 24 * 60;
const at = (hours: number, minutes = 0) => hours * 60 + minutes;

/** The traffic period of a local minute of the day (0..1439; other values wrap). */
export function trafficPeriod(localMinuteOfDay: number): TrafficPeriod {
  const m = ((Math.floor(localMinuteOfDay) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  if ((m >= at(7) && m < at(9, 30)) || (m >= at(16, 30) && m < at(19))) return 'rush';
  if (m >= at(22) || m < at(6)) return 'night';
  return 'day';
}

/** Driving minutes (unrounded) for a road distance in a traffic period. */
function drivingMinutes(roadKm: number, period: TrafficPeriod): number {
  const speed = SPEEDS_KMH[period];
  const urbanKm = Math.min(roadKm, URBAN_KM);
  const beyondKm = Math.max(0, roadKm - URBAN_KM);
  return (urbanKm / speed.urban + beyondKm / speed.beyond) * 60;
}

/** Road distance (0.1 km) and driving time (whole minutes, at least 1) from a to b, leaving at a local time. */
export function estimateRoute(from: LatLon, to: LatLon, localMinuteOfDay: number): RideRoute {
  const roadKm = greatCircleKm(from, to) * ROAD_FACTOR;
  return {
    distanceKm: Math.round(roadKm * 10) / 10,
    minutes: Math.max(1, Math.round(drivingMinutes(roadKm, trafficPeriod(localMinuteOfDay)))),
  };
}

/** Rides are limited to RIDE_MAX_KM of road distance. */
export function withinRideLimit(route: Pick<RideRoute, 'distanceKm'>): boolean {
  return route.distanceKm <= RIDE_MAX_KM;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** Minutes since local midnight (0..1439) of an instant in an IANA time zone. Throws RangeError for an unknown zone. */
export function localMinuteOfDay(instant: Date, timeZone: string): number {
  let hour = 0;
  let minute = 0;
  for (const part of clockFormat(timeZone).formatToParts(instant)) {
    if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return (hour % 24) * 60 + minute;
}
