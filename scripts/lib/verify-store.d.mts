import type { Ack } from './contact-load.mjs';

export type StoreReport = {
  openMs: number;
  totalRows: number;
  present: number;
  missing: Ack[];
  /** Present, but with another reference than the one acknowledged. */
  mismatched: Ack[];
  /** How many of the given unanswered requests were committed anyway. */
  landedInFlight: number;
  /** amcheck findings (B-tree and heap); empty when the store is sound. */
  corruption: string[];
};

export function verifyStore(pgliteDir: string, acked: Ack[], inFlightSubjects: string[]): Promise<StoreReport>;
