/** Without the guide's advice on how long to stay, a city break of 3 to 5 days is assumed. */
export const DEFAULT_IDEAL_STAY = { min: 3, max: 5 } as const;

/**
 * The stay lengths (days, start and end inclusive) worth pricing: the guide's advice clipped to the
 * requested window (a window shorter than the advice gives the whole window only). Shortest first.
 */
export function candidateStayLengths(idealStay: { min: number; max: number } | null, windowDays: number): number[] {
  const advice = idealStay ?? DEFAULT_IDEAL_STAY;
  const low = Math.max(1, Math.min(advice.min, windowDays));
  const high = Math.max(low, Math.min(advice.max, windowDays));
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}
