/** A plan not saved is kept this long (readable by id, savable), then the daily cleanup removes it. */
export const UNSAVED_PLAN_KEEP_MS = 24 * 3_600_000;

/** The oldest creation time of an unsaved plan still kept at `now`. */
export const unsavedKeptSince = (now: Date) => new Date(now.getTime() - UNSAVED_PLAN_KEEP_MS);
