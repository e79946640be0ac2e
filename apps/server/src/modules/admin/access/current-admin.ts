import type { FastifyRequest } from 'fastify';
import type { CurrentAdmin } from './route-permission.ts';

/** The administrator behind a request on a route that declares `config.permission`. */
export function currentAdmin(request: FastifyRequest): CurrentAdmin {
  if (!request.user || !request.admin) throw new Error('currentAdmin() used on a route without config.permission');
  return { user: request.user, ...request.admin };
}
