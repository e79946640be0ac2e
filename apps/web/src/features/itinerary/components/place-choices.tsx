import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlanningPlace } from '@escazo/contracts/planning';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { hoursOn } from '../utils/catalogue.ts';

/** The places Add Activity offers, as radio buttons: name, neighbourhood, that day's hours, length and price. */
export function PlaceChoices({
  places,
  date,
  register,
  error,
}: {
  places: readonly PlanningPlace[];
  date: string;
  register: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const { t } = useTranslation('itinerary');
  const format = useFormatMoney();
  return (
    <fieldset aria-describedby={error ? 'place-choice-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('add.places')}</legend>
      {error ? (
        <p id="place-choice-error" role="alert" className="mt-1 text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      {places.length ? (
        <ul className="mt-2 max-h-72 space-y-2 overflow-y-auto pr-1" data-testid="place-choices">
          {places.map((place) => {
            const hours = hoursOn(place, date);
            return (
              <li key={place.id}>
                <label className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50">
                  <input type="radio" value={place.id} className="mt-1 size-4 accent-primary-700" {...register} />
                  <span className="min-w-0 text-sm">
                    <span className="block font-semibold text-slate-900">{place.name}</span>
                    <span className="block text-slate-700">
                      {place.neighbourhood} · {t('add.minutes', { count: place.visitMinutes })} ·{' '}
                      {place.price.amount > 0 ? t('add.perPerson', { price: format(place.price) }) : t('item.free')}
                    </span>
                    <span className={hours.length ? 'block text-slate-700' : 'block text-danger-600'}>
                      {hours.length ? t('add.hours', { hours: hours.join(', ') }) : t('add.closed')}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t('add.none')}</p>
      )}
    </fieldset>
  );
}
