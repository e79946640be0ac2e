import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupportPolicy } from '@web/lib/public-settings.ts';
import type { Faq, FaqGroup } from '../utils/search-faqs.ts';

/** The four FAQ categories, in tab order: booking, account, payment, travel. */
export const faqCategories = ['booking', 'account', 'payment', 'travel'] as const;

/** The FAQ content from the `faqs` namespace, with the support figures (phone and hours from the admin Settings) filled in. */
export function useFaqGroups(): FaqGroup[] {
  const { t } = useTranslation('faqs');
  const policy = useSupportPolicy();
  return useMemo(
    () =>
      faqCategories.map((category) => ({
        category,
        label: t(`categories.${category}.label`),
        items: t(`categories.${category}.items`, { returnObjects: true, policy }) as Faq[],
      })),
    [t, policy],
  );
}
