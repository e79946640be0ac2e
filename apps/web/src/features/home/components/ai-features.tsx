import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, CalendarRange, Compass, Sparkles, Wallet, type LucideIcon } from 'lucide-react';
import { Container } from '@escazo/ui/container';
import { homeLinks } from '../utils/home-links.ts';
import { SectionHeading } from './section-heading.tsx';

const features: ReadonlyArray<{ key: string; to: string; icon: LucideIcon }> = [
  { key: 'planner', to: homeLinks.planTrip, icon: Sparkles },
  { key: 'budget', to: homeLinks.budgetAi, icon: Wallet },
  { key: 'itinerary', to: homeLinks.itinerary, icon: CalendarRange },
  { key: 'recommendations', to: homeLinks.recommendations, icon: Compass },
];

/** The four AI helpers, each a whole-card link to its page. */
export function AiFeatures() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="ai-features" className="bg-primary-50/60 py-16 sm:py-20">
      <Container>
        <SectionHeading id="ai-features" title={t('ai.title')} lead={t('ai.lead')} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] transition-shadow duration-200 hover:shadow-[var(--shadow-raised)]"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary-700 text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-slate-900">{t(`ai.items.${key}.title`)}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{t(`ai.items.${key}.text`)}</p>
                <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-primary-700 group-hover:gap-2">
                  {t('ai.explore')}
                  <ArrowRight className="size-4 transition-all duration-150" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
