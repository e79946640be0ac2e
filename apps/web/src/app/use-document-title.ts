import { useEffect } from 'react';
import { i18n } from '@web/lib/i18n.ts';

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
