import type { SecondFactorSteps } from '../auth/public.ts';
import { setTwoFactorCookie } from './cookie.ts';
import { beginSecondFactor, requireSecondFactorForReset } from './service.ts';

// What other modules may use of the two-factor module.
export { twoFactorRoutes } from './routes.ts';

/** The second sign-in step that app.ts hands to every sign-in path (password, reset, social). */
export const secondFactorSteps: SecondFactorSteps = {
  begin: beginSecondFactor,
  requireForReset: requireSecondFactorForReset,
  setChallengeCookie: setTwoFactorCookie,
};
export { countUnusedRecoveryCodes, findTwoFactor } from './account-reads.ts';
