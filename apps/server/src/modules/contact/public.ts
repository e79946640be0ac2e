// What other modules may use of the contact module.
export { contactRoutes } from './routes.ts';
export {
  findMessage,
  insertReply,
  listMessages,
  messageReplies,
  setMessageStatus,
  type MessageWithCount,
  type ReplyWithAuthor,
} from './staff-store.ts';
export type { ContactMessageRow } from './repository.ts';
export { messagesFrom } from './repository.ts';
