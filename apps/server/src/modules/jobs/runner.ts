import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client.ts';
import type { Clock } from '@server/lib/clock.ts';
import { jobErrorMessage } from './job-error.ts';
import { claimDueJobs, markJobDone, markJobFailed, markJobRetry, type JobRow } from './repository.ts';

export type JobContext = { db: Db; now: Date; job: JobRow; log?: FastifyBaseLogger };
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;
export type JobHandlerOptions = { maxAttempts?: number };
export type RunSummary = { done: number; retried: number; failed: number };

export type JobRunnerOptions = {
  db: Db;
  clock: Clock;
  log?: FastifyBaseLogger;
  /** How long a claimed job stays with this runner before another may take it. */
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** The wait before the nth retry: base × 2^(n-1), at most maxBackoffMs. */
  backoffBaseMs?: number;
  maxBackoffMs?: number;
};

export type JobRunner = {
  readonly id: string;
  /** Registers the handler of a job kind; one per kind. */
  handle(kind: string, handler: JobHandler, options?: JobHandlerOptions): void;
  /** Claims and runs every job due at `now` (default: the clock), batch after batch. */
  runDueJobs(now?: Date): Promise<RunSummary>;
  /** Polls every `intervalMs` on an unref'd timer; a poll never overlaps the previous one. */
  start(intervalMs?: number): void;
  /** Stops polling and waits for the poll under way. */
  stop(): Promise<void>;
};

export const JOB_DEFAULTS = {
  leaseMs: 5 * 60_000,
  batchSize: 20,
  maxAttempts: 5,
  backoffBaseMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  pollMs: 5_000,
};

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock, log } = options;
  const settings = { ...JOB_DEFAULTS, ...definedOnly(options) };
  const id = `runner-${randomUUID()}`;
  const handlers = new Map<string, { handler: JobHandler; maxAttempts: number }>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function runOne(job: JobRow, now: Date, summary: RunSummary) {
    const entry = handlers.get(job.kind);
    try {
      if (!entry) throw new Error(`no handler for job kind ${job.kind}`);
      await entry.handler(job.payload, { db, now, job, ...(log ? { log } : {}) });
      await markJobDone(db, job.id, id, clock.now());
      summary.done++;
    } catch (err) {
      const message = jobErrorMessage(err);
      const maxAttempts = entry?.maxAttempts ?? settings.maxAttempts;
      if (job.attempts >= maxAttempts) {
        await markJobFailed(db, job.id, id, clock.now(), message);
        log?.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, error: message }, 'job failed for good');
        summary.failed++;
      } else {
        const wait = Math.min(settings.backoffBaseMs * 2 ** (job.attempts - 1), settings.maxBackoffMs);
        await markJobRetry(db, job.id, id, new Date(now.getTime() + wait), message);
        log?.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, error: message }, 'job failed, will retry');
        summary.retried++;
      }
    }
  }

  async function runDueJobs(now = clock.now()): Promise<RunSummary> {
    const summary: RunSummary = { done: 0, retried: 0, failed: 0 };
    for (;;) {
      const jobs = await claimDueJobs(db, id, now, settings.leaseMs, settings.batchSize);
      for (const job of jobs) await runOne(job, now, summary);
      if (jobs.length < settings.batchSize) return summary;
    }
  }

  return {
    id,
    handle(kind, handler, handlerOptions = {}) {
      if (handlers.has(kind)) throw new Error(`a handler for job kind ${kind} is already registered`);
      handlers.set(kind, { handler, maxAttempts: handlerOptions.maxAttempts ?? settings.maxAttempts });
    },
    runDueJobs,
    start(intervalMs = settings.pollMs) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = runDueJobs()
          .catch((err: unknown) => log?.error({ error: jobErrorMessage(err) }, 'polling scheduled jobs failed'))
          .finally(() => (running = undefined));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
