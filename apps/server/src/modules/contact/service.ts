import { randomBytes } from 'node:crypto';
import type { ContactMessageInput } from '@escazo/contracts/contact';
import type { Db } from '@server/db/client.ts';
import { insertContactMessage, type ContactMessageRow } from './repository.ts';

/** A short reference a traveller can quote to support, e.g. ESC-7F3K9Q2M. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return `ESC-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

export async function receiveContactMessage(db: Db, input: ContactMessageInput): Promise<ContactMessageRow> {
  return insertContactMessage(db, { ...input, email: input.email.toLowerCase(), reference: newReference() });
}
