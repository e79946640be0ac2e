import { DEFAULT_PUBLIC_SETTINGS } from '@escazo/contracts/settings';
import { adminSettingsUpdateSchema, type AdminSettingsUpdate } from '@escazo/contracts/admin';
import type { Config } from '@server/config.ts';

/** The site settings, one row per key in `settings` (value: JSON). */
export type SiteSettingValues = AdminSettingsUpdate;
export type SettingKey = keyof SiteSettingValues;
export const SETTING_KEYS = Object.keys(adminSettingsUpdateSchema.shape) as SettingKey[];

/**
 * The values without any saved setting: the texts the site showed before settings existed, and
 * the hourly limits of the contact, newsletter and driver-application forms. Those limits are
 * governed by these settings; until an administrator saves one, each is the server's form limit
 * (FORM_RATE_LIMIT_MAX per 10 minutes) as per hour: six times it.
 */
export function defaultSettings(config: Config): SiteSettingValues {
  const perHour = Math.min(config.rateLimit.formsPerTenMinutes * 6, 10_000);
  return { ...DEFAULT_PUBLIC_SETTINGS, contactFormPerHour: perHour, driverFormPerHour: perHour };
}

/** A stored value that no longer reads as its setting (an older shape) falls back to the default. */
export function readStoredValue<K extends SettingKey>(
  key: K,
  stored: unknown,
  fallback: SiteSettingValues[K],
): SiteSettingValues[K] {
  const parsed = adminSettingsUpdateSchema.shape[key].safeParse(stored);
  return parsed.success ? (parsed.data as SiteSettingValues[K]) : fallback;
}
