import { useEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { paths } from '@web/config/paths.ts';
import { useReducedMotion } from '../../hooks/use-reduced-motion.ts';
import type { InspirationDestination } from '../../utils/inspiration.ts';

/** The carousel moves on every 7 s, looping. */
export const CAROUSEL_INTERVAL_MS = 7000;

/**
 * Get Inspired: one destination at a time, with pause, previous and next. It stands still while
 * paused, while the pointer is over it and while focus is inside it.
 */
export function InspirationCarousel({
  destinations,
  onSelect,
}: {
  destinations: InspirationDestination[];
  onSelect: (name: string) => void;
}) {
  const { t } = useTranslation('planner');
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = destinations.length;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [rotating, count]);

  // Focus moving between the carousel's own controls does not resume it.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const current = destinations[index % Math.max(count, 1)];
  if (!current) return null;
  const move = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <section
      aria-roledescription={t('inspiration.carousel')}
      aria-label={t('inspiration.carouselLabel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]"
    >
      <div className="grid md:grid-cols-2" aria-live={rotating ? 'off' : 'polite'}>
        <img
          src={current.image}
          alt=""
          width={800}
          height={500}
          className="aspect-[8/5] w-full bg-primary-100 object-cover"
        />
        <div
          role="group"
          aria-roledescription={t('inspiration.slide')}
          aria-label={t('inspiration.slideLabel', { index: index + 1, count, name: current.name })}
          className="flex flex-col justify-center gap-3 p-6 sm:p-8"
        >
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{current.country}</p>
          <h3 className="text-2xl font-bold text-slate-900">{current.name}</h3>
          <p className="text-slate-700">{current.description}</p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button onClick={() => onSelect(current.name)}>{t('inspiration.planHere', { name: current.name })}</Button>
            <Button asChild variant="outline">
              <Link to={paths.blog(current.name)}>{t('inspiration.readGuide', { name: current.name })}</Link>
            </Button>
          </div>
        </div>
      </div>
      <div className="flex items-center justify-between border-t border-slate-100 px-4 py-3">
        <Button variant="ghost" size="sm" onClick={() => setPlaying((p) => !p)}>
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {playing ? t('inspiration.pause') : t('inspiration.play')}
        </Button>
        <span className="tabular text-sm text-slate-700">{t('inspiration.position', { index: index + 1, count })}</span>
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" aria-label={t('inspiration.previous')} onClick={() => move(-1)}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={t('inspiration.next')} onClick={() => move(1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}
