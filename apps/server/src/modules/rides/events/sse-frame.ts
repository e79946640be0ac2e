/**
 * One server-sent event: `event:` and `id:` lines, the JSON data on one line (JSON.stringify never
 * writes a line break), and the blank line that ends it.
 */
export function sseEvent(event: string, data: unknown, id?: string): string {
  return `event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: keeps proxies and the browser from timing the connection out. */
export const ssePing = ': ping\n\n';

/** Headers of the stream: never cached, never compressed or buffered on the way. */
export const sseHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
} as const;
