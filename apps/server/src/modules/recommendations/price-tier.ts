/** '$' to '$$$$': the first bound (whole USD) the amount stays under gives the tier; past the last, '$$$$'. */
function tierUnder(amount: number, bounds: readonly [number, number, number]): string {
  const index = bounds.findIndex((bound) => amount < bound);
  return '$'.repeat(index < 0 ? 4 : index + 1);
}

/** A destination, by the moderate tier's daily total per person: under $50, $150, $400, else '$$$$'. */
export const destinationTier = (moderateDailyUsd: number) => tierUnder(moderateDailyUsd, [50, 150, 400]);

/** An attraction or experience, by its price per person: under $20, $60, $150, else '$$$$' (free is '$'). */
export const placeTier = (priceUsd: number) => tierUnder(priceUsd, [20, 60, 150]);

/** A restaurant: its price level (1 cheap to 4 fine dining) in dollar signs. */
export const restaurantTier = (priceLevel: number) => '$'.repeat(Math.min(4, Math.max(1, priceLevel)));

/** A hotel, by its cheapest nightly base rate: under $100, $200, $350, else '$$$$'. */
export const hotelTier = (nightlyUsd: number) => tierUnder(nightlyUsd, [100, 200, 350]);
