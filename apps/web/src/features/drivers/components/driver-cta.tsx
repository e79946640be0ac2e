import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { paths } from '@web/config/paths.ts';

export function DriverCta() {
  const { t } = useTranslation('drivers');
  return (
    <section aria-labelledby="driver-cta-heading" className="pb-16">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-[var(--radius-card)] bg-gradient-to-br from-primary-800 to-primary-950 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2 id="driver-cta-heading" className="text-2xl font-bold sm:text-3xl">
              {t('landing.ctaHeading')}
            </h2>
            <p className="mt-2 max-w-xl text-primary-100">{t('landing.ctaText')}</p>
          </div>
          <Button asChild size="lg" variant="onDark">
            <Link to={paths.application}>{t('landing.ctaButton')}</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
