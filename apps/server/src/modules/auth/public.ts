// What other modules may use of the auth module (identity: users, sessions, passwords, throttle).
export { sessionPlugin, requireUser } from './session-plugin.ts';
export { authRoutes } from './routes.ts';
export { scheduleAuthCleanup } from './cleanup-job.ts';
export type { SessionRow, UserRow } from './repository.ts';
export { findUserByEmail, insertUser } from './repository.ts';
export { clientInfo, type ClientInfo } from './client-info.ts';
export type { AccountCreatedHook, AuthDeps } from './deps.ts';
export { storeNewPassword } from './service.ts';
export type { SecondFactorChallenge, SecondFactorSteps } from './second-factor.ts';
export { openSession, rotateSession } from './session-lifecycle.ts';
export { clearSessionCookie, setSessionCookie, type NewSession } from './session-cookie.ts';
export { isSessionAlive } from './sessions.ts';
export { SESSION_ENDS_CHANNEL, existingSessionIds } from './session-ends.ts';
export { presentUser } from './presenter.ts';
export { hashPassword, isCommonPassword, verifyPassword } from './password.ts';
export {
  FIXED_LOCK_POLICY,
  activeLock,
  clearFailures,
  lockoutMessage,
  passwordConfirmKey,
  recordFailure,
  type ThrottlePolicy,
} from './throttle.ts';
export { LockedError, SignInLockedError, withRetryAfter } from './locked-error.ts';
export { hashToken, newToken } from './tokens.ts';
export { ACCOUNT_BANNED_MESSAGE, accountBannedError, isBanned } from './banned.ts';
export { accountContact, findRecipient, lockUser, storedCurrencyOf } from './user-reads.ts';
export {
  deleteAvatar,
  deleteOtherSessions,
  deleteSessionByPublicId,
  deleteUser,
  ensurePreferences,
  findAvatar,
  findProfile,
  findSessionByPublicId,
  findUserById,
  listSessions,
  onboardingAnswers,
  updateUser,
  upsertAvatar,
  upsertPreferences,
  upsertProfile,
  type PreferencesRow,
  type PreferencesValues,
  type ProfileRow,
  type ProfileValues,
} from './account-store.ts';
export {
  accountsView,
  banUser,
  countAccounts,
  countUnexpiredSessions,
  profileContactsView,
  signUpsPerDay,
  unbanUser,
  updateUserName,
} from './staff-store.ts';
