import { SIGN_IN_FAILURE_LIMIT } from '@escazo/contracts/auth';
import type { OAuthProviderId } from '@escazo/contracts/oauth';

/** The warning shows from 3 failed attempts; from 5 (the server's lockout too) a submit is blocked. */
export const FAILED_ATTEMPTS_WARNING = 3;
export const FAILED_ATTEMPTS_BLOCK = SIGN_IN_FAILURE_LIMIT;

/** The dialog offers Google, Facebook and X (the pages only the last two). */
export const DIALOG_PROVIDERS: readonly OAuthProviderId[] = ['google', 'facebook', 'x'];
