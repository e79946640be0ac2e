import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPinned, PiggyBank, Route } from 'lucide-react';
import { paths } from '@web/config/paths.ts';

const cards = [
  { key: 'itinerary', icon: Route, to: paths.aiStartPlanning },
  { key: 'budget', icon: PiggyBank, to: paths.budgetAi },
  { key: 'local', icon: MapPinned, to: paths.aiStartPlanning },
] as const;

/**
 * AI Itineraries, Budget-Friendly and Local Insights: links that open their page at once with
 * `feature` in the navigation state; on the page they are already on, they replace the entry.
 */
export function FeatureCards() {
  const { t } = useTranslation('planner');
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="feature-cards-heading">
      <h2 id="feature-cards-heading" className="sr-only">
        {t('features.heading')}
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {cards.map(({ key, icon: Icon, to }) => (
          <li key={key}>
            <Link
              to={to}
              state={{ feature: key }}
              replace={pathname === to}
              className="flex h-full w-full flex-col items-start rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 text-left shadow-[var(--shadow-card)] transition-colors hover:border-primary-300"
            >
              <span
                className="grid size-11 place-content-center rounded-full bg-primary-50 text-primary-700"
                aria-hidden="true"
              >
                <Icon className="size-5" />
              </span>
              <span className="mt-4 text-lg font-semibold text-slate-900">{t(`features.${key}.title`)}</span>
              <span className="mt-1 text-sm text-slate-700">{t(`features.${key}.text`)}</span>
              <span className="mt-4 text-sm font-semibold text-primary-700">{t(`features.${key}.action`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
