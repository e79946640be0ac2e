import { useTranslation } from 'react-i18next';
import type { PlanningPlace } from '@escazo/contracts/planning';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { groupSights } from '../../utils/guide.ts';

/** Attractions and experiences, grouped by interest: what each is, where, how long, what it costs. */
export function GuideSights({ places }: { places: PlanningPlace[] }) {
  const { t } = useTranslation('planner');
  const format = useFormatMoney();
  const groups = groupSights(places);
  return (
    <section aria-labelledby="guide-sights-heading">
      <h2 id="guide-sights-heading" className="text-2xl font-bold text-slate-900">
        {t('guide.sights')}
      </h2>
      <div className="mt-6 space-y-8">
        {groups.map((group) => (
          <div key={group.interest}>
            <h3 className="text-lg font-semibold text-primary-800">{t(`interests.${group.interest}`)}</h3>
            <ul className="mt-3 grid gap-4 md:grid-cols-2">
              {group.places.map((place) => (
                <li
                  key={place.id}
                  id={`place-${place.id}`}
                  className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4"
                >
                  <div className="flex items-baseline justify-between gap-3">
                    <h4 className="font-semibold text-slate-900">{place.name}</h4>
                    <span className="tabular shrink-0 text-sm font-semibold text-slate-900">
                      {place.price.amount === 0 ? t('plan.free') : format(place.price)}
                    </span>
                  </div>
                  <p className="mt-1 text-xs text-slate-600">
                    {t('guide.placeMeta', {
                      neighbourhood: place.neighbourhood,
                      minutes: place.visitMinutes,
                      kind: t(`guide.kinds.${place.kind}`),
                    })}
                  </p>
                  <p className="mt-2 text-sm text-slate-700">{place.description}</p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
