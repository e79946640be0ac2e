import { useEffect, useMemo, useState } from 'react';
import { i18n } from '@web/lib/i18n.ts';
import { useSupportPolicy } from '@web/lib/public-settings.ts';
import type { HelpFaq } from '../utils/search-help.ts';

type FaqCategories = Record<string, { label: string; items: Array<{ id: string; question: string; answer: string }> }>;

/**
 * The FAQ questions, for the Help Center search. The `faqs` namespace is not part of the help
 * route, so it is loaded the first time a search needs it; until then this returns null.
 */
export function useHelpFaqs(enabled: boolean): HelpFaq[] | null {
  const [ready, setReady] = useState(() => i18n.hasLoadedNamespace('faqs'));
  const policy = useSupportPolicy();

  useEffect(() => {
    if (!enabled || ready) return;
    let active = true;
    void i18n.loadNamespaces('faqs').then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [enabled, ready]);

  return useMemo(() => {
    if (!ready) return null;
    const categories = i18n.t('categories', { ns: 'faqs', returnObjects: true, policy }) as FaqCategories;
    return Object.values(categories).flatMap(({ label, items }) => items.map((item) => ({ ...item, category: label })));
  }, [ready, policy]);
}
