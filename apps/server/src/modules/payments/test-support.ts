// The charge row's guarded moves, for tests that race a settle against a capture.
export { markCaptured } from './charges.ts';
export { claimChargeForSettling } from './repository.ts';
