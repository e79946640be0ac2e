import { randomInt } from 'node:crypto';

/** 'RID' + 6 random digits; the caller retries when it is already taken. */
export const newRideId = () => `RID${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** How many ids to try before giving up (a million ids: a clash is rare, several in a row rarer). */
export const RIDE_ID_ATTEMPTS = 8;
