import { z } from 'zod';
import { cardInputSchema } from './account.ts';
import { emailSchema, moneySchema } from './common.ts';
import { flightPassengerLimits, flightCabins } from './search-flights.ts';
import { hotelGuestLimits, hotelRoomLimits } from './search-hotels.ts';
import { cabinCategories, cruisePassengerLimits } from './search-cruises.ts';
import { carCategories, driverAgeBands } from './search-cars.ts';
import { singleLineText } from './text.ts';

/**
 * Offers and bookings. Every product ends in an offer (POST /api/offers: priced by the server,
 * valid 30 minutes), booked by POST /api/bookings with an Idempotency-Key (a repeat of one key
 * books once).
 * Money is integer minor units with a currency code.
 */
/** What an offer can be made for. */
export const offerTypes = ['flight', 'hotel', 'stay', 'car', 'cruise', 'package'] as const;
export type OfferType = (typeof offerTypes)[number];
/** 'ride' is booked through POST /api/rides (no offer), and listed with the others. */
export const bookingTypes = [...offerTypes, 'ride'] as const;
export type BookingType = (typeof bookingTypes)[number];

export const bookingStatuses = ['confirmed', 'pending', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The list filter: a status, or "upcoming" (confirmed with its start ahead). */
export const bookingStatusFilters = [...bookingStatuses, 'upcoming'] as const;

export const cancellationPolicyKinds = [
  'flight-non-refundable',
  'flight-refundable-less-fee',
  'hotel-free-until-24h',
  'stay-free-until-5-days',
  'car-free-until-48h',
  /** Car rentals booked before the 48-hour rule keep the policy they were sold with. */
  'car-free-until-pickup',
  'cruise-tiered',
  'ride-free-until-5-minutes',
  'package-non-refundable',
  'package-refundable-less-fee',
] as const;
export type CancellationPolicyKind = (typeof cancellationPolicyKinds)[number];

/**
 * Free cancellation ends this many hours before the start: hotels before check-in, cars before
 * pickup. The one home of the rule: the refund computation, the policy's words and the pages'
 * promises all read it.
 */
export const FREE_CANCELLATION_HOURS = { hotel: 24, car: 48 } as const;

/** An offer is valid this long after it is priced. */
export const OFFER_TTL_MINUTES = 30;
/** A pay-later booking is held this long before it must be paid. */
export const PAY_LATER_HOLD_HOURS = 24;
/** Products that may be reserved now and paid later. */
export const payLaterTypes: readonly BookingType[] = ['hotel', 'stay', 'cruise'];

const isoDate = z.iso.date({ error: 'field.invalid' });
const id = singleLineText().min(1, 'field.invalid').max(120, 'field.tooLong');
const hourlyTime = z.string().regex(/^([01]\d|2[0-3]):00$/, 'field.invalid');

// ---- POST /api/offers ----

const flightSelection = {
  /** The search's itinerary id ('AA100-20261201_BA117-20261202'). */
  itineraryId: id,
  cabin: z.enum(flightCabins),
  passengers: z.number().int().min(flightPassengerLimits.min).max(flightPassengerLimits.max),
};
const hotelSelection = {
  hotelId: id,
  roomTypeId: id,
  checkIn: isoDate,
  checkOut: isoDate,
  guests: z.number().int().min(hotelGuestLimits.min).max(hotelGuestLimits.max),
  rooms: z.number().int().min(hotelRoomLimits.min).max(hotelRoomLimits.max),
};

export const offerRequestSchema = z.discriminatedUnion('type', [
  /** With `returnItineraryId`, a round trip: the outbound and the return booked as one. */
  z.object({ type: z.literal('flight'), ...flightSelection, returnItineraryId: id.optional() }),
  z.object({ type: z.literal('hotel'), ...hotelSelection }),
  z.object({
    type: z.literal('stay'),
    stayId: id,
    checkIn: isoDate,
    checkOut: isoDate,
    guests: z.number().int().min(1).max(16),
  }),
  z.object({
    type: z.literal('car'),
    /** Pick-up desk id; drop-off desk defaults to it. */
    locationId: id,
    dropoffLocationId: id.optional(),
    category: z.enum(carCategories),
    pickupDate: isoDate,
    pickupTime: hourlyTime,
    dropoffDate: isoDate,
    dropoffTime: hourlyTime,
    driverAge: z.enum(driverAgeBands),
  }),
  z.object({
    type: z.literal('cruise'),
    sailingId: id,
    category: z.enum(cabinCategories),
    passengers: z.number().int().min(cruisePassengerLimits.min).max(cruisePassengerLimits.max),
  }),
  /** One flight itinerary and a hotel in its destination city from the arrival day, booked together. */
  z.object({
    type: z.literal('package'),
    flight: z.object(flightSelection),
    hotel: z.object(hotelSelection),
  }),
]);
export type OfferRequest = z.infer<typeof offerRequestSchema>;

export const priceBreakdownSchema = z.object({ base: moneySchema, taxesAndFees: moneySchema, total: moneySchema });

export const cancellationPolicySchema = z.object({ kind: z.enum(cancellationPolicyKinds), description: z.string() });

/** Who the checkout must name: every passenger (flight, cruise, package), the lead guest (hotel, stay) or the driver (car). */
export const travellerRequirementSchema = z.object({
  kind: z.enum(['passengers', 'lead-guest', 'driver']),
  count: z.number().int(),
  /** Date of birth asked for each traveller (flights, cruises, packages). */
  dateOfBirth: z.boolean(),
});

/** The booking an offer was consumed by. */
export const offerBookingSchema = z.object({ id: z.string(), confirmationCode: z.string() });

export const offerSchema = z.object({
  id: z.string(),
  type: z.enum(offerTypes),
  title: z.string(),
  destination: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  price: priceBreakdownSchema,
  cancellationPolicy: cancellationPolicySchema,
  travellers: travellerRequirementSchema,
  payLaterAllowed: z.boolean(),
  expiresAt: z.string(),
  /** What was priced, as it was asked for. */
  product: z.record(z.string(), z.unknown()),
  /** The booking made from this offer (an offer books once); null while it can still be booked. */
  booking: offerBookingSchema.nullable(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerResponseSchema = z.object({ offer: offerSchema });
/** Offer ids are base64url. */
const offerId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'field.invalid');
export const offerIdParamsSchema = z.object({ id: offerId });

// ---- POST /api/bookings ----

/** The Idempotency-Key header: 1-255 printable ASCII characters. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/, 'field.invalid');
export const bookingHeadersSchema = z.object({ 'idempotency-key': idempotencyKeySchema });

export const travellerSchema = z.object({
  firstName: singleLineText().min(1, 'booking.firstNameRequired').max(60, 'field.tooLong'),
  lastName: singleLineText().min(1, 'booking.lastNameRequired').max(60, 'field.tooLong'),
  /** Asked for each passenger of a flight, cruise or package: an empty one says it is needed. */
  dateOfBirth: z.string().min(1, 'booking.dateOfBirthRequired').pipe(isoDate).optional(),
  /** Drivers only. */
  ageBand: z.enum(driverAgeBands).optional(),
});
export type Traveller = z.infer<typeof travellerSchema>;

export const bookingPaymentSchema = z.union([
  z.object({ paymentMethodId: z.uuid({ error: 'field.invalid' }) }).strict(),
  z.object({ card: cardInputSchema, save: z.boolean().optional() }).strict(),
]);
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** A phone number as travellers write it: 6 to 24 digits, spaces, brackets and dashes, an optional leading +. */
const PHONE = /^\+?[0-9 ()-]{6,24}$/;

export const bookingRequestSchema = z.object({
  offerId,
  travellers: z.array(travellerSchema).min(1).max(flightPassengerLimits.max),
  contact: z.object({
    email: emailSchema,
    // One message per field: an empty phone is asked for, a typed one is checked.
    phone: singleLineText()
      .min(1, 'booking.phoneRequired')
      .refine((phone) => phone === '' || PHONE.test(phone), 'booking.phoneInvalid'),
  }),
  /** Absent on pay-later bookings. */
  payment: bookingPaymentSchema.optional(),
  payLater: z.boolean().optional(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const confirmBookingRequestSchema = z.object({ payment: bookingPaymentSchema });
export type ConfirmBookingRequest = z.infer<typeof confirmBookingRequestSchema>;

export const bookingCreatedSchema = z.object({
  booking: z.object({
    id: z.string(),
    confirmationCode: z.string(),
    status: z.enum(bookingStatuses),
    type: z.enum(bookingTypes),
    total: moneySchema,
  }),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

// ---- GET /api/bookings, /api/bookings/:id ----

export const bookingListRequestSchema = z.object({
  status: z.enum(bookingStatusFilters).optional(),
  q: singleLineText().max(100, 'field.tooLong').optional(),
});

export const bookingSummarySchema = z.object({
  id: z.string(),
  type: z.enum(bookingTypes),
  status: z.enum(bookingStatuses),
  upcoming: z.boolean(),
  title: z.string(),
  destination: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  total: moneySchema,
  confirmationCode: z.string(),
  holdExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

const flightCardDetails = { departure: z.string(), arrival: z.string(), airline: z.string(), flightNumber: z.string() };
const hotelCardDetails = { location: z.string(), roomType: z.string(), checkIn: z.string(), checkOut: z.string() };

/** What a My Bookings card shows for each product; names resolved from the inventory, dates as stored. */
export const bookingCardDetailsSchema = z.discriminatedUnion('type', [
  /** A round trip's `departure`/`arrival` are its outbound's; `return` is its way back. */
  z.object({ type: z.literal('flight'), ...flightCardDetails, return: z.object(flightCardDetails).optional() }),
  z.object({ type: z.literal('hotel'), ...hotelCardDetails }),
  z.object({ type: z.literal('stay'), place: z.string(), checkIn: z.string(), checkOut: z.string() }),
  z.object({ type: z.literal('car'), location: z.string(), carType: z.string(), company: z.string() }),
  z.object({
    type: z.literal('cruise'),
    /** The embarkation port only. */
    departure: z.string(),
    /** The ports the ship calls at between leaving and returning, in order. */
    portsOfCall: z.array(z.string()),
    ship: z.string(),
    cabin: z.string(),
  }),
  z.object({
    type: z.literal('ride'),
    rideId: z.string(),
    pickup: z.string(),
    dropoff: z.string(),
    /** 'Dec 8, 9:30 AM (Toronto time)': the pickup on the city's clock (absent for rides booked before it was kept). */
    pickupTime: z.string().optional(),
    driver: z.string(),
    vehicle: z.string(),
    plate: z.string(),
  }),
  z.object({ type: z.literal('package'), flight: z.object(flightCardDetails), hotel: z.object(hotelCardDetails) }),
]);
export type BookingCardDetails = z.infer<typeof bookingCardDetailsSchema>;

/**
 * A booking in the list: the summary, its card details, the travellers' full names in order, and
 * `spent`: what was charged for it less what was refunded (0 while pending; a cancellation's kept
 * fee stays counted), in the booking's currency.
 */
export const bookingListItemSchema = bookingSummarySchema.extend({
  details: bookingCardDetailsSchema,
  travellerNames: z.array(z.string()),
  spent: moneySchema,
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;
export const bookingListSchema = z.object({ bookings: z.array(bookingListItemSchema) });

// ---- GET /api/trips ----

export const tripStatuses = ['upcoming', 'in-progress', 'past'] as const;
export type TripStatus = (typeof tripStatuses)[number];

/** Bookings (not cancelled) in one city whose dates overlap or touch. */
export const tripSchema = z.object({
  id: z.string(),
  destination: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Calendar days from the first to the last, both counted. */
  durationDays: z.number().int(),
  status: z.enum(tripStatuses),
  /** Earliest first. */
  bookings: z.array(bookingListItemSchema),
});
export type Trip = z.infer<typeof tripSchema>;
/** Soonest start first. */
export const tripListSchema = z.object({ trips: z.array(tripSchema) });
export type TripList = z.infer<typeof tripListSchema>;

export const bookingDetailSchema = bookingSummarySchema.extend({
  price: priceBreakdownSchema,
  cancellationPolicy: cancellationPolicySchema,
  /** The same details as the booking's card: the route, ports, room, car, by product. */
  details: bookingCardDetailsSchema,
  product: z.record(z.string(), z.unknown()),
  items: z.array(z.record(z.string(), z.unknown())),
  travellers: z.array(travellerSchema),
  contact: z.object({ email: z.string(), phone: z.string() }),
  events: z.array(
    z.object({
      kind: z.string(),
      status: z.enum(bookingStatuses).nullable(),
      amount: moneySchema.nullable(),
      at: z.string(),
    }),
  ),
  payment: z
    .object({
      status: z.string(),
      paid: moneySchema,
      refunded: moneySchema,
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    })
    .nullable(),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;
export const bookingDetailResponseSchema = z.object({ booking: bookingDetailSchema });
export const bookingIdParamsSchema = z.object({ id: z.uuid() });

export const cancellationQuoteSchema = z.object({
  refund: moneySchema,
  paid: moneySchema,
  cancellationPolicy: cancellationPolicySchema,
});
export const cancellationResultSchema = z.object({
  booking: z.object({ id: z.string(), status: z.enum(bookingStatuses) }),
  refund: moneySchema,
});

/** 409 PRICE_CHANGED carries the new price so the checkout can show it. */
export const priceChangedErrorSchema = z.object({
  error: z.object({ code: z.literal('PRICE_CHANGED'), message: z.string(), price: priceBreakdownSchema }),
});

/** 409 OFFER_ALREADY_BOOKED: the offer was booked already (under another Idempotency-Key); its booking. */
export const offerAlreadyBookedErrorSchema = z.object({
  error: z.object({
    code: z.literal('OFFER_ALREADY_BOOKED'),
    message: z.string(),
    booking: offerBookingSchema,
  }),
});
