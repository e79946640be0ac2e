/**
 * Independent checks for flight search tests: a brute-force enumerator of valid itineraries and
 * an itinerary validator, both working from the raw network and Intl (not the engine's index,
 * zone tables or routing code). The rules themselves (minimum and maximum connection by hub size,
 * circuity bound) are the contracts' functions; cabotage: a trip inside one country never connects
 * abroad.
 */
import {
  maxConnectingKm,
  maxLayoverMinutes,
  minConnectionMinutes,
  type Itinerary,
} from '@escazo/contracts/search-flights';
import { greatCircleKm } from '@escazo/inventory';
import { formatDay, MINUTES_PER_DAY, parseDay, weekdayOf } from '@escazo/inventory/flights';
import type { FlightNetwork, FlightPattern } from '@escazo/inventory/flights';

const formats = new Map<string, Intl.DateTimeFormat>();
/** Offset (minutes east) of a zone at a UTC minute, from Intl's wall-clock fields. */
export function intlOffset(zone: string, utcMinute: number): number {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(zone, f);
  }
  const parts = f.formatToParts(utcMinute * 60_000);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) / 60_000 - utcMinute;
}

/** Local minute → UTC minute with Intl: the earliest instant showing that wall time, else forward over a gap. */
export function intlLocalToUtc(zone: string, local: number): number {
  const before = intlOffset(zone, local - MINUTES_PER_DAY);
  const after = intlOffset(zone, local + MINUTES_PER_DAY);
  const ok = [local - before, local - after].filter((u) => u + intlOffset(zone, u) === local);
  return ok.length ? Math.min(...ok) : local - before;
}

const parseLocal = (s: string) => {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(s)!;
  return parseDay(m[1]!)! * MINUTES_PER_DAY + Number(m[2]) * 60 + Number(m[3]);
};
const parseOffset = (s: string) => {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(s)!;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
};
export const utcOf = (t: { local: string; utcOffset: string }) => parseLocal(t.local) - parseOffset(t.utcOffset);

export const maxDetourKm = maxConnectingKm;

export type NetworkLookup = ReturnType<typeof networkLookup>;
export function networkLookup(network: FlightNetwork) {
  const airports = new Map(network.airports.map((a) => [a.iata, a]));
  const byNumber = new Map(network.patterns.map((p) => [p.flightNumber, p]));
  const byOrigin = new Map<string, FlightPattern[]>();
  for (const p of network.patterns) byOrigin.set(p.origin, [...(byOrigin.get(p.origin) ?? []), p]);
  const direct = (a: string, b: string) => {
    const [x, y] = [airports.get(a)!, airports.get(b)!];
    return greatCircleKm(x.lat, x.lon, y.lat, y.lon);
  };
  return {
    network,
    airports,
    byNumber,
    byOrigin,
    direct,
    validFrom: parseDay(network.validFrom)!,
    validTo: parseDay(network.validTo)!,
  };
}

const legId = (p: FlightPattern, day: number) => `${p.flightNumber}-${formatDay(day).replaceAll('-', '')}`;

/** Every valid direct and one-stop itinerary id (first flight on local `date`, departing at or after `notBefore`). */
export function bruteForce(
  n: NetworkLookup,
  from: string[],
  to: string[],
  date: string,
  notBeforeUtc = -Infinity,
): Set<string> {
  const ids = new Set<string>();
  const day = parseDay(date)!;
  if (day < n.validFrom || day > n.validTo) return ids;
  const depUtc = (p: FlightPattern, d: number) =>
    intlLocalToUtc(n.airports.get(p.origin)!.timeZone, d * MINUTES_PER_DAY + p.departureMinute);
  for (const o of from) {
    for (const p of n.byOrigin.get(o) ?? []) {
      if (!(p.days & (1 << weekdayOf(day)))) continue;
      const dep1 = depUtc(p, day);
      if (dep1 < notBeforeUtc) continue;
      if (to.includes(p.destination)) ids.add(legId(p, day));
      const h = p.destination;
      if (from.includes(h) || to.includes(h)) continue;
      const arr1 = dep1 + p.blockMinutes;
      for (const q of n.byOrigin.get(h) ?? []) {
        if (!to.includes(q.destination)) continue;
        if (p.distanceKm + q.distanceKm > maxDetourKm(n.direct(o, q.destination))) continue;
        const [from, hub, dest] = [o, h, q.destination].map((c) => n.airports.get(c)!);
        if (from!.country === dest!.country && hub!.country !== from!.country) continue;
        const domestic = from!.country === dest!.country;
        const [min, max] = [minConnectionMinutes(hub!.size, domestic), maxLayoverMinutes(domestic)];
        for (let d = Math.max(day - 2, n.validFrom); d <= Math.min(day + 3, n.validTo); d++) {
          if (!(q.days & (1 << weekdayOf(d)))) continue;
          const wait = depUtc(q, d) - arr1;
          if (wait >= min && wait <= max) ids.add(`${legId(p, day)}_${legId(q, d)}`);
        }
      }
    }
  }
  return ids;
}

