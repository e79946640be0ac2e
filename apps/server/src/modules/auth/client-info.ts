import type { FastifyRequest } from 'fastify';

/** Who made a request, as kept with sessions and security events. */
export type ClientInfo = { ip: string; userAgent: string | undefined };

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
