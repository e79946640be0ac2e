/**
 * Newsletter: double opt-in subscription and one-link unsubscribe; the weekly digest job.
 *
 * POST /api/newsletter              {email} → 202 {status:'pending'} (always the same answer)
 * POST /api/newsletter/confirm      {token} → 200 {status:'confirmed'}    (400 NEWSLETTER_TOKEN_INVALID)
 * POST /api/newsletter/unsubscribe  {token} → 200 {status:'unsubscribed'} (idempotent; 400 unknown token)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newsletterConfirmResponseSchema,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
  newsletterUnsubscribeResponseSchema,
} from '@escazo/contracts/deals';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { emailLinkOrigin } from '../mail/public.ts';
import { registerDigestJob } from './digest.ts';
import { confirmAnswer, subscribeAnswer, unsubscribeAnswer } from './presenter.ts';
import { confirmSubscription, requestSubscription, unsubscribe } from './service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  const { db } = database;
  const tags = ['newsletter'];
  const formLimit = {
    rateLimit: { max: async () => (await app.siteSettings.current()).contactFormPerHour, timeWindow: '1 hour' },
  };
  registerDigestJob(app, db, config);

  app.post(
    '/api/newsletter',
    {
      // Per client address, like the contact form.
      config: formLimit,
      schema: {
        tags,
        summary: 'Subscribe an address: e-mails a confirmation link (same answer whatever the address)',
        security: [{ csrf: [] }],
        body: newsletterSubscribeSchema,
        response: { 202: newsletterSubscribeResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      // The upsert and the e-mail run after the answer is sent: same answer at the same speed for
      // new, pending and confirmed addresses. A failure there is logged.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 202) return;
        const { email } = request.body as { email: string };
        const userId =
          request.user && request.user.email.toLowerCase() === email.toLowerCase() ? request.user.id : null;
        await requestSubscription(
          { db, config, log: request.log },
          email,
          userId,
          emailLinkOrigin(config, app.server.address()),
          app.clock.now(),
        ).catch((err: unknown) => request.log.error({ err }, 'newsletter subscription failed'));
      },
    },
    async (_request, reply) => reply.status(202).send(subscribeAnswer()),
  );

  app.post(
    '/api/newsletter/confirm',
    {
      config: formLimit,
      schema: {
        tags,
        summary: 'Confirm a subscription with the e-mailed token (works once, 48 hours)',
        security: [{ csrf: [] }],
        body: newsletterTokenSchema,
        response: { 200: newsletterConfirmResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await confirmSubscription(db, request.body.token, app.clock.now());
      return confirmAnswer();
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags,
        summary: "Unsubscribe with the token of a newsletter e-mail's link (idempotent)",
        security: [{ csrf: [] }],
        body: newsletterTokenSchema,
        response: { 200: newsletterUnsubscribeResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      await unsubscribe(db, request.body.token, app.clock.now());
      return unsubscribeAnswer();
    },
  );
};
