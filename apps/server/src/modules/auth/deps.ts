import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/** What the identity services run with; log: the request's logger. */
export type AuthDeps = { db: Db; config: Config; log?: FastifyBaseLogger };
