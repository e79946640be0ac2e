import { z } from 'zod';
import { bookingPaymentSchema } from './bookings.ts';
import { singleLineText } from './text.ts';
import {
  placeKinds,
  RIDE_MAX_PASSENGERS,
  rideAvailabilities,
  rideStatuses,
  rideTypes,
  ridePopularPickups,
  ridePopularDestinations,
} from './ride-options.ts';

/**
 * Rides: EV rides between two places of one city, booked now or scheduled, assigned to a real
 * driver, with live status. Money is integer cents in USD.
 */

const cityId = singleLineText().min(1, 'field.invalid').max(80, 'field.tooLong');
const placeId = singleLineText().min(1, 'field.invalid').max(160, 'field.tooLong');
/** 'RID' + 6 digits. */
export const rideIdSchema = z.string().regex(/^RID\d{6}$/, 'field.invalid');
export const rideIdParamsSchema = z.object({ id: rideIdSchema });

const latLonSchema = z.object({ lat: z.number(), lon: z.number() });
export type RideLatLon = z.infer<typeof latLonSchema>;

const shortcutLabels = [...ridePopularPickups, ...ridePopularDestinations] as const;

// ---- GET /api/rides/cities, /api/rides/cities/:cityId, /api/rides/places ----

export const rideCitiesQuerySchema = z.object({ q: singleLineText().max(100, 'field.tooLong').optional() });
export const rideCitySummarySchema = z.object({ id: z.string(), name: z.string(), country: z.string() });
export const rideCitiesResponseSchema = z.object({ cities: z.array(rideCitySummarySchema) });
export type RideCitySummary = z.infer<typeof rideCitySummarySchema>;

export const rideCityParamsSchema = z.object({ cityId });
export const rideShortcutSchema = z.object({ label: z.enum(shortcutLabels), placeId: z.string().nullable() });
export const rideCityDetailSchema = rideCitySummarySchema.extend({
  timeZone: z.string(),
  centre: latLonSchema,
  shortcuts: z.array(rideShortcutSchema),
});
export type RideCityDetail = z.infer<typeof rideCityDetailSchema>;

export const ridePlacesQuerySchema = z.object({
  city: cityId,
  q: singleLineText().max(100, 'field.tooLong').optional(),
});
export const ridePlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(placeKinds),
  lat: z.number(),
  lon: z.number(),
});
export type RidePlace = z.infer<typeof ridePlaceSchema>;
export const ridePlacesResponseSchema = z.object({ places: z.array(ridePlaceSchema) });

// ---- GET /api/rides/options ----

/** 'now' or an ISO instant on a 30-minute boundary within the schedule window (checked by the server). */
const whenSchema = z.union([z.literal('now'), z.iso.datetime({ offset: true, error: 'field.invalid' })]);

export const rideOptionsQuerySchema = z.object({
  city: cityId,
  pickup: placeId,
  destination: placeId,
  when: whenSchema.default('now'),
  passengers: z.coerce.number().int().min(1).max(RIDE_MAX_PASSENGERS).default(1),
});
export type RideOptionsQuery = z.infer<typeof rideOptionsQuerySchema>;

export const rideFareSchema = z.object({
  /** The fare before fees. */
  base: z.number().int(),
  fees: z.number().int(),
  total: z.number().int(),
  currency: z.literal('USD'),
});
export type RideFare = z.infer<typeof rideFareSchema>;

export const rideOptionSchema = z.object({
  /** The ride type. */
  id: z.enum(rideTypes),
  type: z.enum(rideTypes),
  name: z.string(),
  description: z.string(),
  /** Trip minutes. */
  estimatedTime: z.number().int(),
  /** The type's documented base price, in cents. */
  basePrice: z.number().int(),
  priceRange: z.object({ low: z.number().int(), high: z.number().int() }),
  fare: rideFareSchema,
  capacity: z.number().int(),
  features: z.array(z.string()),
  availability: z.enum(rideAvailabilities),
  provider: z.string(),
  vehicleType: z.string(),
  /** Minutes for the nearest free driver to reach the pickup; null when none. */
  eta: z.number().int().nullable(),
});
export type RideOption = z.infer<typeof rideOptionSchema>;

export const rideRouteSchema = z.object({ distanceKm: z.number(), minutes: z.number().int() });
export const rideOptionsResponseSchema = z.object({ route: rideRouteSchema, options: z.array(rideOptionSchema) });
export type RideOptionsResponse = z.infer<typeof rideOptionsResponseSchema>;

// ---- POST /api/rides (header Idempotency-Key, as POST /api/bookings) → 201 RideBookingResult ----

export const rideBookingRequestSchema = z.object({
  city: cityId,
  pickup: placeId,
  destination: placeId,
  rideOptionId: z.enum(rideTypes),
  /** null = now. */
  scheduledTime: z.iso.datetime({ offset: true, error: 'field.invalid' }).nullable(),
  passengers: z.number().int().min(1).max(RIDE_MAX_PASSENGERS).default(1),
  payment: bookingPaymentSchema,
});
export type RideBookingRequest = z.infer<typeof rideBookingRequestSchema>;

