import { validationMessages } from '@escazo/contracts/messages';
import { AppError } from '@server/lib/app-error.ts';
import { LockedError } from '../auth/public.ts';

/** 429 with Retry-After: routes copy retryAfter into the header (withRetryAfter). */
export class TwoFactorLockedError extends LockedError {}

const minutes = (seconds: number) => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? '' : 's'}`;
};

export const wrongCodesLocked = (seconds: number) =>
  new TwoFactorLockedError(
    seconds,
    `Too many wrong verification codes. Please wait ${minutes(seconds)}, then sign in again.`,
  );
export const tooManyCodesSent = (seconds: number) =>
  new TwoFactorLockedError(
    seconds,
    `Too many codes were sent. Please wait ${minutes(seconds)} before asking for another.`,
  );
export const resendTooSoon = (seconds: number) =>
  new TwoFactorLockedError(
    seconds,
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for a new code.`,
  );

/** The documented message for a wrong code. */
export const codeInvalid = (field?: string) =>
  new AppError(
    400,
    'TWO_FACTOR_CODE_INVALID',
    validationMessages['twoFactor.codeWrong'],
    field
      ? [{ path: field, code: 'twoFactor.codeWrong', message: validationMessages['twoFactor.codeWrong'] }]
      : undefined,
  );
export const challengeInvalid = () =>
  new AppError(401, 'TWO_FACTOR_CHALLENGE_INVALID', 'Your verification has expired. Please sign in again.');
export const maxAttemptsReached = () =>
  new AppError(429, 'TWO_FACTOR_MAX_ATTEMPTS', 'Too many wrong verification codes. Please sign in again.');
export const codeRequiredForReset = () =>
  new AppError(
    400,
    'TWO_FACTOR_REQUIRED',
    'Enter a code from your authenticator app, or a recovery code, to reset your password.',
  );
export const alreadyEnabled = () =>
  new AppError(
    409,
    'TWO_FACTOR_ALREADY_ENABLED',
    'Two-factor authentication is already on. Turn it off first to change the method.',
  );
export const notEnabled = () => new AppError(409, 'TWO_FACTOR_NOT_ENABLED', 'Two-factor authentication is off.');
export const nothingPending = (what: string) => new AppError(409, 'TWO_FACTOR_NOT_PENDING', what);
export const wrongPassword = (key: 'twoFactor.passwordWrong' | 'account.noPassword' = 'twoFactor.passwordWrong') =>
  new AppError(400, 'WRONG_PASSWORD', validationMessages[key], [
    { path: 'password', code: key, message: validationMessages[key] },
  ]);
