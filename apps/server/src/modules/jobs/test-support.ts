import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app.ts';
import type { TestContext } from '@server-test/helpers.ts';
import type { Clock } from '@server/lib/clock.ts';

/** Another app (another runner) over the test context's database, reading the time from `clock`. */
export async function appOnSameDatabase(ctx: TestContext, clock: Clock): Promise<FastifyInstance> {
  const app = await buildApp({ config: ctx.config, database: ctx.database, inventory: 'none', clock });
  await app.ready();
  return app;
}