export const ridePlaceRefSchema = z.object({ placeId: z.string(), name: z.string(), lat: z.number(), lon: z.number() });
export type RidePlaceRef = z.infer<typeof ridePlaceRefSchema>;

export const rideDriverSchema = z.object({
  name: z.string(),
  rating: z.number(),
  vehicle: z.string(),
  licensePlate: z.string(),
  phone: z.string(),
});
export type RideDriver = z.infer<typeof rideDriverSchema>;

/** The pickup city's clock: every time of a ride is read on it ('9:30 AM (Toronto time)'). */
export const rideClockSchema = z.object({ timeZone: z.string(), city: z.string() });
export type RideClock = z.infer<typeof rideClockSchema>;

export const rideBookingResultSchema = z.object({
  id: rideIdSchema,
  bookingId: z.string(),
  rideOptionId: z.enum(rideTypes),
  pickup: ridePlaceRefSchema,
  destination: ridePlaceRefSchema,
  /** The pick-up time asked for (the booking time for a ride now). */
  scheduledTime: z.string(),
  /** scheduledTime + the option's ETA. */
  estimatedArrival: z.string(),
  clock: rideClockSchema,
  status: z.literal('confirmed'),
  driver: rideDriverSchema,
  fare: rideFareSchema,
});
export type RideBookingResult = z.infer<typeof rideBookingResultSchema>;

// ---- GET /api/rides/:id ----

export const rideCancellationSchema = z.object({ free: z.boolean(), fee: z.number().int() });
export type RideCancellation = z.infer<typeof rideCancellationSchema>;

export const rideTimelineSchema = z.object({
  departAt: z.string(),
  arriveAt: z.string(),
  startAt: z.string(),
  completeAt: z.string(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});

export const ridePositionSchema = z.object({ lat: z.number(), lon: z.number(), at: z.string() });
export type RidePosition = z.infer<typeof ridePositionSchema>;

export const rideDetailSchema = rideBookingResultSchema.extend({
  status: z.enum(rideStatuses),
  cityId: z.string(),
  cityName: z.string(),
  passengers: z.number().int(),
  /** Trip distance and minutes. */
  route: rideRouteSchema,
  driver: rideDriverSchema.extend({ position: latLonSchema, vehicleType: z.enum(rideTypes) }),
  timeline: rideTimelineSchema,
  /** The fee a cancellation costs now; null when the ride can no longer be cancelled. */
  cancellation: rideCancellationSchema.nullable(),
  cancellationFee: z.number().int().nullable(),
});
export type RideDetail = z.infer<typeof rideDetailSchema>;

// ---- POST /api/rides/:id/cancel ----

export const rideCancelRequestSchema = z.object({ expectedFee: z.number().int().min(0) });
export type RideCancelRequest = z.infer<typeof rideCancelRequestSchema>;

/** 409 CANCELLATION_FEE_CHANGED carries the current quote. */
export const cancellationFeeChangedErrorSchema = z.object({
  error: z.object({
    code: z.literal('CANCELLATION_FEE_CHANGED'),
    message: z.string(),
    cancellation: rideCancellationSchema.nullable(),
  }),
});

// ---- GET /api/rides/:id/events (server-sent events) ----

/** `event: position` data. */
export const rideSsePositionSchema = ridePositionSchema;
/** `event: status` data: the whole detail. */
export const rideSseStatusSchema = rideDetailSchema;
/** What the database notification carries (pg_notify 'ride_events'). */
export const rideEventSchema = z.object({ rideId: rideIdSchema, status: z.enum(rideStatuses), at: z.string() });
export type RideEvent = z.infer<typeof rideEventSchema>;

// ---- Driver console ----

export const driverRideSchema = z.object({
  id: rideIdSchema,
  status: z.enum(rideStatuses),
  pickup: ridePlaceRefSchema,
  destination: ridePlaceRefSchema,
  passengerFirstName: z.string(),
  passengers: z.number().int(),
  fare: rideFareSchema,
  /** The trip's road distance and minutes as quoted (the timeline's durations are divided by RIDES_TIME_SCALE). */
  route: rideRouteSchema,
  pickupAt: z.string(),
  clock: rideClockSchema,
  /** Set while offered: the offer lapses then. */
  offeredUntil: z.string().nullable(),
  timeline: rideTimelineSchema,
});
export type DriverRide = z.infer<typeof driverRideSchema>;

export const driverMeSchema = z.object({
  /** rating: 4.8 for a new driver until riders rate them. */
  profile: z.object({ name: z.string(), vehicle: z.string(), plate: z.string(), rating: z.number() }),
  online: z.boolean(),
  cityId: z.string().nullable(),
  vehicleType: z.enum(rideTypes).nullable(),
  position: latLonSchema.nullable(),
  ride: driverRideSchema.nullable(),
});
export type DriverMe = z.infer<typeof driverMeSchema>;

export const driverOnlineRequestSchema = z.object({ cityId, placeId, vehicleType: z.enum(rideTypes) });
export type DriverOnlineRequest = z.infer<typeof driverOnlineRequestSchema>;

/** Answer of online/offline and every ride action: the console's new state. */
export const driverConsoleResponseSchema = driverMeSchema;
