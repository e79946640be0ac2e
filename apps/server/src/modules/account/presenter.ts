import type { Preferences, Profile, SessionSummary, TravelPreferences } from '@escazo/contracts/account';
import { presentUser, type SessionRow, type UserRow } from '../auth/public.ts';
import type { PreferencesRow, ProfileRow } from './repository.ts';

/** Stored values came through the contracts' option lists; the casts only name them. */
type P = Profile;

/**
 * The name given at sign-up as a first and a last name: the first word, then the rest ('Gabriel
 * García Márquez' → 'Gabriel', 'García Márquez'); a single word is a first name.
 */
export function namesOf(fullName: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** A first or last name never set on the profile is the sign-up name's; one the traveller set (or cleared) is theirs. */
export function presentProfile(user: UserRow, profile: ProfileRow | undefined): Profile {
  const publicUser = presentUser(user);
  const signUpNames = namesOf(user.name);
  return {
    firstName: profile?.firstName ?? signUpNames.firstName,
    lastName: profile?.lastName ?? signUpNames.lastName,
    phone: profile?.phone ?? '',
    dateOfBirth: profile?.dateOfBirth ?? '',
    country: (profile?.country ?? '') as P['country'],
    location: profile?.location ?? '',
    bio: profile?.bio ?? '',
    email: user.email,
    name: user.name,
    avatarUrl: publicUser.avatarUrl,
    hasCustomAvatar: Boolean(user.avatarUpdatedAt),
    travelExperience: (profile?.travelExperience ?? null) as P['travelExperience'],
    membershipTier: user.membershipTier as P['membershipTier'],
    memberSince: user.createdAt.toISOString(),
    onboarded: user.onboardedAt !== null,
  };
}

export function presentTravelPreferences(row: PreferencesRow): TravelPreferences {
  return {
    travelStyle: row.travelStyle as TravelPreferences['travelStyle'],
    budget: row.budget as TravelPreferences['budget'],
    accommodation: row.accommodation as TravelPreferences['accommodation'],
    transportation: row.transportation as TravelPreferences['transportation'],
    interests: row.interests as TravelPreferences['interests'],
    travelPace: row.travelPace as TravelPreferences['travelPace'],
  };
}

export type TwoFactorStatus = { method: string | null; enabledAt: Date | null } | undefined;
export const twoFactorOn = (tf: TwoFactorStatus) => Boolean(tf?.enabledAt && tf.method);

export function presentPreferences(row: PreferencesRow, twoFactor: TwoFactorStatus): Preferences {
  return {
    account: {
      currency: row.currency as Preferences['account']['currency'],
      language: row.language as Preferences['account']['language'],
      receivePromotions: row.receivePromotions,
      travelAlerts: row.travelAlerts,
      priceDropAlerts: row.priceDropAlerts,
    },
    notifications: {
      email: row.notifyEmail,
      push: row.notifyPush,
      deals: row.notifyDeals,
      bookingUpdates: row.notifyBookingUpdates,
    },
    travel: presentTravelPreferences(row),
    twoFactorAuth: twoFactorOn(twoFactor),
  };
}

/** The public id only: never the hash of the cookie token. */
export function presentSession(row: SessionRow, currentIdHash: string | undefined): SessionSummary {
  return {
    id: row.publicId,
    current: row.idHash === currentIdHash,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
