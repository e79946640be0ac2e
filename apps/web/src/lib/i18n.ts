import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import common from '@web/locales/en/common.json';

export const supportedLanguages = ['en'] as const;

/** The namespace of form and API validation texts: loaded with every page but the home page. */
export const VALIDATION_NS = 'validation';

/**
 * English is the catalogue the app reads today. `common` (shell, errors) ships with the first paint;
 * every other namespace is loaded with the route (or dialog) that needs it. Validation texts come
 * from contracts, the same catalogue the server answers with. The Spanish, French, German and
 * Japanese catalogues beside it are kept complete by a test and load once the language setting
 * chooses them; until then the import names English only, so the build maps no other files.
 */
const loadNamespace = (_lng: string, ns: string) =>
  ns === VALIDATION_NS
    ? import('@escazo/contracts/messages').then((m) => m.validationMessages)
    : import(`../locales/en/${ns}.json`);

void i18next
  .use(initReactI18next)
  .use(resourcesToBackend(loadNamespace))
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: supportedLanguages,
    ns: ['common'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: { en: { common } },
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
