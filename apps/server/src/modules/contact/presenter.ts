import type { ContactMessageReceipt } from '@escazo/contracts/contact';
import type { ContactMessageRow } from './repository.ts';

export const presentContactReceipt = (row: ContactMessageRow): ContactMessageReceipt => ({
  id: row.id,
  reference: row.reference,
  receivedAt: row.createdAt.toISOString(),
});
