import { supportPolicy } from './support.ts';

/**
 * What the site shows from the admin Settings (GET /api/settings/public). Kept free of zod, so every
 * page can read the defaults without loading the validation library.
 */
export type PublicSettings = {
  supportHours: string;
  supportPhone: string;
  /** Shown as a banner on every page; '' means none. */
  siteNotice: string;
  signupsOpen: boolean;
};

/** What the site shows before the settings arrive, and the settings' defaults. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  supportHours: supportPolicy.phoneHours,
  supportPhone: supportPolicy.phone,
  siteNotice: '',
  signupsOpen: true,
};
