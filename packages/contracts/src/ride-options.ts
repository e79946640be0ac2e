/**
 * Ride options: the documented types, prices and capacities, and the rules every rides module shares.
 * Pure constants (no zod), so the engine, the server and the web page read the same figures.
 * Money is in US cents.
 */

/** In the documented order: the option list shows them in this order. */
export const rideTypes = ['economy', 'premium', 'luxury', 'shared', 'suv'] as const;
export type RideType = (typeof rideTypes)[number];

/** Documented base prices: 12, 18, 35, 8 and 25 USD. */
export const rideBasePrices: Readonly<Record<RideType, number>> = {
  economy: 1200,
  premium: 1800,
  luxury: 3500,
  shared: 800,
  suv: 2500,
};

/** Documented seats: 4, 4, 4, 2 and 6. */
export const rideCapacities: Readonly<Record<RideType, number>> = {
  economy: 4,
  premium: 4,
  luxury: 4,
  shared: 2,
  suv: 6,
};

/** Cents per road kilometre. */
export const ridePerKmRates: Readonly<Record<RideType, number>> = {
  economy: 120,
  premium: 180,
  luxury: 300,
  shared: 80,
  suv: 220,
};

/** Cents per minute of the trip. */
export const ridePerMinuteRates: Readonly<Record<RideType, number>> = {
  economy: 25,
  premium: 35,
  luxury: 60,
  shared: 15,
  suv: 45,
};

export type RideOptionText = { name: string; description: string; features: readonly string[] };

export const rideOptionTexts: Readonly<Record<RideType, RideOptionText>> = {
  economy: {
    name: 'Economy',
    description: 'Affordable everyday electric rides',
    features: ['Up to 4 passengers', 'Electric vehicle', 'Air conditioning'],
  },
  premium: {
    name: 'Premium',
    description: 'Newer electric cars with top-rated drivers',
    features: ['Up to 4 passengers', 'Top-rated drivers', 'Extra legroom', 'Phone charger'],
  },
  luxury: {
    name: 'Luxury',
    description: 'High-end electric sedans for a first-class ride',
    features: ['Up to 4 passengers', 'Luxury electric sedan', 'Bottled water', 'Quiet ride on request'],
  },
  shared: {
    name: 'Shared',
    description: 'Share the ride with others going your way and pay less',
    features: ['Up to 2 passengers', 'Lowest price', 'May stop for other riders'],
  },
  suv: {
    name: 'SUV',
    description: 'Electric SUVs for groups and extra luggage',
    features: ['Up to 6 passengers', 'Extra luggage space', 'Electric vehicle'],
  },
};

export const RIDE_PROVIDER = 'Escazo EV';
/** Service fee on the fare; the total is fare × (1 + rate), rounded to the cent. */
export const RIDE_FEE_RATE = 0.15;
/** The displayed price range as multiples of the fare. */
export const RIDE_PRICE_RANGE = { low: 0.8, high: 1.2 } as const;
export const RIDE_CURRENCY = 'USD';

export const rideAvailabilities = ['available', 'limited', 'unavailable'] as const;
export type RideAvailability = (typeof rideAvailabilities)[number];
/** Free drivers of a type within this distance of the pickup count as nearby. */
export const RIDE_NEARBY_KM = 10;
/** At least this many nearby free drivers: 'available'; fewer (but some): 'limited'. */
export const RIDE_AVAILABLE_MIN_DRIVERS = 3;

export const ridePopularPickups = ['Airport', 'Downtown', 'Hotel District', 'Convention Center'] as const;
export const ridePopularDestinations = ['Shopping Mall', 'University', 'Medical Center', 'Sports Arena'] as const;
export type RidePopularPickup = (typeof ridePopularPickups)[number];
export type RidePopularDestination = (typeof ridePopularDestinations)[number];
export type RideShortcutLabel = RidePopularPickup | RidePopularDestination;

/** Road kilometres: rides stay within one city and its airports. */
export const RIDE_MAX_KM = 150;
export const RIDE_SCHEDULE_SLOT_MINUTES = 30;
/** A card authorisation is valid 7 days, so a ride can be scheduled at most 7 days ahead. */
export const RIDE_SCHEDULE_MAX_DAYS = 7;
/** The earliest bookable scheduled slot is at least this far away. */
export const RIDE_SCHEDULE_MIN_LEAD_MINUTES = 15;
/** Cancelling at least this long before pick-up is free. */
export const RIDE_FREE_CANCEL_MINUTES = 5;
/** A human driver has this long to accept an offered ride. */
export const RIDE_OFFER_SECONDS = 120;
/** A driver stays reserved this long after a ride completes. */
export const RIDE_BUFFER_MINUTES = 10;
/** Passengers board in this long once the driver has arrived. */
export const RIDE_BOARDING_MINUTES = 1;
/** The search forms offer 1 passenger up to the largest option's seats (6, the SUV); a smaller option is shown as too small. */
export const RIDE_MAX_PASSENGERS = Math.max(...Object.values(rideCapacities));

export const rideStatuses = [
  'offered',
  'assigned',
  'arriving',
  'arrived',
  'on_trip',
  'completed',
  'cancelled',
] as const;
export type RideStatus = (typeof rideStatuses)[number];
/** A ride can be cancelled only in these states. */
export const rideCancellableStatuses: readonly RideStatus[] = ['offered', 'assigned', 'arriving', 'arrived'];
export const rideFinalStatuses: readonly RideStatus[] = ['completed', 'cancelled'];

export const placeKinds = ['centre', 'airport', 'hotel', 'stay', 'car-desk', 'cruise-port', 'landmark'] as const;
export type PlaceKind = (typeof placeKinds)[number];
