import { z } from 'zod';
import { isIsoDay } from '../dates.ts';
import { RISK_LEVELS } from './security-actions.ts';
import { singleLineText } from '../text.ts';

export const SECURITY_EVENTS_PAGE_SIZE = 50;
export const SECURITY_EVENTS_PAGE_SIZE_MAX = 100;
/** The CSV export holds at most this many events, newest first. */
export const SECURITY_EVENTS_CSV_MAX = 10_000;

const isoDay = z.string().refine(isIsoDay, 'field.invalid');
/** Opaque keyset cursor: the last event's timestamp and id (nextCursor of the previous page). */
export const securityEventCursorSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?Z_\d{1,15}$/, 'field.invalid')
  .refine((cursor) => isIsoDay(cursor.slice(0, 10)), 'field.invalid');

/**
 * Filters of GET /api/admin/security-events and GET /api/admin/security-events.csv: risk level,
 * action name (e.g. SIGN_IN_FAILED, see security-actions.ts), the user, and UTC days from/to (inclusive).
 */
export const securityEventFiltersSchema = z
  .object({
    risk: z.enum(RISK_LEVELS).optional(),
    action: singleLineText()
      .regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'field.invalid')
      .optional(),
    userId: z.uuid().optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'admin.dateRange', path: ['to'] });
export type SecurityEventFilters = z.infer<typeof securityEventFiltersSchema>;

/** GET /api/admin/security-events?risk=&action=&userId=&from=&to=&before=&limit=50 (newest first). */
export const securityEventsQuerySchema = z.intersection(
  securityEventFiltersSchema,
  z.object({
    before: securityEventCursorSchema.optional(),
    limit: z.coerce.number().int().min(1).max(SECURITY_EVENTS_PAGE_SIZE_MAX).default(SECURITY_EVENTS_PAGE_SIZE),
  }),
);
export type SecurityEventsQuery = z.infer<typeof securityEventsQuerySchema>;

export const securityEventSchema = z.object({
  id: z.number().int(),
  /** null: no account (e.g. a sign-in with an unknown e-mail) or a deleted one. */
  userId: z.uuid().nullable(),
  /** The e-mail the event was written with, else the account's. */
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  timestamp: z.iso.datetime(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  /** Never passwords, tokens or cookies; admin actions carry actorId and actorEmail. */
  details: z.record(z.string(), z.unknown()).nullable(),
  riskLevel: z.enum(RISK_LEVELS),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityEventsPageSchema = z.object({
  events: z.array(securityEventSchema),
  /** Pass as `before` for the next page; null when there is none. */
  nextCursor: securityEventCursorSchema.nullable(),
});
export type SecurityEventsPage = z.infer<typeof securityEventsPageSchema>;
