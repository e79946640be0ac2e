import type { FastifyRequest } from 'fastify';
import type { Config } from '@server/config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True behind a TLS proxy (TRUST_PROXY set): every cookie the server sets is Secure. */
    secureCookies: boolean;
  }
}

/** Anything but TRUST_PROXY=false means the server sits behind a TLS proxy: Secure cookies and HSTS. */
export const behindTlsProxy = (config: Pick<Config, 'trustProxy'>): boolean => config.trustProxy !== false;

/** The one predicate every cookie's `secure` option comes from: behind a TLS proxy, or a request over https. */
export const cookieSecure = (request: FastifyRequest): boolean =>
  request.server.secureCookies || request.protocol === 'https';
