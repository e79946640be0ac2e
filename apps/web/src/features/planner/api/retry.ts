import { ApiError } from '@web/lib/api-client.ts';

/** A 404 is an answer (no such thing), not something to retry; anything else is tried three times. */
export const retryUnlessNotFound = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status === 404) && failures < 3;
