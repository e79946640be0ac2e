/** A plan made signed out is kept this long for someone to sign in and claim it (then read, claimed or cleaned up no more). */
export const UNCLAIMED_PLAN_KEEP_MS = 24 * 3_600_000;

/** The oldest creation time of an unclaimed plan still kept at `now`. */
export const unclaimedKeptSince = (now: Date) => new Date(now.getTime() - UNCLAIMED_PLAN_KEEP_MS);
