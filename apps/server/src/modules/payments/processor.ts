import type { Db } from '../../db/client.ts';
import type { PaymentProcessor } from './payment-processor.ts';
import { createTestProcessor } from './test-processor.ts';

/**
 * The processor named by PAYMENT_PROCESSOR (default `test`, which keeps its ledger in `db`). A real
 * processor is added here as another case, with its own settings read from the environment.
 */
export function selectPaymentProcessor(db: Db, env: NodeJS.ProcessEnv = process.env): PaymentProcessor {
  const name = env.PAYMENT_PROCESSOR?.trim() || 'test';
  switch (name) {
    case 'test':
      return createTestProcessor(db);
    default:
      throw new Error(`Invalid configuration:\n  PAYMENT_PROCESSOR: unknown payment processor '${name}' (known: test)`);
  }
}
