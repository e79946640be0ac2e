import { z } from 'zod';
import { contactDepartments } from '../contact.ts';
import { multiLineText, singleLineText } from '../text.ts';

export const CONTACT_MESSAGE_STATUSES = ['open', 'answered', 'closed'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
export const CONTACT_REPLY_MAX = 10_000;

/** GET /api/admin/messages?department=&status=&q=&page=&pageSize= (newest first). */
export const adminMessagesQuerySchema = z.object({
  department: z.enum(contactDepartments).optional(),
  status: z.enum(CONTACT_MESSAGE_STATUSES).optional(),
  /** Part of the sender's name, e-mail, the subject or the reference, any case. */
  q: singleLineText().max(200, 'field.tooLong').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminMessagesQuery = z.infer<typeof adminMessagesQuerySchema>;

export const adminMessageParamsSchema = z.object({ id: z.uuid() });

export const adminMessageSchema = z.object({
  id: z.uuid(),
  /** The reference the sender was given, e.g. ESC-7F3K9Q2M. */
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  department: z.enum(contactDepartments),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  repliesCount: z.number().int(),
  receivedAt: z.iso.datetime(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessageListSchema = z.object({
  messages: z.array(adminMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminMessageList = z.infer<typeof adminMessageListSchema>;

export const adminMessageReplySchema = z.object({
  id: z.uuid(),
  body: z.string(),
  /** null when the author's account was deleted. */
  author: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  sentAt: z.iso.datetime(),
});
export type AdminMessageReply = z.infer<typeof adminMessageReplySchema>;

/** GET /api/admin/messages/:id: the message and its replies, oldest first. */
export const adminMessageDetailSchema = z.object({
  message: adminMessageSchema,
  replies: z.array(adminMessageReplySchema),
});
export type AdminMessageDetail = z.infer<typeof adminMessageDetailSchema>;

/** POST /api/admin/messages/:id/replies: e-mailed to the sender; the message becomes answered (a closed one stays closed). */
export const adminMessageReplyInputSchema = z.object({
  body: multiLineText().min(1, 'admin.replyRequired').max(CONTACT_REPLY_MAX, 'field.tooLong'),
});
export type AdminMessageReplyInput = z.infer<typeof adminMessageReplyInputSchema>;

/** PATCH /api/admin/messages/:id */
export const adminMessageUpdateSchema = z.object({ status: z.enum(CONTACT_MESSAGE_STATUSES) });
export type AdminMessageUpdate = z.infer<typeof adminMessageUpdateSchema>;
