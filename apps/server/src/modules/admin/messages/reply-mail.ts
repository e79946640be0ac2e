import type { OutgoingMail } from '../../mail/public.ts';
import type { ContactMessageRow } from '../../contact/public.ts';

/** The support team's answer, e-mailed to the sender with their reference and their message quoted. */
export function replyMail(message: ContactMessageRow, body: string): OutgoingMail {
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to: message.email,
    kind: 'contact-reply',
    subject: `Re: ${message.subject} [${message.reference}]`,
    text: [
      `Hello ${message.name},`,
      '',
      body,
      '',
      'Escazo Support',
      '',
      `Your message (reference ${message.reference}):`,
      quoted,
    ].join('\n'),
  };
}
