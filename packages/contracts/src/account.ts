import { z } from 'zod';
import { CURRENCIES } from './currency-codes.ts';
import { PASSWORD_MAX, publicUserSchema, serverPasswordSchema } from './auth.ts';
import { TWO_FACTOR_METHODS } from './two-factor.ts';
import { priceWatchSchema } from './price-watches.ts';
import { PREFERENCE_IDS } from './recommendations.ts';
import { savedItemSchema } from './saved.ts';
import { multiLineText, secretText, singleLineText } from './text.ts';

/**
 * The signed-in user's own account: profile, preferences, onboarding, sessions, deletion and data
 * download. Every route is under /api/me and only
 * ever reads or changes the caller's own rows.
 */

// ---- option lists (documented) -------------------------------------------------------------
export const ONBOARDING_COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
  'Japan',
  'Other',
] as const;
/** Profile Settings offers four of them; stored values may be any onboarding country. */
export const PROFILE_COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Australia'] as const;
export const TRAVEL_EXPERIENCE = ['beginner', 'occasional', 'frequent', 'expert'] as const;
export const TRAVEL_STYLES = [
  'adventure',
  'relaxation',
  'culture',
  'nightlife',
  'family',
  'romantic',
  'business',
  'solo',
] as const;
export const BUDGETS = ['budget', 'mid-range', 'luxury', 'premium'] as const;
export const ACCOMMODATIONS = ['hotels', 'boutique', 'resorts', 'vacation-rentals', 'hostels', 'mixed'] as const;
export const TRANSPORTATION = ['rental-car', 'public-transport', 'rideshare', 'walking', 'mixed'] as const;
export const INTERESTS = [
  'food',
  'nature',
  'history',
  'shopping',
  'sports',
  'photography',
  'wellness',
  'festivals',
] as const;
export const TRAVEL_PACES = ['slow', 'moderate', 'fast', 'flexible'] as const;
export { CURRENCIES };
/** English, Spanish, French, German, Japanese. */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'ja'] as const;
export const MEMBERSHIP_TIERS = ['standard', 'silver', 'gold', 'platinum'] as const;

/** Avatar upload: images only, type checked by content. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const optionalText = (max: number) => singleLineText().max(max, 'field.tooLong');
/** YYYY-MM-DD and a real calendar day (no 2026-02-30). */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
const isoDate = z.string().refine(isCalendarDate, 'field.invalid');

// ---- onboarding: the profile step's rules ----------------------------
export const onboardingProfileSchema = z.object({
  // { error } also covers a missing field, so an absent value gets the documented message too.
  firstName: singleLineText({ error: 'onboarding.firstName' }).min(1, 'onboarding.firstName').max(100, 'field.tooLong'),
  lastName: singleLineText({ error: 'onboarding.lastName' }).min(1, 'onboarding.lastName').max(100, 'field.tooLong'),
  dateOfBirth: z.string({ error: 'onboarding.dateOfBirth' }).trim().min(1, 'onboarding.dateOfBirth').pipe(isoDate),
  phone: optionalText(40).optional(),
  country: singleLineText({ error: 'onboarding.country' })
    .min(1, 'onboarding.country')
    .pipe(z.enum(ONBOARDING_COUNTRIES, { error: 'onboarding.country' })),
  travelExperience: z.enum(TRAVEL_EXPERIENCE).optional(),
});
export type OnboardingProfile = z.infer<typeof onboardingProfileSchema>;

/** The preferences step has no validation beyond the option lists. */
export const travelPreferencesSchema = z.object({
  travelStyle: z.array(z.enum(TRAVEL_STYLES)).max(TRAVEL_STYLES.length),
  budget: z.enum(BUDGETS).nullable(),
  accommodation: z.enum(ACCOMMODATIONS).nullable(),
  transportation: z.enum(TRANSPORTATION).nullable(),
  interests: z.array(z.enum(INTERESTS)).max(INTERESTS.length),
  travelPace: z.enum(TRAVEL_PACES).nullable(),
});
export type TravelPreferences = z.infer<typeof travelPreferencesSchema>;

/**
 * POST /api/me/onboarding — completion saves both; skip sends { skipped: true }. Discriminated by
 * `skipped` (absent means false), so a completion's errors are reported field by field.
 */
export const onboardingCompleteSchema = z.discriminatedUnion('skipped', [
  z.object({ skipped: z.literal(true) }),
  z.object({
    skipped: z.literal(false).optional(),
    profile: onboardingProfileSchema,
    preferences: travelPreferencesSchema,
  }),
]);

// ---- profile (Personal Info) --------------------------------------------------------------
/** PATCH /api/me/profile. 'Password change, newsletter and profile forms: no validation shown' — only shape and length. */
export const profileUpdateSchema = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  phone: optionalText(40),
  /** '' clears it. One check each, so a bad value gets one 'field.invalid' rather than a union error. */
  dateOfBirth: singleLineText().refine((s) => s === '' || isCalendarDate(s), 'field.invalid'),
  country: z.enum(['', ...ONBOARDING_COUNTRIES], { error: 'field.invalid' }),
  location: optionalText(120),
  bio: multiLineText().max(1000, 'field.tooLong'),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