/** Problems with one itinerary of a search (empty when it is right). */
export function checkItinerary(
  n: NetworkLookup,
  it: Itinerary,
  q: { from: string[]; to: string[]; date: string; passengers: number },
): string[] {
  const problems: string[] = [];
  const fail = (what: string) => problems.push(`${it.id}: ${what}`);
  const utc: { dep: number; arr: number }[] = [];
  it.legs.forEach((leg, k) => {
    const p = n.byNumber.get(leg.flightNumber);
    if (!p) return fail(`unknown flight ${leg.flightNumber}`);
    if (p.origin !== leg.from.code || p.destination !== leg.to.code || p.airline !== leg.airline.code)
      fail(`leg ${k} is not its pattern`);
    const [o, d] = [n.airports.get(p.origin)!, n.airports.get(p.destination)!];
    const dep = utcOf(leg.departure);
    const arr = utcOf(leg.arrival);
    utc.push({ dep, arr });
    if (parseOffset(leg.departure.utcOffset) !== intlOffset(o.timeZone, dep)) fail(`leg ${k} departure offset`);
    if (parseOffset(leg.arrival.utcOffset) !== intlOffset(d.timeZone, arr)) fail(`leg ${k} arrival offset`);
    // The scheduled local day is the shown one (a time skipped by DST moves forward, never across midnight).
    const scheduledDay = parseDay(leg.departure.local.slice(0, 10))!;
    if (dep !== intlLocalToUtc(o.timeZone, scheduledDay * MINUTES_PER_DAY + p.departureMinute))
      fail(`leg ${k} departure time`);
    if (!(p.days & (1 << weekdayOf(scheduledDay)))) fail(`leg ${k} does not operate that weekday`);
    if (scheduledDay < n.validFrom || scheduledDay > n.validTo) fail(`leg ${k} outside validity`);
    if (arr - dep !== p.blockMinutes || leg.durationMinutes !== p.blockMinutes) fail(`leg ${k} block time`);
    if (k === 0 && leg.departure.local.slice(0, 10) !== q.date) fail('first flight not on the requested date');
  });
  const first = it.legs[0]!;
  const last = it.legs[it.legs.length - 1]!;
  if (!q.from.includes(first.from.code)) fail('origin');
  if (!q.to.includes(last.to.code)) fail('destination');
  if (it.stops !== it.legs.length - 1 || it.layovers.length !== it.stops) fail('stops');
  if (it.legs.length === 2) {
    const [a, b] = it.legs as [Itinerary['legs'][0], Itinerary['legs'][0]];
    if (a.to.code !== b.from.code) fail('airport change');
    const hub = a.to.code;
    if (q.from.includes(hub) || q.to.includes(hub)) fail('back through an origin or destination');
    const wait = utc[1]!.dep - utc[0]!.arr;
    if (a.from.country === b.to.country && a.to.country !== a.from.country) fail('cabotage: domestic trip via abroad');
    const domestic = new Set([a.from.country, a.to.country, b.to.country]).size === 1;
    const min = minConnectionMinutes(n.airports.get(hub)!.size, domestic);
    if (wait < min || wait > maxLayoverMinutes(domestic)) fail(`layover ${wait} min`);
    if (it.layovers[0]!.minutes !== wait || it.layovers[0]!.airport !== hub) fail('layover shown');
    const km = n.byNumber.get(a.flightNumber)!.distanceKm + n.byNumber.get(b.flightNumber)!.distanceKm;
    if (km > maxDetourKm(n.direct(a.from.code, b.to.code))) fail('detour');
  }
  if (it.durationMinutes !== utc[utc.length - 1]!.arr - utc[0]!.dep) fail('total duration');
  if (it.price.amount !== it.pricePerPerson.amount * q.passengers || it.passengers !== q.passengers)
    fail('price for all passengers');
  if (it.seatsLeft < q.passengers) fail('not enough seats');
  const airlines = [...new Set(it.legs.map((l) => l.airline.code))];
  if (JSON.stringify(airlines) !== JSON.stringify(it.airlines)) fail('airlines');
  return problems;
}
