/** A package (one flight itinerary and one hotel stay booked together) costs this much less than its parts. */
export const PACKAGE_DISCOUNT_PERCENT = 10;

/**
 * The base price of a package (integer minor units): the flight's and the hotel's bases summed, less
 * PACKAGE_DISCOUNT_PERCENT of that sum, the discount rounded half up to whole dollars (100 minor units)
 * like the inventory's prices, so a package never costs more than its parts and never less than zero.
 */
export function packageBase(flightBase: number, hotelBase: number): number {
  for (const base of [flightBase, hotelBase]) {
    if (!Number.isSafeInteger(base) || base < 0)
      throw new RangeError(`base must be a non-negative integer, got ${base}`);
  }
  const sum = flightBase + hotelBase;
  const unit = (100 * 100) / PACKAGE_DISCOUNT_PERCENT; // the sum that earns one whole dollar of discount
  const discount = Math.floor((sum + unit / 2) / unit) * 100;
  return sum - discount;
}
