import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cabinCategories, type CruiseSearchRequest } from '@escazo/contracts/search-cruises';
import { Field } from '@escazo/ui/field';
import { Input, Select } from '@escazo/ui/input';
import { FiltersPanel } from '../../search/components/filters-panel.tsx';

export type CruiseFilters = Pick<CruiseSearchRequest, 'cabin' | 'priceMin' | 'priceMax' | 'minRating'>;
export const noCruiseFilters: CruiseFilters = {
  cabin: 'any',
  priceMin: undefined,
  priceMax: undefined,
  minRating: undefined,
};
const bound = (text: string) => (text.trim() === '' || !(Number(text) >= 0) ? undefined : Number(text));
const ratings = ['', '3.5', '4', '4.5'] as const;

/**
 * Sidebar: cabin, price per person, rating; Reset and Apply Filters. The price is two amounts, not
 * the 0-1000 slider: fares per person run to several thousand dollars.
 */
export function CruiseFiltersPanel({
  value,
  onApply,
}: {
  value: CruiseFilters;
  onApply: (filters: CruiseFilters) => void;
}) {
  const { t } = useTranslation('cruises');
  const [cabin, setCabin] = useState<CruiseFilters['cabin']>(value.cabin);
  const [min, setMin] = useState(value.priceMin?.toString() ?? '');
  const [max, setMax] = useState(value.priceMax?.toString() ?? '');
  const [rating, setRating] = useState(value.minRating?.toString() ?? '');
  const apply = () => {
    let priceMin = bound(min);
    let priceMax = bound(max);
    if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
      [priceMin, priceMax] = [priceMax, priceMin];
    onApply({ cabin, priceMin, priceMax, minRating: bound(rating) });
  };
  const reset = () => {
    setCabin('any');
    setMin('');
    setMax('');
    setRating('');
    onApply(noCruiseFilters);
  };
  return (
    <FiltersPanel onApply={apply} onReset={reset}>
      <Field label={t('filters.cabin')}>
        <Select value={cabin} onChange={(e) => setCabin(e.target.value as CruiseFilters['cabin'])}>
          <option value="any">{t('form.any')}</option>
          {cabinCategories.map((c) => (
            <option key={c} value={c}>
              {t(`cabins.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('filters.price')}</legend>
        <Field label={t('filters.priceMin')}>
          <Input
            type="number"
            min={0}
            step={10}
            inputMode="numeric"
            value={min}
            onChange={(e) => setMin(e.target.value)}
          />
        </Field>
        <Field label={t('filters.priceMax')}>
          <Input
            type="number"
            min={0}
            step={10}
            inputMode="numeric"
            value={max}
            onChange={(e) => setMax(e.target.value)}
          />
        </Field>
      </fieldset>
      <Field label={t('filters.rating')}>
        <Select value={rating} onChange={(e) => setRating(e.target.value)}>
          {ratings.map((r) => (
            <option key={r} value={r}>
              {r === '' ? t('form.any') : t('filters.ratingAtLeast', { rating: r })}
            </option>
          ))}
        </Select>
      </Field>
    </FiltersPanel>
  );
}
