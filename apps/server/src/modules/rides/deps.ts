import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config.ts';
import type { Db } from '@server/db/client.ts';
import type { Clock } from '@server/lib/clock.ts';
import type { PaymentProcessor } from '../payments/public.ts';
import type { RidesContext } from './plugin.ts';

/** What booking and cancelling a ride need. */
export type RideDeps = {
  db: Db;
  processor: PaymentProcessor;
  config: Config;
  log: FastifyBaseLogger;
  rides: RidesContext;
  clock: Clock;
};
