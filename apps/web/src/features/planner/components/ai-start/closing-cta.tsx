import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { paths } from '@web/config/paths.ts';

/** The closing call to action: the quick start above, or the full step-by-step planner. */
export function ClosingCta({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('planner');
  return (
    <section
      aria-labelledby="closing-cta-heading"
      className="rounded-[var(--radius-card)] bg-primary-900 px-6 py-12 text-center text-white sm:px-12"
    >
      <h2 id="closing-cta-heading" className="text-3xl font-bold">
        {t('closing.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-primary-50">{t('closing.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="onDark" size="lg" onClick={onStart}>
          {t('closing.quickStart')}
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={paths.planTrip}>{t('closing.planner')}</Link>
        </Button>
      </div>
    </section>
  );
}
