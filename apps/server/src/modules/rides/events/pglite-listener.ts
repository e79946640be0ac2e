import type { PGlite } from '@electric-sql/pglite';
import type { ChannelListener, ListenHandlers } from './listener-types.ts';

/** The embedded database is in this process: its `listen` is the whole connection. */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  { onPayload }: ListenHandlers,
): Promise<ChannelListener> {
  const unlisten = await client.listen(channel, onPayload);
  let closed = false;
  return {
    close: async () => {
      if (closed) return;
      closed = true;
      // The database may already be closed when the app closes after it.
      if (!client.closed) await unlisten().catch(() => {});
    },
  };
}
