import { z } from 'zod';
import { moneySchema } from './common.ts';
import { singleLineText } from './text.ts';
import { flightCabins, flightPassengerLimits } from './search-flights.ts';
import { hotelGuestLimits, hotelMaxNights, hotelRoomLimits } from './search-hotels.ts';

/**
 * Price alerts: the signed-in user watches a flight search, a hotel or a stay for dates; a job
 * re-prices every active watch and notifies on a drop. GET /api/me/price-watches → { items };
 * POST → 201 with the new watch (200 with the existing active watch of the same selection);
 * DELETE /api/me/price-watches/:id → 204.
 */

export const watchKinds = ['flight', 'hotel', 'stay'] as const;
export type WatchKind = (typeof watchKinds)[number];

/** Most active watches one account may keep (409 WATCH_LIMIT beyond). */
export const WATCH_LIMIT = 50;
/** Points of history each watch answers with (the newest ones). */
export const WATCH_HISTORY_POINTS = 30;
/** Longest stay a stay watch accepts (nights). */
export const stayWatchMaxNights = 30;

const code = singleLineText().min(1, 'field.invalid').max(120, 'field.tooLong');
const day = z.iso.date({ error: 'field.invalid' });
const id = singleLineText().min(1, 'field.invalid').max(200, 'field.tooLong');

function nights(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

export const flightWatchInputSchema = z
  .object({
    kind: z.literal('flight'),
    /** Airport IATA code ('JFK') or city id ('US-new-york'), as the flight search takes them. */
    from: code,
    to: code,
    date: day,
    cabin: z.enum(flightCabins),
    passengers: z.number().int().min(flightPassengerLimits.min).max(flightPassengerLimits.max),
  })
  .refine((v) => v.from.toUpperCase() !== v.to.toUpperCase(), { path: ['to'], message: 'flights.samePlace' });

export const hotelWatchInputSchema = z
  .object({
    kind: z.literal('hotel'),
    hotelId: id,
    checkIn: day,
    checkOut: day,
    guests: z.number().int().min(hotelGuestLimits.min).max(hotelGuestLimits.max),
    rooms: z.number().int().min(hotelRoomLimits.min).max(hotelRoomLimits.max),
  })
  .refine((v) => v.checkOut > v.checkIn, { path: ['checkOut'], message: 'hotels.checkOutAfterCheckIn' })
  .refine((v) => nights(v.checkIn, v.checkOut) <= hotelMaxNights, { path: ['checkOut'], message: 'hotels.tooLong' })
  .refine((v) => v.rooms <= v.guests, { path: ['rooms'], message: 'hotels.roomsOverGuests' });

export const stayWatchInputSchema = z
  .object({
    kind: z.literal('stay'),
    stayId: id,
    checkIn: day,
    checkOut: day,
    guests: z.number().int().min(1).max(20),
  })
  .refine((v) => v.checkOut > v.checkIn, { path: ['checkOut'], message: 'hotels.checkOutAfterCheckIn' })
  .refine((v) => nights(v.checkIn, v.checkOut) <= stayWatchMaxNights, {
    path: ['checkOut'],
    message: 'hotels.tooLong',
  });

/** POST /api/me/price-watches body. */
export const createPriceWatchSchema = z.discriminatedUnion('kind', [
  flightWatchInputSchema,
  hotelWatchInputSchema,
  stayWatchInputSchema,
]);
export type CreatePriceWatch = z.infer<typeof createPriceWatchSchema>;
export type CreatePriceWatchInput = z.input<typeof createPriceWatchSchema>;

export const priceWatchPointSchema = z.object({
  at: z.iso.datetime(),
  /** null = nothing bookable at that check. */
  amount: moneySchema.nullable(),
});
export type PriceWatchPoint = z.infer<typeof priceWatchPointSchema>;

export const priceWatchSchema = z.object({
  id: z.uuid(),
  kind: z.enum(watchKinds),
  label: z.string(),
  current: moneySchema.nullable(),
  lowest: moneySchema.nullable(),
  first: moneySchema.nullable(),
  createdAt: z.iso.datetime(),
  lastCheckedAt: z.iso.datetime().nullable(),
  /** The last 30 checks, oldest first. */
  history: z.array(priceWatchPointSchema),
  /** Where the watched selection opens in the app (a client path). */
  link: z.string(),
});
export type PriceWatch = z.infer<typeof priceWatchSchema>;

export const priceWatchListSchema = z.object({ items: z.array(priceWatchSchema) });
export type PriceWatchList = z.infer<typeof priceWatchListSchema>;
