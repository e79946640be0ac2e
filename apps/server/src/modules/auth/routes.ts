import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passwordResetRequestSchema,
  passwordResetRequestedSchema,
  publicUserSchema,
  sessionResponseSchema,
  signInInputSchema,
  signUpInputSchema,
} from '@escazo/contracts/auth';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { passwordResetConfirmWithCodeSchema, signInResultSchema } from '@escazo/contracts/two-factor';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { presentUser } from './presenter.ts';
import * as auth from './service.ts';
import { SESSION_COOKIE, sessionCookieOptions } from './sessions.ts';
import { setTwoFactorCookie, withRetryAfter } from '../two-factor/cookie.ts';

const userResponse = z.object({ user: publicUserSchema });
const client = (request: FastifyRequest): auth.ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** Also used by the other sign-in paths (two-factor verify, social sign-in). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, signedIn: auth.SignedIn) {
  reply.setCookie(SESSION_COOKIE, signedIn.token, sessionCookieOptions(signedIn.remember, isHttps(request)));
  reply.header('cache-control', 'no-store');
}

export const authRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (app, { database, config }) => {
  if (config.env === 'production' && !config.publicUrl) {
    app.log.warn('PUBLIC_URL is not set: reset links use the Host of the request; set PUBLIC_URL in production');
  }
  const deps = (request: FastifyRequest): auth.AuthDeps => ({ db: database.db, config, log: request.log });
  const formLimit = { rateLimit: { max: config.rateLimit.formsPerTenMinutes, timeWindow: '10 minutes' } };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

  app.post(
    '/api/auth/sign-up',
    {
      config: formLimit,
      schema: { tags: ['auth'], summary: 'Create an account and sign in', security: [{ csrf: [] }], body: signUpInputSchema, response: { 201: userResponse, ...errors } },
    },
    async (request, reply) => {
      const signedIn = await auth.signUp(deps(request), request.body, client(request));
      setSessionCookie(request, reply, signedIn);
      return reply.status(201).send({ user: presentUser(signedIn.user) });
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; with two-factor on, answers { twoFactor } and sets the challenge cookie',
        security: [{ csrf: [] }],
        body: signInInputSchema,
        response: { 200: signInResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const outcome = await auth.signIn(deps(request), request.body, client(request));
        if ('twoFactor' in outcome) {
          const { method, maskedEmail } = outcome.twoFactor;
          setTwoFactorCookie(request, reply, outcome.twoFactor);
          return { twoFactor: maskedEmail ? { method, maskedEmail } : { method } };
        }
        const signedIn = outcome;
        // A new id at every sign-in: the session the browser had before ends here.
        await auth.signOut(deps(request), request.cookies[SESSION_COOKIE], client(request));
        setSessionCookie(request, reply, signedIn);
        return { user: presentUser(signedIn.user) };
      } catch (err) {
        if (err instanceof auth.SignInLockedError) reply.header('retry-after', String(err.retryAfter));
        withRetryAfter(reply, err);
        throw err;
      }
    },
  );

  app.post(
    '/api/auth/sign-out',
    { schema: { tags: ['auth'], summary: 'Sign out (ends the session on the server)', security: [{ csrf: [] }], response: { 204: z.null() } } },
    async (request, reply) => {
      await auth.signOut(deps(request), request.cookies[SESSION_COOKIE], client(request));
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(false, isHttps(request)));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/session',
    { schema: { tags: ['auth'], summary: 'The signed-in user, or null', response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.user ? presentUser(request.user) : null };
    },
  );

  app.post(
    '/api/auth/password-reset/request',
    {
      config: formLimit,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        security: [{ csrf: [] }],
        body: passwordResetRequestSchema,
        response: { 202: passwordResetRequestedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      await auth.requestPasswordReset(deps(request), request.body.email, origin, client(request));
      return reply.status(202).send({ status: 'sent' as const });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: formLimit,
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a reset token (plus an authenticator or recovery code when the account uses an authenticator app); ends every session of the account',
        security: [{ csrf: [] }],
        body: passwordResetConfirmWithCodeSchema,
        response: { 200: z.object({ status: z.enum(['reset']) }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await auth.confirmPasswordReset(deps(request), request.body, client(request));
      } catch (err) {
        withRetryAfter(reply, err);
        throw err;
      }
      return { status: 'reset' as const };
    },
  );
};
