import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const CALLER_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request id: the caller's `x-request-id` when it is 1-64 of [A-Za-z0-9._-] (a tracing proxy's
 * id), else a new UUID. Anything else is never echoed or logged, so no markup or huge values.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CALLER_ID.test(given) ? given : crypto.randomUUID();
}
