import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Zap } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { paths } from '@web/config/paths.ts';
import { ImageWithFallback } from './image-with-fallback.tsx';

export const driversHeroImage = { src: '/media/scenes/drivers-hero.svg', fallback: '/media/scenes/electric-road.svg' };

export function DriverHero() {
  const { t } = useTranslation('drivers');
  return (
    <header className="bg-gradient-to-b from-primary-50 to-white py-12 sm:py-16">
      <Container className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-700">
            <Zap className="size-4" aria-hidden="true" />
            {t('landing.eyebrow')}
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900 sm:text-[length:var(--text-display)] sm:leading-[var(--text-display--line-height)]">
            {t('landing.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">{t('landing.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={paths.application}>{t('landing.apply')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#driver-requirements">{t('landing.seeRequirements')}</a>
            </Button>
          </div>
        </div>
        <ImageWithFallback
          src={driversHeroImage.src}
          fallbackSrc={driversHeroImage.fallback}
          alt={t('landing.heroAlt')}
          width={800}
          height={500}
          className="h-auto w-full rounded-[var(--radius-card)] shadow-[var(--shadow-raised)]"
        />
      </Container>
    </header>
  );
}
