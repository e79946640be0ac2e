import { securityAction, securityResource, securityRiskLevel, type SecurityEvent } from '@escazo/contracts/admin';
import type { SecurityEventRow } from './repository.ts';

export function presentSecurityEvent(row: SecurityEventRow): SecurityEvent {
  const action = securityAction(row.type, row.outcome);
  return {
    id: row.id,
    userId: row.userId,
    userEmail: row.email,
    userName: row.userName,
    action,
    resource: securityResource(row.type),
    timestamp: row.createdAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    success: row.outcome === 'success',
    details:
      row.details && typeof row.details === 'object' && !Array.isArray(row.details)
        ? (row.details as Record<string, unknown>)
        : null,
    riskLevel: securityRiskLevel(action),
  };
}
