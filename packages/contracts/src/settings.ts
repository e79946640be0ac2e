import { z } from 'zod';
import type { PublicSettings } from './settings-defaults.ts';

export { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from './settings-defaults.ts';

/** GET /api/settings/public (no sign-in; cached briefly): what the site shows from the admin Settings. */
export const publicSettingsSchema = z.object({
  supportHours: z.string(),
  supportPhone: z.string(),
  siteNotice: z.string(),
  signupsOpen: z.boolean(),
}) satisfies z.ZodType<PublicSettings>;

/** The answer to a sign-up (password or first social sign-in) while sign-ups are closed: 403 SIGNUPS_CLOSED. */
export const SIGNUPS_CLOSED_MESSAGE = 'New sign-ups are closed at the moment.';
