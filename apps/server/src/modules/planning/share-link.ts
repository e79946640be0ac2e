import type { FastifyInstance } from 'fastify';
import type { Config } from '@server/config.ts';
import { emailLinkOrigin } from '../mail/public.ts';

/** A full link to a client path of the web app, built on the configured origin (never on a request header). */
export function webLink(app: FastifyInstance, config: Config, path: string): string {
  return `${emailLinkOrigin(config, app.server.listening ? app.server.address() : null)}${path}`;
}
