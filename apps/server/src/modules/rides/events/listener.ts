import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '@server/db/client.ts';
import { listenOnPglite } from './pglite-listener.ts';
import { listenOnPostgres } from './postgres-listener.ts';
import type { ChannelListener, ListenHandlers } from './listener-types.ts';

/** The driver's own client under the Drizzle database: a PGlite instance or a node-postgres pool. */
function driverClient(database: Database): PGlite | pg.Pool {
  return (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
}

/** One LISTEN per server instance, on whichever database the server opened. */
export function listenForRideEvents(
  database: Database,
  channel: string,
  handlers: ListenHandlers,
): Promise<ChannelListener> {
  const client = driverClient(database);
  return database.driver === 'pglite'
    ? listenOnPglite(client as PGlite, channel, handlers)
    : listenOnPostgres((client as pg.Pool).options, channel, handlers);
}
