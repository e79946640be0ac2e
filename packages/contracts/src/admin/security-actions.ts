/**
 * How a row of the security trail (auth_events: a lower-case type and an outcome) is shown in the
 * admin Security log, in one place for the list, its filters and the CSV export:
 * - action: the type upper-cased, plus a suffix for an outcome other than success (_FAILED,
 *   _LOCKED, _IGNORED), except the few named below (e.g. lockout → LOCKOUT, admin_access_denied →
 *   ADMIN_ACCESS_DENIED). So sign_in gives SIGN_IN and SIGN_IN_FAILED, user_banned gives USER_BANNED.
 * - risk: high for a failed sign-in (a refused attempt at either sign-in step, or the lockout it
 *   causes), medium for a delete action (an action ending _DELETED or _REVOKED), otherwise low.
 */
export const RISK_LEVELS = ['high', 'medium', 'low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const OUTCOME_SUFFIXES: Readonly<Record<string, string>> = {
  success: '',
  failure: '_FAILED',
  locked: '_LOCKED',
  ignored: '_IGNORED',
};

/** Actions whose name is not the rule's: the type already says how it ended, or a clearer name. */
export const NAMED_ACTIONS: readonly { type: string; outcome: string; action: string }[] = [
  { type: 'lockout', outcome: 'locked', action: 'LOCKOUT' },
  { type: 'admin_access_denied', outcome: 'failure', action: 'ADMIN_ACCESS_DENIED' },
  { type: 'two_factor_verify', outcome: 'ignored', action: 'TWO_FACTOR_CODE_RESENT' },
  { type: 'role_changed', outcome: 'success', action: 'USER_ROLE_CHANGED' },
];

/** A refused sign-in attempt: wrong password or unusable account, or a second step that failed, or either while locked. */
export const FAILED_SIGN_IN_ACTIONS = [
  'SIGN_IN_FAILED',
  'SIGN_IN_LOCKED',
  'TWO_FACTOR_VERIFY_FAILED',
  'TWO_FACTOR_VERIFY_LOCKED',
] as const;
export const HIGH_RISK_ACTIONS: readonly string[] = [...FAILED_SIGN_IN_ACTIONS, 'LOCKOUT'];
/** A delete action, as a regular expression both JavaScript and PostgreSQL read the same way. */
export const DELETE_ACTION_PATTERN = '_(DELETED|REVOKED)$';
const deleteAction = new RegExp(DELETE_ACTION_PATTERN);

export function outcomeSuffix(outcome: string): string {
  return OUTCOME_SUFFIXES[outcome] ?? `_${outcome.toUpperCase()}`;
}

/** The action name of an auth event type and outcome. */
export function securityAction(type: string, outcome: string): string {
  const named = NAMED_ACTIONS.find((n) => n.type === type && n.outcome === outcome);
  return named ? named.action : `${type.toUpperCase()}${outcomeSuffix(outcome)}`;
}

export function securityRiskLevel(action: string): RiskLevel {
  if (HIGH_RISK_ACTIONS.includes(action)) return 'high';
  if (deleteAction.test(action)) return 'medium';
  return 'low';
}

const RESOURCE_BY_TYPE: Readonly<Record<string, string>> = {
  sign_up: 'account',
  account_deleted: 'account',
  data_export: 'account',
  password_change: 'password',
  password_reset_requested: 'password',
  password_reset_used: 'password',
  sign_in: 'session',
  sign_out: 'session',
  lockout: 'session',
  session_revoked: 'session',
  admin_access: 'admin',
  admin_access_denied: 'admin',
  role_changed: 'users',
  user_updated: 'users',
  user_banned: 'users',
  user_unbanned: 'users',
  role_created: 'roles',
  role_updated: 'roles',
  role_deleted: 'roles',
  settings_changed: 'settings',
};

const RESOURCE_BY_PREFIX: readonly (readonly [string, string])[] = [
  ['two_factor_', 'two_factor'],
  ['driver_application_', 'drivers'],
  ['contact_message_', 'messages'],
  ['booking_', 'bookings'],
];

/** What an event is about: account, password, session, two_factor, admin, users, roles, settings, drivers, messages, bookings, or the type's first word. */
export function securityResource(type: string): string {
  const byPrefix = RESOURCE_BY_PREFIX.find(([prefix]) => type.startsWith(prefix));
  return RESOURCE_BY_TYPE[type] ?? byPrefix?.[1] ?? type.split('_')[0] ?? type;
}

/** The actions the server writes today, for the Security log's action filter (others still filter by name). */
export const KNOWN_SECURITY_ACTIONS: readonly string[] = [
  'SIGN_UP',
  'SIGN_IN',
  ...FAILED_SIGN_IN_ACTIONS,
  'LOCKOUT',
  'SIGN_OUT',
  'PASSWORD_RESET_REQUESTED',
  'PASSWORD_RESET_REQUESTED_IGNORED',
  'PASSWORD_RESET_USED',
  'PASSWORD_RESET_USED_FAILED',
  'PASSWORD_CHANGE',
  'PASSWORD_CHANGE_FAILED',
  'SESSION_REVOKED',
  'ACCOUNT_DELETED',
  'DATA_EXPORT',
  'TWO_FACTOR_VERIFY',
  'TWO_FACTOR_CODE_RESENT',
  'TWO_FACTOR_ENABLED',
  'TWO_FACTOR_DISABLED',
  'TWO_FACTOR_RECOVERY_CODES',
  'ADMIN_ACCESS',
  'ADMIN_ACCESS_DENIED',
  'USER_ROLE_CHANGED',
  'USER_UPDATED',
  'USER_BANNED',
  'USER_UNBANNED',
  'ROLE_CREATED',
  'ROLE_UPDATED',
  'ROLE_DELETED',
  'SETTINGS_CHANGED',
  'DRIVER_APPLICATION_UPDATED',
  'DRIVER_APPLICATION_APPROVED',
  'DRIVER_APPLICATION_REJECTED',
  'CONTACT_MESSAGE_REPLIED',
  'CONTACT_MESSAGE_STATUS_CHANGED',
  'BOOKING_CANCELLED_BY_STAFF',
];
