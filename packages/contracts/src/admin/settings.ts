import { z } from 'zod';
import { singleLineText } from '../text.ts';
import { publicSettingsSchema } from '../settings.ts';

export const FORM_RATE_LIMIT_PER_HOUR_MAX = 10_000;
const perHour = z.coerce.number().int().min(1, 'field.invalid').max(FORM_RATE_LIMIT_PER_HOUR_MAX, 'field.invalid');

/**
 * The admin Settings (settings:manage): the public ones, and the hourly limits of the contact and
 * driver-application forms per client address. Defaults are the site's behaviour without settings.
 */
export const adminSettingsSchema = publicSettingsSchema.extend({
  contactFormPerHour: z.number().int(),
  driverFormPerHour: z.number().int(),
  updatedAt: z.iso.datetime().nullable(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** PUT /api/admin/settings: every setting at once; answers the saved AdminSettings. */
export const adminSettingsUpdateSchema = z.object({
  supportHours: singleLineText().min(1, 'field.invalid').max(100, 'field.tooLong'),
  supportPhone: singleLineText()
    .min(3, 'field.invalid')
    .max(40, 'field.tooLong')
    .regex(/^[+\d][\d\s().-]*$/, 'field.invalid'),
  siteNotice: singleLineText().max(300, 'field.tooLong'),
  contactFormPerHour: perHour,
  driverFormPerHour: perHour,
  signupsOpen: z.boolean(),
});
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdateSchema>;
