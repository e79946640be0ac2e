import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/** Given by app.ts: what else happens when an account is created (sign-up or a first social sign-in). */
export type AccountCreatedHook = (db: Db, user: { id: string; email: string }) => Promise<void>;

/** What the identity services run with; log: the request's logger. */
export type AuthDeps = {
  db: Db;
  config: Config;
  log?: FastifyBaseLogger;
  onAccountCreated?: AccountCreatedHook | undefined;
};
