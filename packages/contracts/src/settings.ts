import { z } from 'zod';
import { supportPolicy } from './support.ts';

/** GET /api/settings/public (no sign-in; cached briefly): what the site shows from the admin Settings. */
export const publicSettingsSchema = z.object({
  supportHours: z.string(),
  supportPhone: z.string(),
  /** Shown as a banner on every page; '' means none. */
  siteNotice: z.string(),
  signupsOpen: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** What the site shows before the settings arrive, and the settings' defaults. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  supportHours: supportPolicy.phoneHours,
  supportPhone: supportPolicy.phone,
  siteNotice: '',
  signupsOpen: true,
};

/** The answer to a sign-up (password or first social sign-in) while sign-ups are closed: 403 SIGNUPS_CLOSED. */
export const SIGNUPS_CLOSED_MESSAGE = 'New sign-ups are closed at the moment.';
