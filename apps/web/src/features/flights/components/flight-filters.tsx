import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flightStops, type FlightResultList, type FlightStops } from '@escazo/contracts/search-flights';
import { Checkbox } from '@escazo/ui/checkbox';
import { Select } from '@escazo/ui/input';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { FiltersPanel } from '../../search/components/filters-panel.tsx';
import { PriceRange } from '../../search/components/price-range.tsx';
import { priceBoundsOf, priceRangeOf } from '../../search/utils/price-range.ts';
import { flightFilterDefaults, type FlightUrlState } from '../utils/flight-url.ts';

type Filters = Pick<FlightUrlState, 'stops' | 'priceMin' | 'priceMax' | 'airlines' | 'departFrom' | 'departTo'>;
type Props = { applied: Filters; facets: FlightResultList['facets'] | undefined; onApply: (filters: Filters) => void };

const hours = Array.from({ length: 25 }, (_, h) => h);
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * Price range, stops, airlines and departure time window. Changes are a draft until Apply
 * Filters; Reset clears both the draft and the search. The price slider's top end (1000) is open.
 */
export function FlightFilters({ applied, facets, onApply }: Props) {
  const { t } = useTranslation('flights');
  const format = useFormatMoney();
  const [draft, setDraft] = useState<Filters>(applied);
  const patch = (p: Partial<Filters>) => setDraft((d) => ({ ...d, ...p }));
  const toggleAirline = (code: string, on: boolean) =>
    patch({ airlines: on ? [...draft.airlines, code].sort() : draft.airlines.filter((c) => c !== code) });
  const price = priceRangeOf(draft);

  return (
    <FiltersPanel
      onApply={() => onApply(draft)}
      onReset={() => {
        const cleared = { ...flightFilterDefaults, airlines: [] };
        setDraft(cleared);
        onApply(cleared);
      }}
    >
      <PriceRange
        legend={t('filters.pricePerPerson')}
        min={price.min}
        max={price.max}
        onChange={(range) => patch(priceBoundsOf(range))}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">{t('filters.stops')}</legend>
        {flightStops.map((stops) => (
          <label key={stops} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="stops"
              className="size-4 accent-primary-700"
              checked={draft.stops === stops}
              onChange={() => patch({ stops: stops as FlightStops })}
            />
            {t(`filters.stopOptions.${stops}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">{t('filters.airlines')}</legend>
        {facets && facets.airlines.length > 0 ? (
          <ul className="max-h-64 space-y-2 overflow-y-auto pr-1">
            {facets.airlines.map((airline) => (
              <li key={airline.code}>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <Checkbox
                    checked={draft.airlines.includes(airline.code)}
                    onCheckedChange={(on) => toggleAirline(airline.code, on === true)}
                  />
                  <span className="min-w-0 flex-1 truncate" data-testid="airline-name">
                    {airline.name}
                  </span>
                  {airline.minPrice ? (
                    <span className="text-xs text-slate-600">{format(airline.minPrice, { whole: true })}</span>
                  ) : null}
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('filters.noAirlines')}</p>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">{t('filters.departure')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <label className="text-xs text-slate-700">
            {t('filters.departFrom')}
            <Select
              value={draft.departFrom}
              onChange={(e) => patch({ departFrom: Number(e.target.value) })}
              className="mt-1 h-10"
            >
              {hours
                .filter((h) => h <= draft.departTo)
                .map((h) => (
                  <option key={h} value={h}>
                    {hourLabel(h)}
                  </option>
                ))}
            </Select>
          </label>
          <label className="text-xs text-slate-700">
            {t('filters.departTo')}
            <Select
              value={draft.departTo}
              onChange={(e) => patch({ departTo: Number(e.target.value) })}
              className="mt-1 h-10"
            >
              {hours
                .filter((h) => h >= draft.departFrom)
                .map((h) => (
                  <option key={h} value={h}>
                    {h === 24 ? t('filters.endOfDay') : hourLabel(h)}
                  </option>
                ))}
            </Select>
          </label>
        </div>
      </fieldset>
    </FiltersPanel>
  );
}
