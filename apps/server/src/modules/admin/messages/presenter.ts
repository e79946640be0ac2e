import type { AdminMessage, AdminMessageDetail, ContactMessageStatus } from '@escazo/contracts/admin';
import type { ContactDepartment } from '@escazo/contracts/contact';
import type { MessageWithCount, ReplyWithAuthor } from '../../contact/public.ts';

export function presentMessage(row: MessageWithCount): AdminMessage {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    department: row.department as ContactDepartment,
    status: row.status as ContactMessageStatus,
    repliesCount: row.repliesCount,
    receivedAt: row.createdAt.toISOString(),
  };
}

export function presentMessageDetail(row: MessageWithCount, replies: ReplyWithAuthor[]): AdminMessageDetail {
  return {
    message: presentMessage(row),
    replies: replies.map(({ reply, author }) => ({
      id: reply.id,
      body: reply.body,
      author,
      sentAt: reply.sentAt.toISOString(),
    })),
  };
}
