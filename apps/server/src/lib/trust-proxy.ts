import net from 'node:net';
import { z } from 'zod';

/** Which proxies' X-Forwarded-* headers are believed: none, a hop count, or their addresses. */
export type TrustProxy = false | number | string;

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export const TRUST_PROXY_HINT =
  "give false, a hop count (the number of proxies in front of the server: 1 behind one), or the proxies' addresses or CIDR ranges separated by commas";

/**
 * TRUST_PROXY: `false`, a hop count (`1`), or addresses and CIDR ranges (`10.0.0.0/8,::1`).
 * `true` is refused: it would believe every X-Forwarded-For entry, so a client picks its own address.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 16) return Number(value);
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (value !== 'true' && entries.length && entries.every(isAddressOrRange)) return entries.join(',');
    ctx.addIssue({ code: 'custom', message: `"${value}" is not accepted; ${TRUST_PROXY_HINT}` });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` for a setting. A hop count becomes "trust the nearest N addresses" (the
 * socket peer and the last N-1 X-Forwarded-For entries): Fastify itself fails closed on a bare
 * number and would see every client as the proxy. A hop count assumes clients reach the server
 * only through the proxy; addresses also check that the peer is the proxy.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
