import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeletionSchema,
  accountExportSchema,
  passwordChangeSchema,
  sessionListSchema,
} from '@escazo/contracts/account';
import { idParamSchema } from '@escazo/contracts/common';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { recordAuthEvent } from '../audit/public.ts';
import {
  clearSessionCookie,
  clientInfo as client,
  requireUser,
  setSessionCookie,
  withRetryAfter as retryAfterHeader,
} from '../auth/public.ts';
import { buildAccountExport } from './export.ts';
import * as security from './security.ts';

/** A locked account answers 429 with Retry-After, like sign-in. */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    retryAfterHeader(reply, err);
    throw err;
  }
}

/** Password change, sessions, account deletion and the data download. */
export const securityRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  const { db } = database;
  const deps = (request: FastifyRequest): security.AccountDeps => ({
    db,
    clock: app.clock,
    config,
    log: request.log,
  });
  const tags = ['account'];
  const formLimit = { rateLimit: { max: config.rateLimit.formsPerTenMinutes, timeWindow: '10 minutes' } };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

  app.post(
    '/api/me/password',
    {
      preHandler: requireUser,
      config: formLimit,
      schema: {
        tags,
        summary: 'Change the password (current one required); every other session ends, this one gets a new id',
        security: [{ csrf: [] }],
        body: passwordChangeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const session = await withRetryAfter(reply, () =>
        security.changePassword(deps(request), request.user!, request.session!, request.body, client(request)),
      );
      setSessionCookie(request, reply, session);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/me/sessions',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Signed-in sessions (newest first; the current one flagged)',
        response: { 200: sessionListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      sessions: await security.listLiveSessions(db, request.user!.id, request.session, app.clock.now()),
    }),
  );

  app.delete(
    '/api/me/sessions/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Sign out another session (the current one: use sign-out)',
        security: [{ csrf: [] }],
        params: idParamSchema,
        response: { 204: z.null(), 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await security.revokeSession(db, request.user!, request.session!, request.params.id, client(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/me/delete',
    {
      preHandler: requireUser,
      config: formLimit,
      schema: {
        tags,
        summary: 'Delete the account and everything it owns (password required); signs out',
        security: [{ csrf: [] }],
        body: accountDeletionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () =>
        security.deleteAccount(deps(request), request.user!, request.body.password, client(request)),
      );
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/me/export',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Download everything the account owns (JSON file; no secrets)',
        response: { 200: accountExportSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const user = request.user!;
      await recordAuthEvent(db, {
        type: 'data_export',
        outcome: 'success',
        userId: user.id,
        email: user.email,
        ...client(request),
      });
      const data = await buildAccountExport(db, user.id, request.session, now);
      reply.header('content-disposition', `attachment; filename="escazo-data-${now.toISOString().slice(0, 10)}.json"`);
      return data;
    },
  );
};
