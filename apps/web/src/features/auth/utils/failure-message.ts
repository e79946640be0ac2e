import { errorCodes } from '@escazo/contracts/errors';
import { ApiError } from '@web/lib/api-client.ts';

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

/**
 * What a failed sign-in or sign-up says: the server's own message for a refusal it explains (wrong
 * password, throttled, banned, …), else the form's fallback ('Login failed. Please try again.'):
 * for an unreachable server, a server failure, or a code this app does not know.
 */
export function authFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0 || error.status >= 500 || error.code === 'INTERNAL') return fallback;
  if (!knownCodes.has(error.code) || !error.message) return fallback;
  return error.message;
}
