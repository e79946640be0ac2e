import type { FastifyRequest } from 'fastify';
import type { Db } from '@server/db/client.ts';
import { recordAuthEvent, type AuthEventType } from '../audit/public.ts';
import { clientInfo } from '../auth/public.ts';

/**
 * Writes an admin action to the security trail (auth_events): about the target user (userId,
 * email), with the acting administrator in details (actorId, actorEmail).
 */
export async function recordAdminEvent(
  db: Db,
  request: FastifyRequest,
  event: {
    type: AuthEventType;
    outcome?: 'success' | 'failure';
    target?: { id: string; email: string } | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  const actor = request.user;
  await recordAuthEvent(db, {
    type: event.type,
    outcome: event.outcome ?? 'success',
    userId: event.target?.id ?? actor?.id ?? null,
    email: event.target?.email ?? actor?.email ?? null,
    ...clientInfo(request),
    details: { ...event.details, actorId: actor?.id ?? null, actorEmail: actor?.email ?? null },
  });
}
