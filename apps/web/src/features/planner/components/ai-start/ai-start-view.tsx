import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@escazo/contracts/planning';
import { Container } from '@escazo/ui/container';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { paths } from '@web/config/paths.ts';
import { toast } from '@web/lib/toast.ts';
import { useDestinations } from '../../api/destinations.ts';
import { useReducedMotion } from '../../hooks/use-reduced-motion.ts';
import { pickInspiration } from '../../utils/inspiration.ts';
import { quickStartValuesOf, readPrefill } from '../../utils/prefill.ts';
import { PlanResult } from '../plan-result.tsx';
import { AiStartHero } from './ai-start-hero.tsx';
import { ClosingCta } from './closing-cta.tsx';
import { EngineExplainer } from './engine-explainer.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { InspirationCarousel } from './inspiration-carousel.tsx';
import { InspirationGrid } from './inspiration-grid.tsx';
import { QuickStartForm } from './quick-start-form.tsx';

/** /ai-start-planning: hero, quick start, feature cards, Get Inspired, the explainer and the closing call. */
export function AiStartView() {
  const { t } = useTranslation('planner');
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const reducedMotion = useReducedMotion();
  const quickStart = useRef<HTMLElement>(null);
  const quickStartHeading = useRef<HTMLHeadingElement>(null);
  const inspiration = useRef<HTMLElement>(null);
  const inspirationHeading = useRef<HTMLHeadingElement>(null);
  const [picked, setPicked] = useState<{ name: string; at: number } | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [initial] = useState(() => quickStartValuesOf(readPrefill(searchParams, location.state)));
  const destinations = useDestinations();
  const inspirations = pickInspiration(destinations.data ?? []);

  const scrollTo = (section: HTMLElement | null) =>
    section?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  /** Takes the reader (and keyboard focus) to a section by its heading. */
  const goTo = (section: HTMLElement | null, heading: HTMLHeadingElement | null) => {
    heading?.focus({ preventScroll: true });
    scrollTo(section);
  };
  const startQuickly = () => goTo(quickStart.current, quickStartHeading.current);

  // A feature card (or another page) names what to show: the quick start or the local guides.
  const feature = (location.state as { feature?: unknown } | null)?.feature;
  useEffect(() => {
    if (feature === 'itinerary') quickStartHeading.current?.focus({ preventScroll: true });
    else if (feature === 'local') inspirationHeading.current?.focus({ preventScroll: true });
    const section = feature === 'itinerary' ? quickStart.current : feature === 'local' ? inspiration.current : null;
    section?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    // Only a new navigation moves the page, not a change of the motion setting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [feature, location.key]);

  // Picking a destination fills the quick start; the form then takes focus to the dates.
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
      <AiStartHero onStart={startQuickly} />
      <Container className="space-y-16 pb-20">
        <section
          id="quick-start"
          ref={quickStart}
          aria-labelledby="quick-start-heading"
          className="scroll-mt-24 rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
        >
          <h2
            id="quick-start-heading"
            ref={quickStartHeading}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus:outline-none"
          >
            {t('quickStart.title')}
          </h2>
          <p className="mb-6 mt-2 text-slate-700">{t('quickStart.lead')}</p>
          <QuickStartForm initial={initial} picked={picked} onPlanned={onPlanned} />
        </section>
        {plan ? <PlanResult plan={plan} /> : null}
        <FeatureCards />
        <section
          id="get-inspired"
          ref={inspiration}
          aria-labelledby="inspiration-heading"
          className="scroll-mt-24 space-y-6"
        >
          <div>
            <h2
              id="inspiration-heading"
              ref={inspirationHeading}
              tabIndex={-1}
              className="text-2xl font-bold text-slate-900 focus:outline-none"
            >
              {t('inspiration.title')}
            </h2>
            <p className="mt-2 text-slate-700">{t('inspiration.lead')}</p>
          </div>
          {destinations.isPending ? <LoadingRows rows={3} /> : null}
          {destinations.isError ? (
            <LoadError error={destinations.error} onRetry={() => void destinations.refetch()} />
          ) : null}
          {destinations.isSuccess && inspirations.length === 0 ? (
            <p className="text-slate-700">{t('inspiration.empty')}</p>
          ) : null}
          {inspirations.length > 0 ? (
            <>
              <InspirationCarousel destinations={inspirations} onSelect={select} />
              <InspirationGrid destinations={inspirations} onSelect={select} />
            </>
          ) : null}
        </section>
        <EngineExplainer />
        <ClosingCta onStart={startQuickly} />
      </Container>
    </>
  );
}
