import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPinned, PiggyBank, Route } from 'lucide-react';
import { paths } from '../../../../config/paths.ts';

/** The cards open their page after this pause, as documented. */
export const FEATURE_CARD_DELAY_MS = 800;

const cards = [
  { key: 'itinerary', icon: Route, to: paths.aiStartPlanning },
  { key: 'budget', icon: PiggyBank, to: paths.budgetAi },
  { key: 'local', icon: MapPinned, to: paths.aiStartPlanning },
] as const;

/** AI Itineraries, Budget-Friendly and Local Insights: each opens its page with `feature` in the navigation state. */
export function FeatureCards() {
  const { t } = useTranslation('planner');
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const open = (key: string, to: string) => {
    window.clearTimeout(timer.current);
    setPending(key);
    timer.current = window.setTimeout(() => {
      setPending(null);
      void navigate(to, { state: { feature: key } });
    }, FEATURE_CARD_DELAY_MS);
  };

  return (
    <section aria-labelledby="feature-cards-heading">
      <h2 id="feature-cards-heading" className="sr-only">{t('features.heading')}</h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {cards.map(({ key, icon: Icon, to }) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => open(key, to)}
              aria-busy={pending === key || undefined}
              className="flex h-full w-full flex-col items-start rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 text-left shadow-[var(--shadow-card)] transition-colors hover:border-primary-300"
            >
              <span className="grid size-11 place-content-center rounded-full bg-primary-50 text-primary-700" aria-hidden="true"><Icon className="size-5" /></span>
              <span className="mt-4 text-lg font-semibold text-slate-900">{t(`features.${key}.title`)}</span>
              <span className="mt-1 text-sm text-slate-700">{t(`features.${key}.text`)}</span>
              <span className="mt-4 text-sm font-semibold text-primary-700">{pending === key ? t('features.opening') : t(`features.${key}.action`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
