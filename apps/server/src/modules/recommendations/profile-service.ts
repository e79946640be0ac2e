import {
  PREFERENCE_IDS,
  type PreferenceId,
  type TravelProfile,
  type TravelProfileResponse,
} from '@escazo/contracts/recommendations';
import { preferenceChips, preferencesFromOnboarding } from '@escazo/advisor/recommendations';
import type { Db } from '@server/db/client.ts';
import type { PlanningCatalogue } from '../planning/public.ts';
import type { RecommendationCatalogue } from './catalogue-types.ts';
import { deriveTravelProfile } from './profile.ts';
import * as repo from './profile-repository.ts';

export type ProfileDeps = { db: Db; catalogue: RecommendationCatalogue; planning: PlanningCatalogue };

const known = new Set<string>(PREFERENCE_IDS);
const chipsOf = (stored: readonly string[]) => stored.filter((id): id is PreferenceId => known.has(id));

/** The chips the profile reads, and since when they hold. */
type CurrentChips = { userId: string; interests: readonly string[]; updatedAt: Date };

/**
 * The user's chips, from one source at a time: the chips they picked on the recommendations page,
 * unless they saved their travel preferences since (onboarding or Profile Settings); otherwise the
 * chips their travel preferences imply (the documented defaults when there are none). Nothing is
 * copied on read, so an answer given at any time reaches the profile.
 */
async function currentChips(db: Db, userId: string, now: Date): Promise<CurrentChips> {
  const [picked, answers] = await Promise.all([repo.findTravelProfile(db, userId), repo.onboardingAnswers(db, userId)]);
  if (picked && (answers.answeredAt === null || picked.updatedAt >= answers.answeredAt)) return picked;
  return {
    userId,
    interests: preferencesFromOnboarding(answers.interests, answers.travelStyles, answers.budget),
    updatedAt: answers.answeredAt ?? answers.accountCreatedAt ?? now,
  };
}

async function profileOf(
  { db, catalogue, planning }: ProfileDeps,
  row: CurrentChips,
  now: Date,
): Promise<TravelProfile> {
  const [bookings, trips, saved] = await Promise.all([
    repo.madeBookings(db, row.userId),
    repo.plannedTrips(db, row.userId),
    repo.savedOfKinds(db, row.userId, ['destination', 'recommendation']),
  ]);
  const facts = {
    interests: chipsOf(row.interests),
    updatedAt: row.updatedAt,
    bookings,
    trips,
    savedCities: saved.filter((item) => item.kind === 'destination').map((item) => item.refId),
    favorites: saved.filter((item) => item.kind === 'recommendation').map((item) => item.refId),
  };
  return deriveTravelProfile(facts, catalogue, planning, now);
}

/** The derived profile of the user, from their current chips. */
export async function travelProfile(deps: ProfileDeps, userId: string, now: Date): Promise<TravelProfile> {
  return profileOf(deps, await currentChips(deps.db, userId, now), now);
}

/** The chips the user picked on the recommendations page and when, for the account download; null when never picked. */
export async function exportTravelProfile(
  db: Db,
  userId: string,
): Promise<{ interests: PreferenceId[]; updatedAt: string } | null> {
  const row = await repo.findTravelProfile(db, userId);
  return row ? { interests: chipsOf(row.interests), updatedAt: row.updatedAt.toISOString() } : null;
}

export const profileResponse = (profile: TravelProfile): TravelProfileResponse => ({
  profile,
  chips: preferenceChips(profile.interests),
});

/** Replaces the user's chips (at least one, checked by the schema; kept in the chips' order) and answers the new profile. */
export async function updateTravelProfile(
  deps: ProfileDeps,
  userId: string,
  interests: readonly PreferenceId[],
  now: Date,
): Promise<TravelProfile> {
  const ordered = PREFERENCE_IDS.filter((id) => interests.includes(id));
  return profileOf(deps, await repo.upsertTravelProfile(deps.db, userId, ordered, now), now);
}
