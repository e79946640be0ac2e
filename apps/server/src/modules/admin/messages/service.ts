import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ContactMessageStatus } from '@escazo/contracts/admin';
import type { Config } from '@server/config.ts';
import type { Db } from '@server/db/client.ts';
import { notFound } from '@server/lib/app-error.ts';
import { sendMail } from '../../mail/public.ts';
import { recordAdminEvent } from '../admin-events.ts';
import { replyMail } from './reply-mail.ts';
import * as repo from '../../contact/public.ts';

export type InboxContext = { db: Db; config: Config; request: FastifyRequest; log: FastifyBaseLogger; now: Date };

async function existing(db: Db, id: string) {
  const row = await repo.findMessage(db, id);
  if (!row) throw notFound('This message');
  return row;
}

const resource = (id: string) => `contact_message:${id}`;

export async function messageDetail(db: Db, id: string) {
  const row = await existing(db, id);
  return { row, replies: await repo.messageReplies(db, id) };
}

/**
 * Stores the reply, marks an open message answered and audits it (one transaction), then e-mails
 * it to the sender.
 */
export async function replyToMessage(ctx: InboxContext, id: string, body: string) {
  const { db, request } = ctx;
  const message = await existing(db, id);
  await db.transaction(async (tx) => {
    const reply = await repo.insertReply(tx, { messageId: id, authorId: request.user!.id, body, sentAt: ctx.now });
    await recordAdminEvent(tx, request, {
      type: 'contact_message_replied',
      target: null,
      details: { resource: resource(id), reference: message.reference, to: message.email, replyId: reply.id },
    });
  });
  await sendMail(db, ctx.config, replyMail(message, body), ctx.now, ctx.log);
  return messageDetail(db, id);
}

/** Changes a message's status, audited in the same transaction. */
export async function changeMessageStatus(ctx: InboxContext, id: string, status: ContactMessageStatus) {
  const { db, request } = ctx;
  await db.transaction(async (tx) => {
    const from = await repo.setMessageStatus(tx, id, status);
    if (from === undefined) throw notFound('This message');
    if (from !== status) {
      await recordAdminEvent(tx, request, {
        type: 'contact_message_status_changed',
        target: null,
        details: { resource: resource(id), from, to: status },
      });
    }
  });
  return existing(db, id);
}
