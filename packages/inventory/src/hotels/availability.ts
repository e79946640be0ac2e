/**
 * Room-night availability as the engines read it. A booking module supplies the sold counts later;
 * until then `noRoomsSold` (everything free). Days are UTC day numbers (calendar.ts).
 */
export type HotelSoldCounts = {
  /** Rooms sold for the night starting on `day`, by room type id (absent = none sold). */
  soldOn(day: number): ReadonlyMap<string, number>;
};

const none: ReadonlyMap<string, number> = new Map();
export const noRoomsSold: HotelSoldCounts = { soldOn: () => none };

/** Sold counts from a map keyed `<roomTypeId>@<day>` (tests, or a booking module's snapshot). */
export function hotelSoldCountsFromMap(sold: ReadonlyMap<string, number>): HotelSoldCounts {
  const byDay = new Map<number, Map<string, number>>();
  for (const [key, count] of sold) {
    const at = key.lastIndexOf('@');
    const day = Number(key.slice(at + 1));
    let rooms = byDay.get(day);
    if (!rooms) byDay.set(day, (rooms = new Map()));
    rooms.set(key.slice(0, at), count);
  }
  return { soldOn: (day) => byDay.get(day) ?? none };
}
