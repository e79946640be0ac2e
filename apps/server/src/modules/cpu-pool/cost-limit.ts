import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@server/lib/app-error.ts';
import type { Clock } from '@server/lib/clock.ts';

/** The weighted allowance refills over this window (the points of `capacity` come back in it). */
export const COST_WINDOW_MS = 10 * 60_000;
/** The allowance per client address and per signed-in user, in points, for each form the form limit allows. */
export const POINTS_PER_FORM = 30;
/** Buckets kept before the full ones (nothing spent in a whole window) are dropped. */
const PRUNE_ABOVE = 10_000;

type Bucket = { points: number; at: number };

/**
 * A weighted token bucket per key on the app clock: each key holds up to `capacity` points,
 * refilled evenly over COST_WINDOW_MS, and a request spends its cost from every key it names (its
 * address and, signed in, its user) or from none. Refused: how long until every key has the cost.
 */
export class CostLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly clock: Clock,
    readonly capacity: number,
  ) {}

  private level(key: string, now: number): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.capacity;
    return Math.min(this.capacity, bucket.points + ((now - bucket.at) * this.capacity) / COST_WINDOW_MS);
  }

  /** Spends `cost` from every key, or nothing: the seconds to wait when some key has too little. */
  take(keys: readonly string[], cost: number): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = this.clock.now().getTime();
    const spend = Math.min(cost, this.capacity);
    const levels = keys.map((key) => this.level(key, now));
    const short = Math.max(0, ...levels.map((level) => spend - level));
    if (short > 0) return { ok: false, retryAfterSeconds: Math.ceil((short * COST_WINDOW_MS) / this.capacity / 1000) };
    if (this.buckets.size > PRUNE_ABOVE) this.prune(now);
    keys.forEach((key, i) => this.buckets.set(key, { points: levels[i]! - spend, at: now }));
    return { ok: true };
  }

  private prune(now: number) {
    for (const key of [...this.buckets.keys()]) if (this.level(key, now) >= this.capacity) this.buckets.delete(key);
  }
}

/**
 * A preHandler that charges a CPU-heavy route's cost (from the validated request) to the caller's
 * address and, signed in, to the user: 429 COST_LIMITED with Retry-After when either is spent.
 */
export function costGate(limiter: () => CostLimiter, cost: (request: FastifyRequest) => number) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const keys = [`ip:${request.ip}`, ...(request.user ? [`user:${request.user.id}`] : [])];
    const taken = limiter().take(keys, cost(request));
    if (!taken.ok)
      throw new AppError(
        429,
        'COST_LIMITED',
        'You have asked for many plans or documents in the last few minutes. Please wait before asking for more.',
        undefined,
        taken.retryAfterSeconds,
      );
  };
}
