import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@escazo/contracts/planning';
import { Container } from '@escazo/ui/container';
import { LoadError, LoadingRows } from '../../../../components/feedback/query-state.tsx';
import { paths } from '../../../../config/paths.ts';
import { toast } from '../../../../lib/toast.ts';
import { useDestinations } from '../../api/destinations.ts';
import { pickInspiration } from '../../utils/inspiration.ts';
import { readPrefill } from '../../utils/prefill.ts';
import { PlanResult } from '../plan-result.tsx';
import { AiStartHero } from './ai-start-hero.tsx';
import { ClosingCta } from './closing-cta.tsx';
import { EngineExplainer } from './engine-explainer.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { InspirationCarousel } from './inspiration-carousel.tsx';
import { InspirationGrid } from './inspiration-grid.tsx';
import { QuickStartForm } from './quick-start-form.tsx';

const scrollTo = (element: HTMLElement | null) => element?.scrollIntoView({ behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });

/** /ai-start-planning: hero, quick start, feature cards, Get Inspired, the explainer and the closing call. */
export function AiStartView() {
  const { t } = useTranslation('planner');
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const quickStart = useRef<HTMLElement>(null);
  const inspiration = useRef<HTMLElement>(null);
  const [picked, setPicked] = useState<{ name: string; at: number } | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [initial] = useState(() => {
    const prefill = readPrefill(searchParams, location.state);
    return {
      ...(prefill.destination ? { destination: prefill.destination } : {}),
      ...(prefill.startDate && prefill.endDate ? { dates: `${prefill.startDate} to ${prefill.endDate}` } : {}),
      ...(prefill.budget ? { budget: prefill.budget } : {}),
    };
  });
  const destinations = useDestinations();
  const inspirations = pickInspiration(destinations.data ?? []);

  // A feature card (or another page) names what to show: the quick start or the local guides.
  const feature = (location.state as { feature?: unknown } | null)?.feature;
  useEffect(() => {
    if (feature === 'itinerary') scrollTo(quickStart.current);
    else if (feature === 'local') scrollTo(inspiration.current);
  }, [feature, location.key]);

  const select = (name: string) => {
    setPicked({ name, at: Date.now() });
    toast.success(t('inspiration.selected', { destination: name }));
    scrollTo(quickStart.current);
  };
  const onPlanned = (next: Plan) => {
    if (next.saved) void navigate(paths.itineraryOf(next.id));
    else setPlan(next);
  };

  return (
    <>
      <AiStartHero onStart={() => scrollTo(quickStart.current)} />
      <Container className="space-y-16 pb-20">
        <section id="quick-start" ref={quickStart} aria-labelledby="quick-start-heading" className="scroll-mt-24 rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
          <h2 id="quick-start-heading" className="text-2xl font-bold text-slate-900">{t('quickStart.title')}</h2>
          <p className="mb-6 mt-2 text-slate-700">{t('quickStart.lead')}</p>
          <QuickStartForm initial={initial} picked={picked} onPlanned={onPlanned} />
        </section>
        {plan ? <PlanResult plan={plan} /> : null}
        <FeatureCards />
        <section id="get-inspired" ref={inspiration} aria-labelledby="inspiration-heading" className="scroll-mt-24 space-y-6">
          <div>
            <h2 id="inspiration-heading" className="text-2xl font-bold text-slate-900">{t('inspiration.title')}</h2>
            <p className="mt-2 text-slate-700">{t('inspiration.lead')}</p>
          </div>
          {destinations.isPending ? <LoadingRows rows={3} /> : null}
          {destinations.isError ? <LoadError error={destinations.error} onRetry={() => void destinations.refetch()} /> : null}
          {inspirations.length > 0 ? (
            <>
              <InspirationCarousel destinations={inspirations} onSelect={select} />
              <InspirationGrid destinations={inspirations} onSelect={select} />
            </>
          ) : null}
        </section>
        <EngineExplainer />
        <ClosingCta onStart={() => scrollTo(quickStart.current)} />
      </Container>
    </>
  );
}