/** What PATCH /api/me/profile takes: any subset of the Personal Info fields. */
export const profilePatchSchema = profileUpdateSchema.partial();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

export const profileSchema = profileUpdateSchema.extend({
  email: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  hasCustomAvatar: z.boolean(),
  travelExperience: z.enum(TRAVEL_EXPERIENCE).nullable(),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  memberSince: z.iso.datetime(),
  onboarded: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

// ---- preferences and notification settings ------------------------------------------------
export const accountPreferencesSchema = z.object({
  currency: z.enum(CURRENCIES),
  language: z.enum(LANGUAGES),
  receivePromotions: z.boolean(),
  travelAlerts: z.boolean(),
  priceDropAlerts: z.boolean(),
});
export const notificationSettingsSchema = z.object({
  email: z.boolean(),
  push: z.boolean(),
  deals: z.boolean(),
  bookingUpdates: z.boolean(),
});
/** GET /api/me/preferences; PATCH takes any subset of accountPreferences, notifications and travel. */
export const preferencesSchema = z.object({
  account: accountPreferencesSchema,
  notifications: notificationSettingsSchema,
  travel: travelPreferencesSchema,
  /** Read-only here: two-factor is turned on and off through /api/me/two-factor. */
  twoFactorAuth: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesUpdateSchema = z.object({
  account: accountPreferencesSchema.partial().optional(),
  notifications: notificationSettingsSchema.partial().optional(),
  travel: travelPreferencesSchema.partial().optional(),
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

// ---- security -----------------------------------------------------------------------------
/** POST /api/me/password — ends every other session. */
export const passwordChangeSchema = z.object({
  currentPassword: secretText().min(1, 'auth.passwordRequired').max(PASSWORD_MAX, 'field.tooLong'),
  newPassword: serverPasswordSchema,
});

/** GET /api/me/sessions; DELETE /api/me/sessions/:id revokes one (never the current one: sign out instead). */
export const sessionSummarySchema = z.object({
  id: z.uuid(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionSummarySchema) });

/** POST /api/me/delete — the password confirms; the account and everything it owns go. */
export const accountDeletionSchema = z.object({
  password: z.string().min(1, 'auth.passwordRequired').max(PASSWORD_MAX, 'field.tooLong'),
});

// ---- payment methods ----------------------------------------------------------------------
/**
 * POST /api/me/payment-methods: the card goes to the payment processor (built-in test processor
 * unless a real one is configured); only its token, brand, last four and expiry are stored.
 */
export const cardInputSchema = z.object({
  holderName: singleLineText().min(2, 'payment.holderName').max(100, 'field.tooLong'),
  number: singleLineText()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(singleLineText().regex(/^\d{12,19}$/, 'payment.cardNumber')),
  expMonth: z.coerce.number().int().min(1, 'payment.expiry').max(12, 'payment.expiry'),
  expYear: z.coerce.number().int().min(2000, 'payment.expiry').max(2100, 'payment.expiry'),
  cvc: singleLineText().regex(/^\d{3,4}$/, 'payment.cvc'),
  makeDefault: z.boolean().default(false),
});
export type CardInput = z.input<typeof cardInputSchema>;
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'] as const;
export const paymentMethodSchema = z.object({
  id: z.uuid(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string().length(4),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  holderName: z.string(),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodListSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });

// ---- data download ------------------------------------------------------------------------
/**
 * GET /api/me/export: everything the account owns, as a JSON download. Never a password hash,
 * session token, card token, two-factor secret or recovery code.
 */
export const accountExportSchema = z.object({
  format: z.literal('escazo-account-export/1'),
  exportedAt: z.iso.datetime(),
  user: publicUserSchema.extend({
    membershipTier: z.enum(MEMBERSHIP_TIERS),
    status: z.string(),
    lastLoginAt: z.iso.datetime().nullable(),
    hasPassword: z.boolean(),
  }),
  onboarding: z.object({ completed: z.boolean(), completedAt: z.iso.datetime().nullable() }),
  profile: profileSchema,
  preferences: preferencesSchema,
  twoFactor: z.object({
    enabled: z.boolean(),
    method: z.enum(TWO_FACTOR_METHODS).nullable(),
    enabledAt: z.iso.datetime().nullable(),
    unusedRecoveryCodes: z.number().int(),
  }),
  sessions: z.array(sessionSummarySchema),
  paymentMethods: z.array(paymentMethodSchema),
  socialAccounts: z.array(
    z.object({ provider: z.string(), subject: z.string(), email: z.string().nullable(), linkedAt: z.iso.datetime() }),
  ),
  securityEvents: z.array(
    z.object({
      type: z.string(),
      outcome: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      details: z.record(z.string(), z.unknown()).nullable(),
      at: z.iso.datetime(),
    }),
  ),
  savedItems: z.array(savedItemSchema),
  /** Every price alert, stopped ones too. */
  priceWatches: z.array(priceWatchSchema.extend({ stoppedAt: z.iso.datetime().nullable() })),
  /** The recommendation preference chips the user has (null until the travel profile is first read or set) and when they last changed. */
  travelProfile: z.object({ interests: z.array(z.enum(PREFERENCE_IDS)), updatedAt: z.iso.datetime() }).nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
