import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Map, Search, Tag } from 'lucide-react';
import { paths } from '@web/config/paths.ts';

const actions = [
  { key: 'search', to: paths.search, Icon: Search },
  { key: 'planTrip', to: paths.planTrip, Icon: Map },
  { key: 'deals', to: paths.deals, Icon: Tag },
] as const;

/** Where a signed-in traveller usually goes next. */
export function QuickActions() {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="quick-actions-heading" className="space-y-3">
      <h2 id="quick-actions-heading" className="text-lg font-bold text-slate-900">
        {t('overview.quickActions')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {actions.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full items-start gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] transition-colors hover:border-primary-300"
            >
              <span className="grid size-10 shrink-0 place-content-center rounded-xl bg-primary-50 text-primary-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-semibold text-slate-900">
                  {t(`overview.actions.${key}.title`)}
                  <ArrowRight
                    className="size-4 text-primary-700 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                    aria-hidden="true"
                  />
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">{t(`overview.actions.${key}.body`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
