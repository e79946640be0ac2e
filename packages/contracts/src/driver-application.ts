import { z } from 'zod';
import { emailSchema } from './common.ts';
import { multiLineText, singleLineText } from './text.ts';

export const driverStates = ['AL', 'AK', 'AZ', 'CA', 'CO', 'CT', 'RI'] as const;
export type DriverState = (typeof driverStates)[number];
export const vehicleMakes = [
  'tesla',
  'nissan',
  'chevrolet',
  'ford',
  'hyundai',
  'kia',
  'audi',
  'bmw',
  'mercedes',
  'volkswagen',
  'rivian',
  'lucid',
  'other',
] as const;
export type VehicleMake = (typeof vehicleMakes)[number];
export const drivingExperienceOptions = ['none', 'less-than-1', '1-2', '3-5', '5+'] as const;
export type DrivingExperience = (typeof drivingExperienceOptions)[number];

const optionalText = (max: number) =>
  multiLineText()
    .max(max, 'field.tooLong')
    .optional()
    .transform((v) => (v ? v : undefined));

/** The model years the server takes: 1990 up to next year's models (`vehicleYearProblem`). */
export const vehicleYearRange = { min: 1990, maxAhead: 1 } as const;

/**
 * Field rules and messages as documented: a vehicle year of at least 4 characters, phone numbers
 * of at least 10 holding only phone characters. An empty optional select means "not given".
 * Unknown fields are stripped (never stored).
 */
export const driverApplicationInputSchema = z.object({
  firstName: singleLineText({ error: 'driver.firstName' }).min(2, 'driver.firstName').max(80, 'field.tooLong'),
  lastName: singleLineText({ error: 'driver.lastName' }).min(2, 'driver.lastName').max(80, 'field.tooLong'),
  email: emailSchema,
  phoneNumber: singleLineText({ error: 'driver.phone' })
    .min(10, 'driver.phone')
    .max(30, 'field.tooLong')
    .regex(/^\+?[\d\s().-]+$/, 'driver.phone'),
  city: singleLineText({ error: 'driver.city' }).min(2, 'driver.city').max(100, 'field.tooLong'),
  state: z.enum(driverStates, { error: 'driver.state' }),
  vehicleMake: z.enum(vehicleMakes, { error: 'driver.vehicleMake' }),
  vehicleModel: singleLineText({ error: 'driver.vehicleModel' }).min(2, 'driver.vehicleModel').max(80, 'field.tooLong'),
  vehicleYear: singleLineText({ error: 'driver.vehicleYear' }).min(4, 'driver.vehicleYear').max(20, 'field.tooLong'),
  drivingExperience: z
    .union([z.enum(drivingExperienceOptions), z.literal('')], { error: 'field.invalid' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  whyJoin: optionalText(2000),
  termsAgreed: z.literal(true, { error: 'driver.terms' }),
});
export type DriverApplicationInput = z.input<typeof driverApplicationInputSchema>;
export type DriverApplication = z.output<typeof driverApplicationInputSchema>;

/**
 * The server's stricter check of a vehicle year the schema let through: a whole model year from
 * 1990 to next year, given the current year. Returns the message key, or null when it is fine.
 */
export function vehicleYearProblem(vehicleYear: string, currentYear: number): 'driver.vehicleYearRange' | null {
  if (!/^\d{4}$/.test(vehicleYear)) return 'driver.vehicleYearRange';
  const year = Number(vehicleYear);
  return year >= vehicleYearRange.min && year <= currentYear + vehicleYearRange.maxAhead
    ? null
    : 'driver.vehicleYearRange';
}

export const driverApplicationReceiptSchema = z.object({
  id: z.uuid(),
  status: z.enum(['received']),
  submittedAt: z.iso.datetime(),
});
export type DriverApplicationReceipt = z.infer<typeof driverApplicationReceiptSchema>;
