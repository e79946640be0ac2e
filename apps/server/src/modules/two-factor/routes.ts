import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import {
  recoveryCodesSchema,
  totpEnrolmentSchema,
  twoFactorCodeSentSchema,
  twoFactorConfirmSchema,
  twoFactorPasswordSchema,
  twoFactorStatusSchema,
  twoFactorVerifiedSchema,
  twoFactorPendingSchema,
  twoFactorVerifySchema,
} from '@escazo/contracts/two-factor';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import {
  clientInfo as client,
  openSession,
  presentUser,
  requireUser,
  withRetryAfter,
  type AuthDeps,
} from '../auth/public.ts';
import { TWO_FACTOR_COOKIE, clearTwoFactorCookie } from './cookie.ts';
import { presentRecoveryCodes } from './presenter.ts';
import * as twoFactor from './service.ts';
import * as settings from './settings-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/**
 * Two-factor: finishing a sign-in (/api/auth/two-factor/*, by the httpOnly challenge cookie) and
 * the signed-in user's settings (/api/me/two-factor/*). Registered after the session plugin.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  const deps = (request: FastifyRequest): AuthDeps => ({
    db: database.db,
    clock: app.clock,
    config,
    log: request.log,
  });
  const formLimit = { rateLimit: { max: config.rateLimit.formsPerTenMinutes, timeWindow: '10 minutes' } };
  const csrf = [{ csrf: [] }];
  const signedIn = (request: FastifyRequest) => request.user!;
  // 429s from here carry Retry-After (wrong-code lock, e-mail limit, resend spacing).
  app.addHook('onError', async (_request, reply, err) => withRetryAfter(reply, err));
  // Codes, secrets and sessions: nothing here may be cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/auth/two-factor/verify',
    {
      config: formLimit,
      schema: {
        tags: ['auth'],
        summary: 'Finish a sign-in with the e-mailed or authenticator code, or a recovery code',
        security: csrf,
        body: twoFactorVerifySchema,
        response: { 200: twoFactorVerifiedSchema, ...errors, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user, remember } = await twoFactor.verifySignIn(
        deps(request),
        request.cookies[TWO_FACTOR_COOKIE],
        request.body.code,
        client(request),
      );
      await openSession(request, reply, database.db, user.id, remember);
      clearTwoFactorCookie(request, reply);
      return { user: presentUser(user) };
    },
  );

  app.get(
    '/api/auth/two-factor/pending',
    {
      schema: {
        tags: ['auth'],
        summary: 'The pending sign-in behind the two-factor cookie: its method, and for e-mail where and when codes go',
        response: { 200: twoFactorPendingSchema, ...errors },
      },
    },
    async (request) => ({
      twoFactor: await twoFactor.pendingSignIn(deps(request), request.cookies[TWO_FACTOR_COOKIE], client(request)),
    }),
  );

  app.post(
    '/api/auth/two-factor/resend',
    {
      config: formLimit,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a fresh code for the pending sign-in (the previous code stops working)',
        security: csrf,
        response: { 202: twoFactorCodeSentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { maskedEmail, resendAfterSeconds } = await twoFactor.resendSignInCode(
        deps(request),
        request.cookies[TWO_FACTOR_COOKIE],
        client(request),
      );
      return reply.status(202).send({ status: 'sent' as const, maskedEmail, resendAfterSeconds });
    },
  );

  app.get(
    '/api/me/two-factor',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Two-factor status',
        response: { 200: twoFactorStatusSchema, 401: apiErrorSchema },
      },
    },
    async (request) => settings.getStatus(database.db, signedIn(request).id),
  );

  app.post(
    '/api/me/two-factor/email/start',
    {
      preHandler: requireUser,
      config: formLimit,
      schema: {
        tags: ['account'],
        summary: 'E-mail a code to confirm two-factor by e-mail',
        security: csrf,
        response: { 202: twoFactorCodeSentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { maskedEmail } = await settings.startEmailEnrolment(deps(request), signedIn(request));
      return reply.status(202).send({ status: 'sent' as const, maskedEmail });
    },
  );

  app.post(
    '/api/me/two-factor/email/confirm',
    {
      preHandler: requireUser,
      config: formLimit,
      schema: {
        tags: ['account'],
        summary: 'Turn on two-factor by e-mail with the e-mailed code',
        security: csrf,
        body: twoFactorConfirmSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) =>
      presentRecoveryCodes(
        await settings.confirmEmailEnrolment(deps(request), signedIn(request), request.body.code, client(request)),
      ),
  );

  app.post(
    '/api/me/two-factor/totp/start',
    {
      preHandler: requireUser,
      config: formLimit,
      schema: {
        tags: ['account'],
        summary: 'A new authenticator secret with its QR code (pending until confirmed)',
        security: csrf,
        response: { 200: totpEnrolmentSchema, ...errors },
      },
    },
    async (request) => settings.startTotpEnrolment(deps(request), signedIn(request)),
  );

  app.post(
    '/api/me/two-factor/totp/confirm',
    {
      preHandler: requireUser,
      config: formLimit,
      schema: {
        tags: ['account'],
        summary: 'Turn on the authenticator app with its current code',
        security: csrf,
        body: twoFactorConfirmSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) =>
      presentRecoveryCodes(
        await settings.confirmTotpEnrolment(deps(request), signedIn(request), request.body.code, client(request)),
      ),
  );

  app.post(
    '/api/me/two-factor/disable',
    {
      preHandler: requireUser,
      config: formLimit,
      schema: {
        tags: ['account'],
        summary: 'Turn two-factor off (password required)',
        security: csrf,
        body: twoFactorPasswordSchema,
        response: { 200: twoFactorStatusSchema, ...errors },
      },
    },
    async (request) => settings.disable(deps(request), signedIn(request), request.body.password, client(request)),
  );

  app.post(
    '/api/me/two-factor/recovery-codes',
    {
      preHandler: requireUser,
      config: formLimit,
      schema: {
        tags: ['account'],
        summary: 'Ten new recovery codes; the old ones stop working (password required)',
        security: csrf,
        body: twoFactorPasswordSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) =>
      presentRecoveryCodes(
        await settings.regenerateRecoveryCodes(
          deps(request),
          signedIn(request),
          request.body.password,
          client(request),
        ),
      ),
  );
};
