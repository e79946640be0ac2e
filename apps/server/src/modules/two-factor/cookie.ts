import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { TWO_FACTOR_CHALLENGE_MINUTES } from '@escazo/contracts/two-factor';
import { cookieSecure } from '@server/lib/secure-cookies.ts';

/** The pending sign-in's token: httpOnly, SameSite=Lax, only sent to the auth API, 10 minutes. */
export const TWO_FACTOR_COOKIE = 'escazo_2fa';

function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/api/auth', secure: cookieSecure(request) };
}

/** For any sign-in route that got a challenge from beginSecondFactor (password or social sign-in). */
export function setTwoFactorCookie(request: FastifyRequest, reply: FastifyReply, challenge: { token: string }): void {
  reply.setCookie(TWO_FACTOR_COOKIE, challenge.token, {
    ...cookieOptions(request),
    maxAge: TWO_FACTOR_CHALLENGE_MINUTES * 60,
  });
  reply.header('cache-control', 'no-store');
}

export function clearTwoFactorCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TWO_FACTOR_COOKIE, cookieOptions(request));
}
