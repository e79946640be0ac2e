import pg from 'pg';
import type { ChannelListener, ListenHandlers } from './listener-types.ts';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;
/** How this process's listening session shows in pg_stat_activity (and how a test finds it to cut it). */
export const RIDE_EVENTS_APPLICATION_NAME = `escazo-ride-events:${process.pid}`;

/**
 * A dedicated node-postgres client (never one of the pool's: LISTEN belongs to a session) that
 * listens on `channel`. When the connection drops it reconnects with a doubling backoff, listens
 * again and reports the gap through `onResubscribed`.
 */
export async function listenOnPostgres(
  poolOptions: pg.PoolConfig,
  channel: string,
  handlers: ListenHandlers,
): Promise<ChannelListener> {
  const { onPayload, onResubscribed, log } = handlers;
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  // Set when a connection was lost or refused: the next good one may have missed notifications.
  let missedSome = false;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, wait);
    retryTimer.unref();
  };

  const dropClient = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    missedSome = true;
    lost.removeAllListeners('notification');
    lost.end().catch(() => {});
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: poolOptions.connectionString,
      host: poolOptions.host,
      port: poolOptions.port,
      user: poolOptions.user,
      password: poolOptions.password,
      database: poolOptions.database,
      ssl: poolOptions.ssl,
      keepAlive: true,
      application_name: RIDE_EVENTS_APPLICATION_NAME,
    });
    next.on('error', (err) => {
      log.warn({ err: { message: err.message } }, 'ride events listener connection failed');
      dropClient(next);
    });
    next.on('end', () => dropClient(next));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      log.warn({ err: { message: (err as Error).message } }, 'ride events listener could not listen; retrying');
      dropClient(next);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    retryMs = FIRST_RETRY_MS;
    if (missedSome) {
      missedSome = false;
      log.info('ride events listener listening again');
      onResubscribed();
    }
  }

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}
