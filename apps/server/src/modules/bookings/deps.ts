import type { Db } from '@server/db/client.ts';
import type { Inventory } from '../inventory/public.ts';
import type { PaymentProcessor } from '../payments/public.ts';
import type { FollowThrough } from './follow-through.ts';

/**
 * What the booking services work with; the inventory is read when needed (tests swap it).
 * followThrough: notifications after a change commits (none when absent).
 */
export type BookingDeps = {
  db: Db;
  processor: PaymentProcessor;
  inventory: () => Inventory;
  followThrough?: FollowThrough;
};
