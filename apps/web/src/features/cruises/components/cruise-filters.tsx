import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cabinCategories, type CruiseSearchRequest } from '@escazo/contracts/search-cruises';
import { Field } from '@escazo/ui/field';
import { Select } from '@escazo/ui/input';
import { FiltersPanel } from '../../search/components/filters-panel.tsx';
import { PriceRange } from '../../search/components/price-range.tsx';
import { fullPriceRange, priceBoundsOf, priceRangeOf } from '../../search/utils/price-range.ts';

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
 * Sidebar: cabin, the price-per-person slider (0-1000 US dollars, step 10; its top end is open, so
 * dearer sailings stay until the top thumb moves), rating; Reset and Apply Filters.
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
  const [price, setPrice] = useState(priceRangeOf(value));
  const [rating, setRating] = useState(value.minRating?.toString() ?? '');
  const apply = () => onApply({ cabin, ...priceBoundsOf(price), minRating: bound(rating) });
  const reset = () => {
    setCabin('any');
    setPrice(fullPriceRange);
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
      <PriceRange legend={t('filters.price')} min={price.min} max={price.max} onChange={setPrice} />
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
