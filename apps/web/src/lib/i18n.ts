import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { validationMessages } from '@escazo/contracts/messages';
import common from '@web/locales/en/common.json';

export const supportedLanguages = ['en'] as const;

/**
 * English is the catalogue today. `common` (shell, errors) ships with the first paint; every
 * other namespace is loaded with the route that needs it. Validation texts come from contracts,
 * the same catalogue the server answers with.
 */
void i18next
  .use(initReactI18next)
  .use(resourcesToBackend((lng: string, ns: string) => import(`../locales/${lng}/${ns}.json`)))
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: supportedLanguages,
    ns: ['common', 'validation'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: { en: { common, validation: validationMessages } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    returnNull: false,
    react: { useSuspense: true },
  });

export const i18n = i18next;

/** Translates an API or schema message key (validation namespace), falling back to the key. */
export function translateValidation(key: string | undefined): string | undefined {
  if (!key) return undefined;
  return i18next.exists(key, { ns: 'validation' }) ? i18next.t(key, { ns: 'validation' }) : key;
}
