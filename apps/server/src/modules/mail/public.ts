// What other modules may use of the mail module.
export { sendMail, type MailAttachment, type MailRow, type OutgoingMail } from './mailer.ts';
export { emailLinkOrigin } from './link-origin.ts';
export { devMailboxRoutes } from './routes.ts';
