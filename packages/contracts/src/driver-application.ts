import { z } from 'zod';
import { emailSchema } from './common.ts';

export const driverStates = ['AL', 'AK', 'AZ', 'CA', 'CO', 'CT', 'RI'] as const;
export type DriverState = (typeof driverStates)[number];
export const vehicleMakes = [
  'tesla', 'nissan', 'chevrolet', 'ford', 'hyundai', 'kia', 'audi', 'bmw', 'mercedes',
  'volkswagen', 'rivian', 'lucid', 'other',
] as const;
export type VehicleMake = (typeof vehicleMakes)[number];
export const drivingExperienceOptions = ['none', 'less-than-1', '1-2', '3-5', '5+'] as const;
export type DrivingExperience = (typeof drivingExperienceOptions)[number];

const optionalText = (max: number) =>
  z.string().trim().max(max, 'field.tooLong').optional().transform((v) => (v ? v : undefined));

/**
 * Field rules and messages as spec 001 section 5 gives them. Two refinements keep the stored data
 * usable without changing the documented limits or texts: a phone number holds only phone
 * characters, and a vehicle year is four digits. An empty optional select means "not given".
 * Unknown fields are stripped (never stored).
 */
export const driverApplicationInputSchema = z.object({
  firstName: z.string({ error: 'driver.firstName' }).trim().min(2, 'driver.firstName').max(80, 'field.tooLong'),
  lastName: z.string({ error: 'driver.lastName' }).trim().min(2, 'driver.lastName').max(80, 'field.tooLong'),
  email: emailSchema,
  phoneNumber: z
    .string({ error: 'driver.phone' })
    .trim()
    .min(10, 'driver.phone')
    .max(30, 'field.tooLong')
    .regex(/^\+?[\d\s().-]+$/, 'driver.phone'),
  city: z.string({ error: 'driver.city' }).trim().min(2, 'driver.city').max(100, 'field.tooLong'),
  state: z.enum(driverStates, { error: 'driver.state' }),
  vehicleMake: z.enum(vehicleMakes, { error: 'driver.vehicleMake' }),
  vehicleModel: z.string({ error: 'driver.vehicleModel' }).trim().min(2, 'driver.vehicleModel').max(80, 'field.tooLong'),
  vehicleYear: z.string({ error: 'driver.vehicleYear' }).trim().regex(/^\d{4}$/, 'driver.vehicleYear'),
  experience: z
    .union([z.enum(drivingExperienceOptions), z.literal('')], { error: 'field.invalid' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  whyJoin: optionalText(2000),
  termsAgreed: z.literal(true, { error: 'driver.terms' }),
});
export type DriverApplicationInput = z.input<typeof driverApplicationInputSchema>;
export type DriverApplication = z.output<typeof driverApplicationInputSchema>;

export const driverApplicationReceiptSchema = z.object({
  id: z.uuid(),
  status: z.enum(['received']),
  submittedAt: z.iso.datetime(),
});
export type DriverApplicationReceipt = z.infer<typeof driverApplicationReceiptSchema>;
