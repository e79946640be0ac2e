import { greatCircleKm } from '@escazo/rides';
import { kMedoids } from './kmedoids.ts';
import { canVisitOn } from './opening.ts';
import type { LatLon, PlannerPlace } from './types.ts';

/** A day that can take sights: its weekday and how many it has room for. */
export type DaySlot = { weekday: number; room: number };

export type Assignment = { byDay: PlannerPlace[][]; left: PlannerPlace[] };

/**
 * Sights grouped into one area per day: k-medoids over their coordinates with one cluster per day
 * with room; the biggest clusters go to the roomiest days, preferring days on which more of the
 * cluster is open; then every sight goes to the nearest area (by medoid) whose day is open for it
 * and still has room, sights open on fewer of the days placed first. Sights that fit nowhere are
 * left over.
 */
export function assignToDays(sights: readonly PlannerPlace[], days: readonly DaySlot[]): Assignment {
  const byDay: PlannerPlace[][] = days.map(() => []);
  const roomy = days.map((d, i) => i).filter((i) => days[i]!.room > 0);
  if (sights.length === 0 || roomy.length === 0) return { byDay, left: sights.slice() };
  const { medoids, assignment } = kMedoids(sights, roomy.length);

  // Pair clusters with days: the pair with the most open members first (then bigger clusters, earlier days).
  const members = medoids.map((_, c) => sights.filter((_, i) => assignment[i] === c));
  const centreOfDay = new Map<number, LatLon>();
  const pairs: { cluster: number; day: number; open: number }[] = [];
  for (let c = 0; c < medoids.length; c++) {
    for (const day of roomy) {
      const open = members[c]!.filter((s) => canVisitOn(s, days[day]!.weekday)).length;
      pairs.push({ cluster: c, day, open: Math.min(open, days[day]!.room) });
    }
  }
  pairs.sort(
    (a, b) =>
      b.open - a.open ||
      members[b.cluster]!.length - members[a.cluster]!.length ||
      a.day - b.day ||
      a.cluster - b.cluster,
  );
  const clusterTaken = new Set<number>();
  for (const pair of pairs) {
    if (clusterTaken.has(pair.cluster) || centreOfDay.has(pair.day)) continue;
    clusterTaken.add(pair.cluster);
    centreOfDay.set(pair.day, sights[medoids[pair.cluster]!]!);
  }

  // Capacitated: sights open on fewer of the days first, then nearest (sight, day) pairs first.
  const room = days.map((d) => d.room);
  const options: { sight: number; day: number; km: number; choices: number }[] = [];
  sights.forEach((sight, s) => {
    const open = [...centreOfDay].filter(([day]) => canVisitOn(sight, days[day]!.weekday));
    for (const [day, centre] of open)
      options.push({ sight: s, day, km: greatCircleKm(sight, centre), choices: open.length });
  });
  options.sort((a, b) => a.choices - b.choices || a.km - b.km || a.sight - b.sight || a.day - b.day);
  const placed = new Set<number>();
  for (const option of options) {
    if (placed.has(option.sight) || room[option.day]! <= 0) continue;
    placed.add(option.sight);
    room[option.day]!--;
    byDay[option.day]!.push(sights[option.sight]!);
  }
  // Keep each day's sights in ranking order (the scheduler orders them by place and time).
  const rank = new Map(sights.map((s, i) => [s, i]));
  for (const list of byDay) list.sort((a, b) => rank.get(a)! - rank.get(b)!);
  return { byDay, left: sights.filter((_, i) => !placed.has(i)) };
}

/** The mean position of some places (null for none). */
export function centreOf(places: readonly LatLon[]): LatLon | null {
  if (places.length === 0) return null;
  return {
    lat: places.reduce((sum, p) => sum + p.lat, 0) / places.length,
    lon: places.reduce((sum, p) => sum + p.lon, 0) / places.length,
  };
}
