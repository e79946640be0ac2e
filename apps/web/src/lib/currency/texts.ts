import texts from '@web/locales/en/currency.json';
import { i18n } from '../i18n.ts';

/** The currency texts ship with the shell (the header's switcher), so they never suspend a render. */
export const CURRENCY_NS = 'currency';
if (!i18n.hasResourceBundle('en', CURRENCY_NS)) i18n.addResourceBundle('en', CURRENCY_NS, texts);
