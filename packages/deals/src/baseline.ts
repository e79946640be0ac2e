/**
 * A product's baseline: the median of its own prices over the season (integer minor units; for an
 * even count, the mean of the two middle prices rounded half up).
 */
export function median(values: ArrayLike<number>): number {
  const n = values.length;
  if (n === 0) throw new RangeError('median of no values');
  const sorted = new Float64Array(n);
  for (let i = 0; i < n; i++) sorted[i] = values[i]!;
  sorted.sort();
  const mid = n >> 1;
  return n % 2 === 1 ? sorted[mid]! : Math.floor((sorted[mid - 1]! + sorted[mid]! + 1) / 2);
}

/** What a deal is measured against: one product's typical price. */
export type DealBaseline = {
  /** 'flight:JFK-LHR:economy', 'hotel:<hotelId>', 'car:<fleetId>', 'cruise:<itineraryId>:<category>', 'package:<flightKey>|<hotelKey>'. */
  key: string;
  type: 'flight' | 'hotel' | 'package' | 'cruise' | 'car';
  /** The median offer total (base + taxes and fees) over the season, minor units. */
  typicalAmount: number;
  currency: string;
  /** How many prices the median was taken over. */
  samples: number;
};
