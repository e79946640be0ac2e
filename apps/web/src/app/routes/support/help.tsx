import { useTranslation } from 'react-i18next';
import { Container } from '@escazo/ui/container';
import { HelpContactOptions } from '@web/features/support/components/help-contact-options.tsx';
import { HelpFaqsCta } from '@web/features/support/components/help-faqs-cta.tsx';
import { HelpSearch } from '@web/features/support/components/help-search.tsx';
import { HelpTopicCards } from '@web/features/support/components/help-topic-cards.tsx';

export default function HelpPage() {
  const { t } = useTranslation('support');
  return (
    <>
      <header className="bg-gradient-to-b from-primary-50 to-white py-12 sm:py-16">
        <Container className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('help.title')}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">{t('help.lead')}</p>
          <div className="mt-8 text-left">
            <HelpSearch />
          </div>
        </Container>
      </header>
      <Container className="space-y-16 pb-16">
        <HelpTopicCards />
        <HelpContactOptions />
        <HelpFaqsCta />
      </Container>
    </>
  );
}
