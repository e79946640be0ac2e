import type { FastifyReply } from 'fastify';
import { AppError } from '@server/lib/app-error.ts';
import { lockoutMessage } from './throttle.ts';

/** 429 while a throttle key is locked; withRetryAfter copies retryAfter (seconds) into Retry-After. */
export class LockedError extends AppError {
  constructor(
    readonly retryAfter: number,
    message: string,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** Too many failed sign-ins (or password confirmations) for the account or the address. */
export class SignInLockedError extends LockedError {
  constructor(retryAfter: number) {
    super(retryAfter, lockoutMessage(retryAfter));
  }
}

/** Call before rethrowing: a lock's answer carries Retry-After. */
export function withRetryAfter(reply: FastifyReply, err: unknown): void {
  if (err instanceof LockedError) reply.header('retry-after', String(err.retryAfter));
}
