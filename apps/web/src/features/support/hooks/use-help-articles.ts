import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupportPolicy } from '@web/lib/public-settings.ts';
import { helpTopics, type HelpArticle } from '../utils/help-topics.ts';

/** All six articles from the `support` namespace, with the support figures filled in. */
export function useHelpArticles(): HelpArticle[] {
  const { t } = useTranslation('support');
  const policy = useSupportPolicy();
  return useMemo(
    () =>
      helpTopics.map((topic) => ({
        topic,
        ...(t(`topics.${topic}`, { returnObjects: true, policy }) as Omit<HelpArticle, 'topic'>),
      })),
    [t, policy],
  );
}
