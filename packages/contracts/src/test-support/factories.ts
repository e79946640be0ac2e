import type { ZodType } from 'zod';
import type { ContactMessageInput } from '../contact.ts';
import type { DriverApplicationInput } from '../driver-application.ts';

/** The defaults' types where nothing is overridden, the override's type where something is. */
type Merged<D, O> = Omit<D, keyof O> & O;

const withOverrides =
  <D extends object>(defaults: () => D) =>
  <O extends Partial<Record<keyof D, unknown>> = Record<never, never>>(overrides?: O): Merged<D, O> =>
    Object.assign(defaults(), overrides);

/** Test data only: valid inputs that every layer's tests start from; overrides win. */
export const validContactMessage = withOverrides((): ContactMessageInput => ({
  name: 'Ana Silva',
  email: 'ana@example.com',
  subject: 'Change my booking',
  message: 'Please move my hotel stay by one day.',
  department: 'bookings',
}));

export const validDriverApplication = withOverrides((): DriverApplicationInput => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  phoneNumber: '+1 (401) 555-0100',
  city: 'Providence',
  state: 'RI',
  vehicleMake: 'tesla',
  vehicleModel: 'Model 3',
  vehicleYear: '2022',
  termsAgreed: true,
}));

/** The message keys a schema reports for an input, by field path ({} when it is valid). */
export function schemaErrors(schema: ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}
