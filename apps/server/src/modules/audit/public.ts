// What other modules may use of the audit trail.
export { recordAuthEvent, type AuthEvent, type AuthEventType } from './audit.ts';
