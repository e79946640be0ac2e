import { useTranslation } from 'react-i18next';
import { NewsletterTokenResult } from '@web/features/deals/components/newsletter-token-result.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function NewsletterUnsubscribePage() {
  const { t } = useTranslation('deals');
  useDocumentTitle(t('unsubscribe.documentTitle'));
  return <NewsletterTokenResult action="unsubscribe" />;
}
