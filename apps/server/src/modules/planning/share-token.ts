import { createHash, randomBytes } from 'node:crypto';

/** The SHA-256 of a share token (hex): the only form the database keeps. */
export const shareTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new read-only link's token: 32 random bytes, base64url. */
export function newShareToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: shareTokenHash(token) };
}

/** The client path of a shared itinerary (the web app's /itinerary/shared/:token). */
export const sharedItineraryPath = (token: string) => `/itinerary/shared/${encodeURIComponent(token)}`;

/** The client path of one of the owner's trips in the itinerary viewer. */
export const ownItineraryPath = (planId: string) => `/itinerary?trip=${encodeURIComponent(planId)}`;
