// The account screens' data, each part read and written through the module that owns it.
export {
  deleteAvatar,
  deleteOtherSessions,
  deleteSessionByPublicId,
  deleteUser,
  ensurePreferences,
  findAvatar,
  findProfile,
  findSessionByPublicId,
  findUserById as findUser,
  listSessions,
  updateUser,
  upsertAvatar,
  upsertPreferences,
  upsertProfile,
  type PreferencesRow,
  type PreferencesValues,
  type ProfileRow,
  type ProfileValues,
} from '../auth/public.ts';
export { countUnusedRecoveryCodes, findTwoFactor } from '../two-factor/public.ts';
export { listSocialAccounts } from '../oauth/public.ts';
export { listUserAuthEvents as listSecurityEvents } from '../audit/public.ts';
