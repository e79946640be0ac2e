import type { RecoveryCodes } from '@escazo/contracts/two-factor';

/** Recovery codes leave the server exactly once, in this shape. */
export const presentRecoveryCodes = (codes: string[]): RecoveryCodes => ({ recoveryCodes: codes });
