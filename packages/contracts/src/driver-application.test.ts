import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  driverApplicationInputSchema,
  drivingExperienceOptions,
  vehicleYearProblem,
  driverStates,
  vehicleMakes,
  type DriverApplicationInput,
} from './driver-application.ts';
import { validationMessages, type ValidationMessageKey } from './messages.ts';
import { schemaErrors, validDriverApplication } from './test-support/factories.ts';

const valid = validDriverApplication() satisfies DriverApplicationInput;
const errorsOf = (input: Record<string, unknown>) => schemaErrors(driverApplicationInputSchema, input);

const expectOnly = (input: Record<string, unknown>, field: string, key: ValidationMessageKey) =>
  expect(errorsOf(input)).toEqual({ [field]: [key] });

describe('driver application schema', () => {
  it('accepts a complete application; optional fields may be absent or empty', () => {
    expect(errorsOf(valid)).toEqual({});
    const parsed = driverApplicationInputSchema.parse({ ...valid, drivingExperience: '', whyJoin: '   ' });
    expect(parsed.drivingExperience).toBeUndefined();
    expect(parsed.whyJoin).toBeUndefined();
    expect(
      driverApplicationInputSchema.parse({ ...valid, drivingExperience: '3-5', whyJoin: ' I love EVs ' }),
    ).toMatchObject({
      drivingExperience: '3-5',
      whyJoin: 'I love EVs',
    });
  });

  it.each([
    ['firstName', 'M', 'driver.firstName', 'First name is required'],
    ['lastName', ' L ', 'driver.lastName', 'Last name is required'],
    ['email', 'maria@', 'email.invalid', 'Please enter a valid email address'],
    ['phoneNumber', '555-0100', 'driver.phone', 'Please enter a valid phone number'],
    ['phoneNumber', 'call me maybe', 'driver.phone', 'Please enter a valid phone number'],
    ['city', 'P', 'driver.city', 'City is required'],
    ['state', '', 'driver.state', 'State is required'],
    ['state', 'NY', 'driver.state', 'State is required'],
    ['vehicleMake', '', 'driver.vehicleMake', 'Vehicle make is required'],
    ['vehicleMake', 'toyota', 'driver.vehicleMake', 'Vehicle make is required'],
    ['vehicleModel', 'X', 'driver.vehicleModel', 'Vehicle model is required'],
    ['vehicleYear', '202', 'driver.vehicleYear', 'Please enter a valid year'],
    ['vehicleYear', ' 20 ', 'driver.vehicleYear', 'Please enter a valid year'],
    ['termsAgreed', false, 'driver.terms', 'You must agree to the terms and conditions'],
    ['drivingExperience', '10+', 'field.invalid', 'This value is not valid'],
  ] as const)('refuses %s %j with %s ("%s")', (field, value, key, text) => {
    expectOnly({ ...valid, [field]: value }, field, key);
    expect(validationMessages[key]).toBe(text);
  });

  it.each([
    ['firstName', 'driver.firstName'],
    ['lastName', 'driver.lastName'],
    ['email', 'email.required'],
    ['phoneNumber', 'driver.phone'],
    ['city', 'driver.city'],
    ['state', 'driver.state'],
    ['vehicleMake', 'driver.vehicleMake'],
    ['vehicleModel', 'driver.vehicleModel'],
    ['vehicleYear', 'driver.vehicleYear'],
    ['termsAgreed', 'driver.terms'],
  ] as const)('refuses a missing %s with %s', (field, key) => {
    const { [field]: _omit, ...rest } = valid;
    expectOnly(rest, field, key);
  });

  it('holds the documented minimum lengths exactly at the boundary', () => {
    expect(errorsOf({ ...valid, firstName: 'Al', lastName: 'Li', city: 'Ur', vehicleModel: 'i3' })).toEqual({});
    expect(errorsOf({ ...valid, phoneNumber: '4015550100' })).toEqual({});
    expectOnly({ ...valid, phoneNumber: '401555010' }, 'phoneNumber', 'driver.phone');
  });

  it.each([
    ['firstName', 80],
    ['lastName', 80],
    ['city', 100],
    ['vehicleModel', 80],
    ['whyJoin', 2000],
  ] as const)('refuses a %s over %i characters as too long', (field, max) => {
    expect(errorsOf({ ...valid, [field]: 'x'.repeat(max) })).toEqual({});
    expectOnly({ ...valid, [field]: 'x'.repeat(max + 1) }, field, 'field.tooLong');
  });

  it('refuses a phone number over 30 characters as too long', () => {
    expectOnly({ ...valid, phoneNumber: '1'.repeat(31) }, 'phoneNumber', 'field.tooLong');
  });

  it('offers exactly the documented option lists', () => {
    expect(driverStates).toEqual(['AL', 'AK', 'AZ', 'CA', 'CO', 'CT', 'RI']);
    expect(vehicleMakes).toHaveLength(13);
    expect(drivingExperienceOptions).toEqual(['none', 'less-than-1', '1-2', '3-5', '5+']);
    for (const state of driverStates) expect(errorsOf({ ...valid, state })).toEqual({});
    for (const vehicleMake of vehicleMakes) expect(errorsOf({ ...valid, vehicleMake })).toEqual({});
    for (const drivingExperience of drivingExperienceOptions)
      expect(errorsOf({ ...valid, drivingExperience })).toEqual({});
  });

  it('strips unknown fields', () => {
    const parsed = driverApplicationInputSchema.parse({ ...valid, status: 'approved' });
    expect(parsed).not.toHaveProperty('status');
  });

  it('accepts any vehicle year of 4 to 20 characters and refuses shorter ones', () => {
    const atLeastFour = fc.string({ minLength: 4, maxLength: 20 }).filter((s) => s.trim().length >= 4);
    fc.assert(
      fc.property(atLeastFour, (y) => driverApplicationInputSchema.safeParse({ ...valid, vehicleYear: y }).success),
    );
    const short = fc.string({ maxLength: 8 }).filter((s) => s.trim().length < 4);
    fc.assert(
      fc.property(short, (y) => {
        expectOnly({ ...valid, vehicleYear: y }, 'vehicleYear', 'driver.vehicleYear');
      }),
    );
    expectOnly({ ...valid, vehicleYear: '1'.repeat(21) }, 'vehicleYear', 'field.tooLong');
  });

  it("the server's model-year check takes 1990 to next year, as four digits", () => {
    expect(vehicleYearProblem('1990', 2026)).toBeNull();
    expect(vehicleYearProblem('2027', 2026)).toBeNull();
    expect(vehicleYearProblem('1989', 2026)).toBe('driver.vehicleYearRange');
    expect(vehicleYearProblem('2028', 2026)).toBe('driver.vehicleYearRange');
    for (const text of ['abcd', '2015 model', '20150', '201a'])
      expect(vehicleYearProblem(text, 2026)).toBe('driver.vehicleYearRange');
    expect(validationMessages['driver.vehicleYearRange']).toBe('Please enter a model year from 1990 to next year');
  });

  it('accepts any phone number of 10 to 30 digits, spaces and separators', () => {
    const phone = fc
      .array(fc.constantFrom(...'0123456789 ()-.'), { minLength: 10, maxLength: 29 })
      .map((c) => `+${c.join('')}`)
      .filter((p) => p.trim().length >= 10);
    fc.assert(fc.property(phone, (p) => driverApplicationInputSchema.safeParse({ ...valid, phoneNumber: p }).success));
  });
});
