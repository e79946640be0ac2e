import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_COUNTRIES,
  cardInputSchema,
  isCalendarDate,
  onboardingCompleteSchema,
  onboardingProfileSchema,
  passwordChangeSchema,
  preferencesUpdateSchema,
  profilePatchSchema,
  type OnboardingProfile,
} from './account.ts';
import { validationMessages } from './messages.ts';
import { schemaErrors } from './test-support/factories.ts';

const valid: OnboardingProfile = { firstName: 'Ana', lastName: 'Lima', dateOfBirth: '1990-04-12', country: 'Japan' };
const errorsOf = (input: Record<string, unknown>) => schemaErrors(onboardingProfileSchema, input);

describe('onboarding profile step', () => {
  it('accepts the required fields alone and trims names', () => {
    expect(onboardingProfileSchema.parse({ ...valid, firstName: '  Ana ', lastName: ' Lima' })).toEqual(valid);
    expect(errorsOf({ ...valid, phone: '', travelExperience: 'beginner' })).toEqual({});
  });

  it.each([
    ['firstName', '   ', 'onboarding.firstName', 'First name is required'],
    ['firstName', undefined, 'onboarding.firstName', 'First name is required'],
    ['lastName', '', 'onboarding.lastName', 'Last name is required'],
    ['lastName', undefined, 'onboarding.lastName', 'Last name is required'],
    ['dateOfBirth', '', 'onboarding.dateOfBirth', 'Date of birth is required'],
    ['dateOfBirth', undefined, 'onboarding.dateOfBirth', 'Date of birth is required'],
    ['country', '', 'onboarding.country', 'Country is required'],
    ['country', undefined, 'onboarding.country', 'Country is required'],
    ['country', 'Spain', 'onboarding.country', 'Country is required'],
  ] as const)('refuses %s %j with %s ("%s")', (field, value, key, text) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: [key] });
    expect(validationMessages[key]).toBe(text);
  });

  it('offers the eight documented countries', () => {
    expect(ONBOARDING_COUNTRIES).toEqual([
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'Germany',
      'France',
      'Japan',
      'Other',
    ]);
    for (const country of ONBOARDING_COUNTRIES) expect(errorsOf({ ...valid, country })).toEqual({});
  });

  it('wants a real calendar date of birth', () => {
    expect(errorsOf({ ...valid, dateOfBirth: '1990-02-30' })).toEqual({ dateOfBirth: ['field.invalid'] });
    expect(errorsOf({ ...valid, dateOfBirth: '04/12/1990' })).toEqual({ dateOfBirth: ['field.invalid'] });
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
  });

  it('keeps travel experience and phone optional but within their options and length', () => {
    expect(errorsOf({ ...valid, travelExperience: 'pro' })).toHaveProperty('travelExperience');
    expect(errorsOf({ ...valid, phone: '1'.repeat(41) })).toEqual({ phone: ['field.tooLong'] });
  });
});

describe('onboarding completion', () => {
  const preferences = {
    travelStyle: [],
    budget: null,
    accommodation: null,
    transportation: null,
    interests: [],
    travelPace: null,
  };

  it('accepts a skip or both steps, and reports a completion field by field', () => {
    expect(onboardingCompleteSchema.safeParse({ skipped: true }).success).toBe(true);
    expect(onboardingCompleteSchema.safeParse({ profile: valid, preferences }).success).toBe(true);
    expect(onboardingCompleteSchema.safeParse({ skipped: false, profile: valid, preferences }).success).toBe(true);
    expect(schemaErrors(onboardingCompleteSchema, { profile: { firstName: 'Ana' }, preferences })).toEqual({
      'profile.lastName': ['onboarding.lastName'],
      'profile.dateOfBirth': ['onboarding.dateOfBirth'],
      'profile.country': ['onboarding.country'],
    });
    expect(onboardingCompleteSchema.safeParse({ skipped: true, profile: valid }).success).toBe(true);
    expect(onboardingCompleteSchema.safeParse({ preferences }).success).toBe(false);
  });
});

describe('profile, preferences, password and card inputs', () => {
  it('profile patch: any subset; empty strings clear; values within their lists', () => {
    expect(schemaErrors(profilePatchSchema, {})).toEqual({});
    expect(schemaErrors(profilePatchSchema, { country: '', dateOfBirth: '' })).toEqual({});
    expect(schemaErrors(profilePatchSchema, { country: 'Mars' })).toEqual({ country: ['field.invalid'] });
    expect(schemaErrors(profilePatchSchema, { dateOfBirth: '1990-4-1' })).toEqual({ dateOfBirth: ['field.invalid'] });
  });

  it('preferences patch: any subset of each group', () => {
    expect(preferencesUpdateSchema.safeParse({ notifications: { push: true } }).success).toBe(true);
    expect(preferencesUpdateSchema.safeParse({ account: { currency: 'CHF' } }).success).toBe(false);
  });

  it('password change: the current one is required, the new one follows the server policy', () => {
    expect(schemaErrors(passwordChangeSchema, { currentPassword: '', newPassword: 'Quiet-Meadow-77' })).toEqual({
      currentPassword: ['auth.passwordRequired'],
    });
    expect(schemaErrors(passwordChangeSchema, { currentPassword: 'x', newPassword: 'short' })).toEqual({
      newPassword: ['auth.passwordMin8'],
    });
  });

  it('card input: spaces and dashes dropped from the number, 12–19 digits, month 1–12, 3–4 digit code', () => {
    const parsed = cardInputSchema.parse({
      holderName: ' Ana Lima ',
      number: '4242 4242-4242 4242',
      expMonth: '08',
      expYear: '2031',
      cvc: '123',
    });
    expect(parsed).toEqual({
      holderName: 'Ana Lima',
      number: '4242424242424242',
      expMonth: 8,
      expYear: 2031,
      cvc: '123',
      makeDefault: false,
    });
    const base = { holderName: 'Ana Lima', number: '4242424242424242', expMonth: 8, expYear: 2031, cvc: '123' };
    expect(schemaErrors(cardInputSchema, { ...base, number: '4242' })).toEqual({ number: ['payment.cardNumber'] });
    expect(schemaErrors(cardInputSchema, { ...base, expMonth: 0 })).toEqual({ expMonth: ['payment.expiry'] });
    expect(schemaErrors(cardInputSchema, { ...base, cvc: '12345' })).toEqual({ cvc: ['payment.cvc'] });
    expect(schemaErrors(cardInputSchema, { ...base, holderName: 'A' })).toEqual({ holderName: ['payment.holderName'] });
  });
});
