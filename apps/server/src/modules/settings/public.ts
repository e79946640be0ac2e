// What other code may use of the site settings.
export { siteSettingsPlugin } from './plugin.ts';
export { publicSettingsRoutes } from './routes.ts';
export { SiteSettings, signupsClosedError, type CurrentSettings, type SettingsChange } from './service.ts';
export type { SiteSettingValues } from './definitions.ts';
