import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@server/db/client.ts';
import type { Clock } from '@server/lib/clock.ts';
import { createJobRunner, type JobRunner } from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled-job runner: modules register their handlers on it (`app.jobs.handle`). */
    jobs: JobRunner;
    /** Where the server reads the time (a test clock in tests). */
    clock: Clock;
  }
}

export type JobsPluginOptions = { database: Database; clock: Clock };

/** Decorates `app.clock` and `app.jobs`; polling starts in server.ts after listen and stops on close. */
export const jobsPlugin = fp(
  async (app: FastifyInstance, { database, clock }: JobsPluginOptions) => {
    const runner = createJobRunner({ db: database.db, clock, log: app.log });
    app.decorate('clock', clock);
    app.decorate('jobs', runner);
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs' },
);
