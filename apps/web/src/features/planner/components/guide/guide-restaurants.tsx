import { useTranslation } from 'react-i18next';
import type { PlanningPlace } from '@escazo/contracts/planning';
import { formatList, restaurantsOf } from '../../utils/guide.ts';

/** Where to eat: cuisine, price level, meals and neighbourhood. */
export function GuideRestaurants({ places }: { places: PlanningPlace[] }) {
  const { t, i18n } = useTranslation('planner');
  const restaurants = restaurantsOf(places);
  if (restaurants.length === 0) return null;
  return (
    <section aria-labelledby="guide-restaurants-heading">
      <h2 id="guide-restaurants-heading" className="text-2xl font-bold text-slate-900">
        {t('guide.restaurants')}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {restaurants.map((r) => (
          <li key={r.id} id={`place-${r.id}`} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="font-semibold text-slate-900">{r.name}</h3>
              {r.priceLevel ? (
                <span className="tabular shrink-0 text-sm font-semibold text-slate-900">
                  <span aria-hidden="true">{'$'.repeat(r.priceLevel)}</span>
                  <span className="sr-only">{t('guide.priceLevel', { level: r.priceLevel })}</span>
                </span>
              ) : null}
            </div>
            <p className="mt-1 text-xs text-slate-600">
              {[
                r.cuisine,
                r.neighbourhood,
                formatList(
                  r.meals.map((m) => t(`guide.meals.${m}`)),
                  i18n.language,
                  'unit',
                ),
              ]
                .filter(Boolean)
                .join(t('guide.separator'))}
            </p>
            <p className="mt-2 text-sm text-slate-700">{r.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
