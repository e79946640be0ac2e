import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@server/config.ts';
import { CostLimiter, POINTS_PER_FORM } from './cost-limit.ts';
import { CpuPool } from './pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker-thread pool for CPU-heavy work (budget ranking, trip planning, PDFs). */
    cpuPool: CpuPool;
    /** The weighted allowance of CPU-heavy requests per client address and per signed-in user. */
    costLimiter: CostLimiter;
  }
}

/**
 * app.cpuPool (threads and queue from the configuration, stopped when the app closes) and
 * app.costLimiter (FORM_RATE_LIMIT_MAX × 30 points per 10 minutes for each address and each user,
 * on the app clock). Register after the jobs plugin (it reads app.clock).
 */
export const cpuPoolPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const pool = new CpuPool(config.cpuPool);
    app.decorate('cpuPool', pool);
    app.decorate('costLimiter', new CostLimiter(app.clock, config.rateLimit.formsPerTenMinutes * POINTS_PER_FORM));
    app.addHook('onClose', async () => pool.close());
  },
  { name: 'cpu-pool', dependencies: ['jobs'] },
);
