import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config.ts';
import type { Db } from '@server/db/client.ts';
import type { Clock } from '@server/lib/clock.ts';

/** Given by app.ts: what else happens when an account is created (sign-up or a first social sign-in). */
export type AccountCreatedHook = (db: Db, user: { id: string; email: string }) => Promise<void>;

/** What the identity services run with; log: the request's logger; clock: the app's. */
export type AuthDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  log?: FastifyBaseLogger;
  onAccountCreated?: AccountCreatedHook | undefined;
};
