// What other modules may use of the audit trail.
export { recordAuthEvent, type AuthEvent, type AuthEventType } from './audit.ts';
export { actionSql, failedSignInSql, riskSql } from './action-sql.ts';
export { authEventsView, countFailedSignIns, failedSignInsPerDay, listUserAuthEvents } from './reads.ts';
