import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client.ts';
import type { JobContext } from './runner.ts';
import { schedule } from './schedule.ts';

const DAY_MS = 24 * 3_600_000;

/** The first run at `hourUtc` (a whole or fractional UTC hour) strictly after `now`. */
export function nextDailyRun(now: Date, hourUtc: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + hourUtc * 3_600_000;
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}

/** The next daily run of a job kind, unless already pending (its dedupe key names the run's day). */
export async function scheduleDaily(db: Db, kind: string, hourUtc: number, now: Date): Promise<void> {
  const runAt = nextDailyRun(now, hourUtc);
  await schedule(db, { kind, runAt, dedupeKey: `${kind}:${runAt.toISOString().slice(0, 10)}` });
}

/**
 * A daily housekeeping job: each run does its work and schedules the next (the server schedules
 * the first with `scheduleDaily`), so a restart or a missed day never loses the chain.
 */
export function handleDaily(
  app: FastifyInstance,
  kind: string,
  hourUtc: number,
  work: (context: JobContext) => Promise<unknown>,
): void {
  app.jobs.handle(kind, async (_payload, context) => {
    const done = await work(context);
    context.log?.info({ done }, `${kind} done`);
    await scheduleDaily(context.db, kind, hourUtc, context.now);
  });
}
