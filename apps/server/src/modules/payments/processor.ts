import type { Db } from '@server/db/client.ts';
import { systemClock, type Clock } from '@server/lib/clock.ts';
import type { PaymentProcessor } from './payment-processor.ts';
import { createTestProcessor } from './test-processor.ts';

/**
 * The processor named by PAYMENT_PROCESSOR (cards' expiry checked against `clock`) (default `test`, which keeps its ledger in `db`). A real
 * processor is added here as another case, with its own settings read from the environment.
 */
export function selectPaymentProcessor(
  db: Db,
  env: NodeJS.ProcessEnv = process.env,
  clock: Clock = systemClock,
): PaymentProcessor {
  const name = env.PAYMENT_PROCESSOR?.trim() || 'test';
  switch (name) {
    case 'test':
      return createTestProcessor(db, clock);
    default:
      throw new Error(`Invalid configuration:\n  PAYMENT_PROCESSOR: unknown payment processor '${name}' (known: test)`);
  }
}
