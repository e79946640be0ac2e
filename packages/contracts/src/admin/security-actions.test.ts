import { describe, expect, it } from 'vitest';
import { KNOWN_SECURITY_ACTIONS, securityAction, securityResource, securityRiskLevel } from './security-actions.ts';

describe('security log action names', () => {
  it('upper-cases the type and names an outcome other than success', () => {
    expect(securityAction('sign_in', 'success')).toBe('SIGN_IN');
    expect(securityAction('sign_in', 'failure')).toBe('SIGN_IN_FAILED');
    expect(securityAction('sign_in', 'locked')).toBe('SIGN_IN_LOCKED');
    expect(securityAction('password_reset_requested', 'ignored')).toBe('PASSWORD_RESET_REQUESTED_IGNORED');
    expect(securityAction('user_banned', 'success')).toBe('USER_BANNED');
    expect(securityAction('some_new_event', 'pending')).toBe('SOME_NEW_EVENT_PENDING');
  });

  it('keeps the documented names where the type already says how it ended', () => {
    expect(securityAction('lockout', 'locked')).toBe('LOCKOUT');
    expect(securityAction('admin_access', 'success')).toBe('ADMIN_ACCESS');
    expect(securityAction('admin_access_denied', 'failure')).toBe('ADMIN_ACCESS_DENIED');
    expect(securityAction('two_factor_verify', 'ignored')).toBe('TWO_FACTOR_CODE_RESENT');
    expect(securityAction('role_changed', 'success')).toBe('USER_ROLE_CHANGED');
  });

  it('says what an event is about', () => {
    expect(securityResource('sign_in')).toBe('session');
    expect(securityResource('two_factor_enabled')).toBe('two_factor');
    expect(securityResource('role_deleted')).toBe('roles');
    expect(securityResource('driver_application_approved')).toBe('drivers');
    expect(securityResource('booking_cancelled_by_staff')).toBe('bookings');
    expect(securityResource('mystery')).toBe('mystery');
  });
});

describe('security log risk level', () => {
  it('is high for a failed sign-in at either step and for the lockout it causes', () => {
    for (const action of [
      'SIGN_IN_FAILED',
      'SIGN_IN_LOCKED',
      'TWO_FACTOR_VERIFY_FAILED',
      'TWO_FACTOR_VERIFY_LOCKED',
      'LOCKOUT',
    ]) {
      expect(securityRiskLevel(action), action).toBe('high');
    }
  });

  it('is medium for a delete action', () => {
    for (const action of ['ACCOUNT_DELETED', 'ROLE_DELETED', 'SESSION_REVOKED'])
      expect(securityRiskLevel(action), action).toBe('medium');
  });

  it('is low otherwise, failed or not', () => {
    for (const action of [
      'SIGN_IN',
      'ADMIN_ACCESS_DENIED',
      'PASSWORD_CHANGE_FAILED',
      'USER_BANNED',
      'ROLE_CREATED',
      'DELETED_SOMETHING_ELSE',
    ]) {
      expect(securityRiskLevel(action), action).toBe('low');
    }
  });

  it('names every known action by the same rule', () => {
    for (const action of KNOWN_SECURITY_ACTIONS) expect(action).toMatch(/^[A-Z][A-Z0-9_]*$/);
    expect(new Set(KNOWN_SECURITY_ACTIONS).size).toBe(KNOWN_SECURITY_ACTIONS.length);
  });
});
