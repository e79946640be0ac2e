import { z } from 'zod';
import { inventoryImageSchema, listParam, pageInfoShape, pageParams, validDates } from './search-hotels.ts';

/**
 * Car search: its params, the Cars form's rules and the car price range.
 * Required: pickup location, drop-off location, pickup date, drop-off date ('Missing Information' /
 * 'Please fill in all required fields to search for cars.'); the pickup date must not be after the
 * drop-off date ('Invalid Dates' / 'Drop-off date must be after pickup date.'); a same-day rental is
 * allowed, its drop-off hour not before its pickup hour.
 */
export const carCategories = ['economy', 'compact', 'midsize', 'fullsize', 'suv', 'luxury'] as const;
export type CarCategory = (typeof carCategories)[number];

/** Documented sample daily prices, whole USD, both ends inclusive: every generated rate is inside. */
export const carDailyPriceRanges: Record<CarCategory, { min: number; max: number }> = {
  economy: { min: 25, max: 45 },
  compact: { min: 30, max: 55 },
  midsize: { min: 40, max: 70 },
  fullsize: { min: 50, max: 85 },
  suv: { min: 60, max: 120 },
  luxury: { min: 100, max: 300 },
};

/** Pickup and drop-off times: hourly 00:00-23:00, default 10:00. */
export const carTimes = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, '0')}:00`,
) as readonly string[];
export const carDefaultTime = '10:00';

export const driverAgeBands = ['18-24', '25-65', '65+'] as const;
export type DriverAgeBand = (typeof driverAgeBands)[number];
export const defaultDriverAgeBand: DriverAgeBand = '25-65';

export const carSorts = ['price-asc', 'price-desc', 'rating-desc'] as const;
export type CarSort = (typeof carSorts)[number];

/** Toast titles that go with the messages above (the web app shows title + message). */
export const carSearchToastTitles = { missing: 'Missing Information', invalidDates: 'Invalid Dates' } as const;

const required = z.string({ error: 'cars.missing' }).trim().min(1, 'cars.missing');
const requiredDate = required.pipe(z.iso.date({ error: 'field.invalid' }));
const hourlyTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):00$/, 'field.invalid')
  .default(carDefaultTime);

const carSearchObject = z.object({
  /** A rental location id, an airport IATA code, a city id or a city name. */
  pickupLocation: required.max(120, 'field.tooLong'),
  dropoffLocation: required.max(120, 'field.tooLong'),
  pickupDate: requiredDate,
  dropoffDate: requiredDate,
  pickupTime: hourlyTime,
  dropoffTime: hourlyTime,
  driverAge: z.enum(driverAgeBands).default(defaultDriverAgeBand),
  categories: listParam(z.enum(carCategories)).default([]),
  companies: listParam(z.string().min(1).max(60)).default([]),
  /** Daily rate bounds, whole USD, inclusive; absent = unbounded. */
  priceMin: z.coerce.number().min(0).optional(),
  priceMax: z.coerce.number().min(0).optional(),
  sort: z.enum(carSorts).default('price-asc'),
  ...pageParams,
});

type CarSearchShape = z.infer<typeof carSearchObject>;

/**
 * The pickup must not be after the drop-off: the documented date rule, and on a same-day rental
 * the drop-off hour must not be before the pickup hour (a same-day rental is charged one day).
 */
function datesInOrder(value: CarSearchShape): boolean {
  return !validDates(value.pickupDate, value.dropoffDate) || value.pickupDate <= value.dropoffDate;
}

function sameDayHoursInOrder(value: CarSearchShape): boolean {
  return value.pickupDate !== value.dropoffDate || value.dropoffTime >= value.pickupTime;
}

export const carSearchRequestSchema = carSearchObject
  .refine(datesInOrder, { path: ['dropoffDate'], message: 'cars.invalidDates' })
  .refine(sameDayHoursInOrder, { path: ['dropoffTime'], message: 'cars.invalidTimes' })
  .refine((value) => value.priceMin === undefined || value.priceMax === undefined || value.priceMin <= value.priceMax, {
    path: ['priceMax'],
    message: 'lodging.priceRange',
  });
export type CarSearchRequest = z.infer<typeof carSearchRequestSchema>;
export type CarSearchRequestInput = z.input<typeof carSearchRequestSchema>;

/** The calendar disables past dates: the same schema with today's date (the caller's clock). */
export function carSearchRequestSchemaAt(today: string) {
  return carSearchRequestSchema.refine((value) => !validDates(value.pickupDate) || value.pickupDate >= today, {
    path: ['pickupDate'],
    message: 'cars.pastDate',
  });
}

// ---- Responses (the search API, apps/server/src/modules/search) ----

const money = z.object({ amount: z.number().int(), currency: z.string().length(3) });

export const rentalLocationSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  country: z.string(),
  kind: z.enum(['airport', 'city-centre']),
  iata: z.string().nullable(),
  /** 'Northwind Rentals, Lisbon Airport (LIS)'. */
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  rating: z.number(),
});
export type RentalLocationSummary = z.infer<typeof rentalLocationSchema>;

export const carSchema = z.object({
  /** Fleet id `<location id>:<category>`. */
  id: z.string(),
  category: z.enum(carCategories),
  /** 'Toyota Corolla or similar' is shown from this. */
  model: z.string(),
  seats: z.number().int(),
  bags: z.number().int(),
  doors: z.number().int(),
  transmission: z.enum(['automatic', 'manual']),
  image: inventoryImageSchema,
});

export const carOfferSchema = z.object({
  /** `<fleet id>` (one category at one desk). */
  id: z.string(),
  location: rentalLocationSchema,
  car: carSchema,
  days: z.number().int(),
  dailyRate: money,
  youngDriverFee: money.nullable(),
  oneWayFee: money.nullable(),
  /** The rental and its fees, before taxes: what the offer's base price is. */
  total: money,
  /** Taxes and fees on the total, as the checkout charges them. */
  taxesAndFees: money,
  /** What the rental costs with taxes and fees: the price the results promise. */
  totalWithTaxes: money,
  carsLeft: z.number().int(),
});
export type CarOffer = z.infer<typeof carOfferSchema>;

export const carSearchResponseSchema = z.object({
  items: z.array(carOfferSchema),
  ...pageInfoShape,
  days: z.number().int(),
  /** The desks the location fields resolved to (empty: unknown location, no results). */
  pickup: z.array(rentalLocationSchema),
  dropoff: z.array(rentalLocationSchema),
});
export type CarSearchResponse = z.infer<typeof carSearchResponseSchema>;

export const carLocationResponseSchema = z.object({
  location: rentalLocationSchema,
  fleet: z.array(carSchema.extend({ count: z.number().int(), dailyRate: money })),
});
export type CarLocationResponse = z.infer<typeof carLocationResponseSchema>;
