import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { paths } from '@web/config/paths.ts';

/** Closing call to action on the why-choose page: 'Join' (sign-up) and a way to browse first. */
export function JoinCta() {
  const { t } = useTranslation('marketing');
  return (
    <section aria-labelledby="why-cta" className="pb-20">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-[var(--radius-card)] bg-gradient-to-br from-primary-800 to-primary-700 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="why-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('whyChoose.ctaTitle')}
            </h2>
            <p className="mt-2 text-primary-50">{t('whyChoose.ctaText')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            {/* The auth dialog arrives with the accounts work; until then 'Join' opens the sign-up page. */}
            <Button asChild variant="accent" size="lg">
              <Link to={paths.signup}>{t('whyChoose.join')}</Link>
            </Button>
            <Button asChild variant="onDark" size="lg">
              <Link to={paths.explore}>{t('whyChoose.explore')}</Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
