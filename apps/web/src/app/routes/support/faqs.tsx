import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@escazo/ui/container';
import { FaqBrowser } from '@web/features/faqs/components/faq-browser.tsx';
import { FaqMoreHelp } from '@web/features/faqs/components/faq-more-help.tsx';

export default function FaqsPage() {
  const { t } = useTranslation('faqs');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="pb-16">
        <div className="max-w-4xl space-y-12">
          <FaqBrowser />
          <FaqMoreHelp />
        </div>
      </Container>
    </>
  );
}
