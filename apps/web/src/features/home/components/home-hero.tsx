import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Sparkles, Tag } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { homeLinks } from '../utils/home-links.ts';

/** Decorative route map: dotted flight paths between glowing cities. Inline, so it paints at once. */
function HeroArt() {
  return (
    <svg
      viewBox="0 0 480 320"
      className="absolute -right-24 top-6 hidden w-[36rem] opacity-90 lg:block"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="300" cy="170" r="150" fill="url(#hero-glow)" />
      <g fill="none" stroke="#a4e6f0" strokeWidth="2" strokeDasharray="2 8" strokeLinecap="round">
        <path d="M70 250C150 90 300 60 420 120" />
        <path d="M120 280C220 210 300 210 380 250" />
        <path d="M200 60C240 130 300 160 430 190" />
      </g>
      <path d="M404 108l22 10-20 8 4-9z" fill="#ff6f37" />
      {[
        [70, 250],
        [420, 120],
        [120, 280],
        [380, 250],
        [200, 60],
        [430, 190],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="11" fill="#66d1e3" opacity="0.25" />
          <circle cx={x} cy={y} r="4.5" fill="#fff" />
        </g>
      ))}
      <defs>
        <radialGradient id="hero-glow">
          <stop offset="0" stopColor="#22b3cc" stopOpacity="0.35" />
          <stop offset="1" stopColor="#22b3cc" stopOpacity="0" />
        </radialGradient>
      </defs>
    </svg>
  );
}

export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary-950 via-primary-900 to-primary-700 pb-40 pt-14 text-white sm:pt-20">
      <HeroArt />
      <Container className="relative">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary-200">{t('hero.eyebrow')}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-display">
          {t('hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-primary-50">{t('hero.lead')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild variant="accent" size="lg">
            <Link to={homeLinks.planTrip}>
              <Sparkles aria-hidden="true" />
              {t('hero.planWithAi')}
            </Link>
          </Button>
          <Button asChild variant="onDark" size="lg">
            <Link to={homeLinks.deals}>
              <Tag aria-hidden="true" />
              {t('hero.searchDeals')}
            </Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
