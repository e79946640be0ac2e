import { useTranslation } from 'react-i18next';
import { Container } from '@escazo/ui/container';

/** The page's heading block. */
export function DealsHero() {
  const { t } = useTranslation('deals');
  return (
    <section className="bg-gradient-to-br from-primary-950 via-primary-900 to-primary-700 py-14 text-white sm:py-20">
      <Container>
        <p className="text-sm font-semibold uppercase tracking-widest text-primary-200">{t('hero.eyebrow')}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-primary-50">{t('hero.lead')}</p>
      </Container>
    </section>
  );
}
