import type { Rng } from '../imagery/random.ts';

/**
 * Word lists for fictional, brand-like hotel names (no real brands). Names may repeat across cities
 * like a chain's; words of the sea (COASTAL_NAME_WORDS) only name hotels in coastal cities.
 */
const NAME_WORDS = [
  'Grand',
  'Royal',
  'Park',
  'Central',
  'Garden',
  'Skyline',
  'Heritage',
  'Plaza',
  'Crown',
  'Meridian',
  'Summit',
  'Lotus',
  'Cedar',
  'Maple',
  'Olive',
  'Horizon',
  'Atlas',
  'Aurora',
  'Vista',
  'Regent',
  'Sterling',
  'Ivory',
  'Amber',
  'Emerald',
  'Sapphire',
  'Willow',
  'Oak',
  'Lantern',
  'Compass',
  'Beacon',
  'Orchard',
  'Terrace',
  'Gallery',
  'Quarter',
  'Station',
  'Market',
];
const COASTAL_NAME_WORDS = ['Harbour', 'Coral', 'Marina', 'Bay'];
const KINDS_BY_STARS: Record<number, readonly string[]> = {
  1: ['Inn', 'Lodge', 'Guesthouse', 'Rooms'],
  2: ['Inn', 'Lodge', 'Hotel', 'Guesthouse'],
  3: ['Hotel', 'Inn', 'Suites', 'House'],
  4: ['Hotel', 'Suites', 'Residence', 'Hotel & Spa'],
  5: ['Palace', 'Grand Hotel', 'Resort & Spa', 'Collection'],
};
export function hotelName(rng: Rng, stars: number, cityName: string, coastal: boolean): string {
  const word = rng.pick(coastal ? [...NAME_WORDS, ...COASTAL_NAME_WORDS] : NAME_WORDS);
  const kind = rng.pick(KINDS_BY_STARS[stars] ?? KINDS_BY_STARS[3]!);
  switch (rng.int(0, 3)) {
    case 0:
      return `${word} ${kind} ${cityName}`;
    case 1:
      return `${cityName} ${word} ${kind}`;
    case 2:
      return `The ${word} ${cityName}`;
    default:
      return kind === 'Hotel' ? `Hotel ${word}` : `The ${word} ${kind}`;
  }
}

/** A point within about `km` kilometres of (lat, lon), rounded to 5 decimals (~1 m). */
export function pointNear(rng: Rng, lat: number, lon: number, km: number): { lat: number; lon: number } {
  const dLat = (rng.float() * 2 - 1) * (km / 111);
  const dLon = ((rng.float() * 2 - 1) * (km / 111)) / Math.max(0.2, Math.cos((lat * Math.PI) / 180));
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return { lat: round(Math.max(-89.9, Math.min(89.9, lat + dLat))), lon: round(((lon + dLon + 540) % 360) - 180) };
}
