import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passwordResetRequestSchema,
  passwordResetRequestedSchema,
  passwordResetTokenParamsSchema,
  passwordResetTokenStatusSchema,
  publicUserSchema,
  sessionResponseSchema,
  signInInputSchema,
  signUpConfirmSchema,
  signUpInputSchema,
  signUpRequestedSchema,
} from '@escazo/contracts/auth';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { passwordResetConfirmWithCodeSchema, signInResultSchema } from '@escazo/contracts/two-factor';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { emailLinkOrigin } from '../mail/public.ts';
import { registerAuthCleanup } from './cleanup-job.ts';
import { clientInfo as client } from './client-info.ts';
import type { AccountCreatedHook } from './deps.ts';
import { deviceTokenOf } from './known-devices.ts';
import { withRetryAfter } from './locked-error.ts';
import { presentUser } from './presenter.ts';
import type { SecondFactorSteps, SignInDeps } from './second-factor.ts';
import * as auth from './service.ts';
import { clearSessionCookie, sessionCookieOf } from './session-cookie.ts';
import { endSession, openSession } from './session-lifecycle.ts';
import { assertNotCommon, confirmSignUp, requestSignUp } from './sign-up.ts';

const userResponse = z.object({ user: publicUserSchema });

type Options = {
  database: Database;
  config: Config;
  secondFactor: SecondFactorSteps;
  onAccountCreated?: AccountCreatedHook;
};

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { database, config, secondFactor, onAccountCreated },
) => {
  const { db } = database;
  registerAuthCleanup(app);
  const deps = (request: FastifyRequest): SignInDeps => ({
    db,
    clock: app.clock,
    config,
    log: request.log,
    secondFactor,
    onAccountCreated,
  });
  const formLimit = { rateLimit: { max: config.rateLimit.formsPerTenMinutes, timeWindow: '10 minutes' } };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

  app.post(
    '/api/auth/sign-up',
    {
      config: formLimit,
      // 403 SIGNUPS_CLOSED while the admin Settings close sign-ups.
      schema: {
        tags: ['auth'],
        summary:
          'Start a sign-up: e-mails the link that creates the account (same answer whether or not the address has one)',
        security: [{ csrf: [] }],
        body: signUpInputSchema,
        response: { 202: signUpRequestedSchema, ...errors, 403: apiErrorSchema },
      },
      // The lookup, the password hash and the e-mail run after the answer is sent: a known and a new
      // address get the same answer at the same speed. A failure there is logged.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 202) return;
        const linkOrigin = emailLinkOrigin(config, app.server.address());
        await requestSignUp(deps(request), request.body, linkOrigin, client(request)).catch((err: unknown) =>
          request.log.error({ err }, 'sign-up request failed'),
        );
      },
    },
    async (request, reply) => {
      await app.siteSettings.assertSignupsOpen();
      assertNotCommon(request.body.password);
      return reply.status(202).send({ status: 'check-email' as const });
    },
  );

  app.post(
    '/api/auth/sign-up/confirm',
    {
      config: formLimit,
      schema: {
        tags: ['auth'],
        summary: 'Follow the e-mailed sign-up link: creates the account and signs it in (the link works once)',
        security: [{ csrf: [] }],
        body: signUpConfirmSchema,
        response: { 201: userResponse, ...errors, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.siteSettings.assertSignupsOpen();
      const user = await confirmSignUp(deps(request), request.body.token, client(request));
      await openSession(request, reply, db, user.id, false);
      return reply.status(201).send({ user: presentUser(user) });
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with e-mail and password; with two-factor on, answers { twoFactor } and sets the challenge cookie',
        security: [{ csrf: [] }],
        body: signInInputSchema,
        // 403 ACCOUNT_BANNED: the right password of a banned account.
        response: { 200: signInResultSchema, ...errors, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const outcome = await auth.signIn(deps(request), request.body, client(request), deviceTokenOf(request));
        if ('twoFactor' in outcome) {
          const { method, maskedEmail, codeSent, resendAfterSeconds } = outcome.twoFactor;
          secondFactor.setChallengeCookie(request, reply, outcome.twoFactor);
          return {
            twoFactor: maskedEmail ? { method, maskedEmail, codeSent, resendAfterSeconds } : { method },
          };
        }
        await openSession(request, reply, db, outcome.user.id, outcome.remember);
        return { user: presentUser(outcome.user) };
      } catch (err) {
        withRetryAfter(reply, err);
        throw err;
      }
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out (ends the session on the server)',
        security: [{ csrf: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endSession(db, sessionCookieOf(request), client(request));
      clearSessionCookie(request, reply);
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
      // The lookup, token and e-mail run after the answer is sent: known and unknown addresses
      // get the same answer at the same speed. A failure there is logged.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 202) return;
        const linkOrigin = emailLinkOrigin(config, app.server.address());
        await auth
          .requestPasswordReset(deps(request), request.body.email, linkOrigin, client(request))
          .catch((err: unknown) => request.log.error({ err }, 'password reset request failed'));
      },
    },
    async (_request, reply) => reply.status(202).send({ status: 'sent' as const }),
  );

  // The reset page asks this as it opens, so a used or expired link says so before a new password is typed.
  app.get(
    '/api/auth/password-reset/tokens/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a password reset link can still be used (it stays unused)',
        params: passwordResetTokenParamsSchema,
        response: { 200: passwordResetTokenStatusSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await auth.checkPasswordResetToken({ db, clock: app.clock }, request.params.token);
      return { status: 'valid' as const };
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: formLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Choose a new password with a reset token (plus an authenticator or recovery code when the account uses an authenticator app); ends every session of the account',
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
