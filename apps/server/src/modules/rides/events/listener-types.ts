import type { FastifyBaseLogger } from 'fastify';

/** A running LISTEN on the ride events channel; `close` ends it. */
export type ChannelListener = { close(): Promise<void> };

export type ListenHandlers = {
  onPayload(payload: string): void;
  /** The connection was lost and is listening again: notifications in between are gone. */
  onResubscribed(): void;
  log: FastifyBaseLogger;
};
