// How many seats left a flight shows (no zod here: the results page imports it as a value).
/**
 * Seats left are shown only when this many or fewer remain, as airlines do: a count of 132 says
 * nothing to a traveller, and the few that are left are worth knowing.
 */
export const FEW_SEATS_LEFT = 9;

/** The seats-left count to show for an itinerary (or the fewer of a round trip's two), or null when plenty remain. */
export const seatsLeftToShow = (...seatsLeft: number[]): number | null => {
  const fewest = Math.min(...seatsLeft);
  return fewest <= FEW_SEATS_LEFT ? fewest : null;
};
