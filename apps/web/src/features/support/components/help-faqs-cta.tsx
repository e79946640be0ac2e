import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleHelp } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { paths } from '@web/config/paths.ts';

/** The way to the FAQ page. */
export function HelpFaqsCta() {
  const { t } = useTranslation('support');
  return (
    <section
      aria-labelledby="help-faqs-heading"
      className="flex flex-col gap-5 rounded-[var(--radius-card)] bg-primary-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex gap-4">
        <CircleHelp className="mt-1 size-7 shrink-0 text-primary-200" aria-hidden="true" />
        <div>
          <h2 id="help-faqs-heading" className="text-xl font-bold">
            {t('help.faqsCta.title')}
          </h2>
          <p className="mt-1 text-primary-100">{t('help.faqsCta.body')}</p>
        </div>
      </div>
      <Button asChild variant="onDark" className="self-start sm:self-auto">
        <Link to={paths.faqs}>{t('help.faqsCta.action')}</Link>
      </Button>
    </section>
  );
}
