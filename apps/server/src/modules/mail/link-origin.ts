import type { AddressInfo } from 'node:net';
import type { Config } from '@server/config.ts';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/**
 * The origin of every link in an e-mail: PUBLIC_URL, else the address the server listens on
 * (localhost for a wildcard host). Never taken from a request header, which the sender chooses.
 * listening: the server's bound address once it listens; before that, the configured port.
 */
export function emailLinkOrigin(
  config: Pick<Config, 'publicUrl' | 'host' | 'port'>,
  listening?: AddressInfo | string | null,
): string {
  if (config.publicUrl) return config.publicUrl;
  const port = typeof listening === 'object' && listening ? listening.port : config.port;
  const host = WILDCARD_HOSTS.has(config.host)
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${port}`;
}
