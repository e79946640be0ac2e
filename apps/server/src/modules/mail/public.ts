// What other modules may use of the mail module.
export { sendClaimedMail, sendMail, type MailAttachment, type MailRow, type OutgoingMail } from './mailer.ts';
export { MAIL_LIMITS, claimMailSend, nextMailSendAt, type MailLimit } from './limits.ts';
export { emailLinkOrigin } from './link-origin.ts';
export { devMailboxRoutes } from './routes.ts';
export { registerMailCleanup, scheduleMailCleanup } from './cleanup-job.ts';
