import type { Db } from '../../db/client.ts';
import type { Inventory } from '../inventory/public.ts';
import type { PaymentProcessor } from '../payment-methods/public.ts';

/** What the booking services work with; the inventory is read when needed (tests swap it). */
export type BookingDeps = { db: Db; processor: PaymentProcessor; inventory: () => Inventory };
