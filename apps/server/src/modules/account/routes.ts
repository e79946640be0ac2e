import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  onboardingCompleteSchema,
  preferencesSchema,
  preferencesUpdateSchema,
  profilePatchSchema,
  profileSchema,
} from '@escazo/contracts/account';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { requireUser } from '../auth/public.ts';
import { avatarRoutes } from './avatar-routes.ts';
import { securityRoutes } from './security-routes.ts';
import * as account from './service.ts';
import { isApiRoute } from '@server/plugins/routed-path.ts';

/**
 * The signed-in user's own account under /api/me: profile, preferences, onboarding (here),
 * avatar, password, sessions, deletion and data download (child plugins). Every route reads and
 * changes only the caller's rows.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  const { db } = database;
  const tags = ['account'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

  // Personal data: never kept by a shared cache or the browser's back-forward cache.
  app.addHook('onSend', async (request, reply) => {
    if (isApiRoute(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/me/profile',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Personal info of the signed-in user',
        response: { 200: profileSchema, 401: apiErrorSchema },
      },
    },
    async (request) => account.getProfile(db, request.user!.id),
  );

  app.patch(
    '/api/me/profile',
    {
      preHandler: requireUser,
      config: { birthDays: ['body.dateOfBirth'] },
      schema: {
        tags,
        summary: "Change any of the personal info fields ('' clears one); the name follows first and last name",
        security: [{ csrf: [] }],
        body: profilePatchSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => account.updateProfile(db, request.user!, request.body, app.clock.now()),
  );

  app.get(
    '/api/me/preferences',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Account, notification and travel preferences',
        response: { 200: preferencesSchema, 401: apiErrorSchema },
      },
    },
    async (request) => account.getPreferences(db, request.user!.id),
  );

  app.patch(
    '/api/me/preferences',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Change any subset of the preferences (two-factor is changed through its own routes)',
        security: [{ csrf: [] }],
        body: preferencesUpdateSchema,
        response: { 200: preferencesSchema, ...errors },
      },
    },
    async (request) => account.updatePreferences(db, request.user!.id, request.body, app.clock.now()),
  );

  app.post(
    '/api/me/onboarding',
    {
      preHandler: requireUser,
      config: { birthDays: ['body.profile.dateOfBirth'] },
      schema: {
        tags,
        summary: 'Finish onboarding with the profile and preferences steps, or skip it',
        security: [{ csrf: [] }],
        body: onboardingCompleteSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => account.completeOnboarding(db, request.user!, request.body, app.clock.now()),
  );

  await app.register(avatarRoutes, { database });
  await app.register(securityRoutes, { database, config });
};
