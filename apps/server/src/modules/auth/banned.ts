import { AppError } from '@server/lib/app-error.ts';

/** A banned account signs in nowhere: password, social or the two-factor step. */
export const ACCOUNT_BANNED_MESSAGE = 'This account has been suspended. Contact support.';
export const accountBannedError = () => new AppError(403, 'ACCOUNT_BANNED', ACCOUNT_BANNED_MESSAGE);
export const isBanned = (user: { status: string }) => user.status === 'banned';
