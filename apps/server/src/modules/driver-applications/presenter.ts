import type { DriverApplicationReceipt } from '@escazo/contracts/driver-application';
import type { DriverApplicationRow } from './repository.ts';

export const presentDriverApplicationReceipt = (row: DriverApplicationRow): DriverApplicationReceipt => ({
  id: row.id,
  status: 'received',
  submittedAt: row.createdAt.toISOString(),
});
