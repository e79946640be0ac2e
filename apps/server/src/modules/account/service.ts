import type { z } from 'zod';
import type {
  onboardingCompleteSchema,
  Preferences,
  PreferencesUpdate,
  Profile,
  ProfilePatch,
  TravelPreferences,
} from '@escazo/contracts/account';
import type { Db } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { UserRow } from '../auth/public.ts';
import { namesOf, presentPreferences, presentProfile } from './presenter.ts';
import * as repo from './repository.ts';

type OnboardingInput = z.output<typeof onboardingCompleteSchema>;

const gone = () => new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const user = await repo.findUser(db, userId);
  if (!user) throw gone();
  return presentProfile(user, await repo.findProfile(db, userId));
}

/** users.name follows the profile: "First Last" once both are set. */
async function syncName(db: Db, user: UserRow, profile: repo.ProfileRow, now: Date): Promise<void> {
  const first = profile.firstName?.trim();
  const last = profile.lastName?.trim();
  if (first && last && `${first} ${last}` !== user.name)
    await repo.updateUser(db, user.id, { name: `${first} ${last}` }, now);
}

const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'dateOfBirth', 'country', 'location', 'bio'] as const;

/**
 * Only the fields sent change; '' clears a field. While neither name was ever set the profile shows
 * the sign-up name's, so setting one of them keeps the other as it was shown.
 */
export async function updateProfile(db: Db, user: UserRow, patch: ProfilePatch, now: Date): Promise<Profile> {
  const values: repo.ProfileValues = {};
  for (const field of PROFILE_FIELDS) {
    const value = patch[field];
    if (value !== undefined) values[field] = value === '' ? null : value;
  }
  await db.transaction(async (tx) => {
    const stored = await repo.findProfile(tx, user.id);
    if (stored?.firstName == null && stored?.lastName == null) {
      const shown = namesOf(user.name);
      if (values.firstName === undefined && values.lastName !== undefined) values.firstName = shown.firstName || null;
      if (values.lastName === undefined && values.firstName !== undefined) values.lastName = shown.lastName || null;
    }
    const row = await repo.upsertProfile(tx, user.id, values, now);
    await syncName(tx, user, row, now);
  });
  return getProfile(db, user.id);
}

const unique = <T>(list: readonly T[]) => [...new Set(list)];

function travelValues(travel: Partial<TravelPreferences>): repo.PreferencesValues {
  const values: repo.PreferencesValues = {};
  if (travel.travelStyle !== undefined) values.travelStyle = unique(travel.travelStyle);
  if (travel.interests !== undefined) values.interests = unique(travel.interests);
  if (travel.budget !== undefined) values.budget = travel.budget;
  if (travel.accommodation !== undefined) values.accommodation = travel.accommodation;
  if (travel.transportation !== undefined) values.transportation = travel.transportation;
  if (travel.travelPace !== undefined) values.travelPace = travel.travelPace;
  return values;
}

/**
 * Completion keeps the profile step, the preferences step and the finished flag together (one
 * transaction); skip only marks onboarding as done. The first finish time is kept.
 */
export async function completeOnboarding(db: Db, user: UserRow, input: OnboardingInput, now: Date): Promise<Profile> {
  await db.transaction(async (tx) => {
    const onboardedAt = user.onboardedAt ?? now;
    if (!('profile' in input)) {
      await repo.updateUser(tx, user.id, { onboardedAt }, now);
      return;
    }
    const { profile, preferences } = input;
    const row = await repo.upsertProfile(
      tx,
      user.id,
      {
        firstName: profile.firstName,
        lastName: profile.lastName,
        dateOfBirth: profile.dateOfBirth,
        phone: profile.phone || null,
        country: profile.country,
        travelExperience: profile.travelExperience ?? null,
      },
      now,
    );
    await repo.upsertPreferences(tx, user.id, travelValues(preferences), now);
    await repo.updateUser(tx, user.id, { onboardedAt }, now);
    await syncName(tx, user, row, now);
  });
  return getProfile(db, user.id);
}

export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const row = await repo.ensurePreferences(db, userId);
  return presentPreferences(row, await repo.findTwoFactor(db, userId));
}

/** Any subset of the three groups; two-factor is read-only here. */
export async function updatePreferences(
  db: Db,
  userId: string,
  patch: PreferencesUpdate,
  now: Date,
): Promise<Preferences> {
  const { account = {}, notifications = {}, travel = {} } = patch;
  const values: repo.PreferencesValues = { ...travelValues(travel) };
  if (account.currency !== undefined) values.currency = account.currency;
  if (account.language !== undefined) values.language = account.language;
  if (account.receivePromotions !== undefined) values.receivePromotions = account.receivePromotions;
  if (account.travelAlerts !== undefined) values.travelAlerts = account.travelAlerts;
  if (account.priceDropAlerts !== undefined) values.priceDropAlerts = account.priceDropAlerts;
  if (notifications.email !== undefined) values.notifyEmail = notifications.email;
  if (notifications.push !== undefined) values.notifyPush = notifications.push;
  if (notifications.deals !== undefined) values.notifyDeals = notifications.deals;
  if (notifications.bookingUpdates !== undefined) values.notifyBookingUpdates = notifications.bookingUpdates;
  const row = await repo.upsertPreferences(db, userId, values, now);
  return presentPreferences(row, await repo.findTwoFactor(db, userId));
}
