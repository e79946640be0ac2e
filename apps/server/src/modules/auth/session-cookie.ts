import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieSecure } from '@server/lib/secure-cookies.ts';
import { SESSION_COOKIE, sessionCookieOptions } from './sessions.ts';

/** A session the browser is to hold: its token and whether it outlives the browser. */
export type NewSession = { token: string; remember: boolean };

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: NewSession): void {
  reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(session.remember, cookieSecure(request)));
  reply.header('cache-control', 'no-store');
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(false, cookieSecure(request)));
}

/** The session token the browser sent, if any. */
export const sessionCookieOf = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];
