import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLineText } from '@escazo/contracts/text';
import type { Database } from '@server/db/client.ts';
import { mailMessages } from './schema.ts';
import { renderMailbox } from './dev-mailbox.ts';

const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
});

/** The development mailbox. Registered only outside production (see app.ts). */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(200);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderMailbox(rows));
  });

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Stored e-mails for an address, newest first (development and test only)',
        querystring: z.object({ to: singleLineText().min(1).max(254) }),
        response: { 200: z.object({ messages: z.array(mailSchema) }) },
      },
    },
    async (request, reply) => {
      const rows = await db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.to, request.query.to.toLowerCase()))
        .orderBy(desc(mailMessages.createdAt))
        .limit(100);
      reply.header('cache-control', 'no-store');
      return {
        messages: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          kind: m.kind,
          createdAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
          attachments: m.attachments,
        })),
      };
    },
  );
};
