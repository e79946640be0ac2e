import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  notificationInputSchema,
  notificationListSchema,
} from './notifications.ts';
import { schemaErrors } from './test-support/factories.ts';

const valid = {
  kind: 'booking_confirmed',
  title: 'Booking confirmed',
  body: 'Your trip to Lisbon is confirmed.\nCode ESC4KD.',
  link: '/trips/ESC4KD',
};
const errorsOf = (input: Record<string, unknown>) => schemaErrors(notificationInputSchema, input);

describe('notification input schema', () => {
  it('accepts every kind, trims text and keeps line breaks in the body', () => {
    for (const kind of [
      'booking_confirmed',
      'booking_cancelled',
      'booking_refunded',
      'hold_expiring',
      'trip_tomorrow',
      'price-drop',
      'schedule-change',
    ]) {
      expect(errorsOf({ ...valid, kind })).toEqual({});
    }
    expect(notificationInputSchema.parse({ ...valid, title: '  Booking confirmed ' }).title).toBe('Booking confirmed');
    expect(notificationInputSchema.parse(valid).body).toContain('\n');
  });

  it('refuses an unknown kind, empty or too long text and control characters', () => {
    expect(Object.keys(errorsOf({ ...valid, kind: 'price_drop' }))).toEqual(['kind']);
    expect(errorsOf({ ...valid, title: '   ' })).toEqual({ title: ['field.invalid'] });
    expect(errorsOf({ ...valid, title: 'x'.repeat(NOTIFICATION_TITLE_MAX + 1) })).toEqual({ title: ['field.tooLong'] });
    expect(errorsOf({ ...valid, body: 'x'.repeat(NOTIFICATION_BODY_MAX + 1) })).toEqual({ body: ['field.tooLong'] });
    expect(errorsOf({ ...valid, title: 'Booking\u0000confirmed' })).toEqual({ title: ['field.controlCharacters'] });
  });

  it('takes a link inside the app only', () => {
    expect(errorsOf({ ...valid, link: null })).toEqual({});
    expect(errorsOf({ ...valid, link: undefined })).toEqual({});
    for (const link of ['//evil.example/x', 'https://evil.example/x', 'trips/1', 'javascript:alert(1)']) {
      expect(errorsOf({ ...valid, link }), link).toEqual({ link: ['field.invalid'] });
    }
  });
});

describe('notification list schema', () => {
  it('needs a non-negative whole unread count', () => {
    expect(notificationListSchema.safeParse({ notifications: [], unreadCount: 0 }).success).toBe(true);
    expect(notificationListSchema.safeParse({ notifications: [], unreadCount: -1 }).success).toBe(false);
    expect(notificationListSchema.safeParse({ notifications: [], unreadCount: 1.5 }).success).toBe(false);
  });
});
