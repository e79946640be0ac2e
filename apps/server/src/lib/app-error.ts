import type { ErrorCode, FieldError } from '@escazo/contracts/errors';

/**
 * An expected failure with a typed code; the error handler turns it into the documented body.
 * retryAfterSeconds, when given, is sent as the Retry-After header (503 busy, 429 limits).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} was not found.`);
