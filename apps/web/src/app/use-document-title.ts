import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@web/lib/i18n.ts';
import type common from '@web/locales/en/common.json';

/** A page's title in the `titles` of the common catalogue, which ships with the first paint. */
export type TitleKey = keyof typeof common.titles;

/** The home page's title is whole ('Escazo — travel, all in one place'); every other page's is 'Flights · Escazo'. */
export function documentTitle(key: TitleKey): string {
  const title = i18n.t(`titles.${key}`);
  return key === 'home' ? title : `${title} · ${i18n.t('brand')}`;
}

/** Sets the tab title ('Dashboard · Escazo') while the page is shown; the previous one comes back after. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${i18n.t('brand')}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/**
 * The title every route declares in the router, set while its page is shown (again when the
 * language changes). A page whose title depends on what it shows (a destination guide) refines it
 * with useDocumentTitle, whose effect runs after this one.
 */
export function RouteTitle({ titleKey }: { titleKey: TitleKey }) {
  useTranslation();
  const title = documentTitle(titleKey);
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return null;
}
