import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hotelAmenities,
  hotelStarRatings,
  type HotelAmenity,
  type HotelSearchRequest,
} from '@escazo/contracts/search-hotels';
import { Checkbox } from '@escazo/ui/checkbox';
import { Field } from '@escazo/ui/field';
import { Select } from '@escazo/ui/input';
import { FiltersPanel } from '../../search/components/filters-panel.tsx';
import { PriceRange } from '../../search/components/price-range.tsx';
import { fullPriceRange, priceBoundsOf, priceRangeOf } from '../../search/utils/price-range.ts';

export type HotelFilters = Pick<HotelSearchRequest, 'priceMin' | 'priceMax' | 'stars' | 'minGuestRating' | 'amenities'>;
export const noHotelFilters: HotelFilters = {
  priceMin: undefined,
  priceMax: undefined,
  stars: [],
  minGuestRating: undefined,
  amenities: [],
};

const ratingOptions = ['', '3', '3.5', '4', '4.5'] as const;
const toggle = <T,>(list: readonly T[], item: T) =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

type Props = { value: HotelFilters; onApply: (filters: HotelFilters) => void };

/** The results sidebar: the price-per-night slider, stars, guest rating, amenities; Reset and Apply Filters. */
export function HotelFiltersPanel({ value, onApply }: Props) {
  const { t } = useTranslation('hotels');
  const [price, setPrice] = useState(priceRangeOf(value));
  const [stars, setStars] = useState<number[]>(value.stars);
  const [rating, setRating] = useState(value.minGuestRating?.toString() ?? '');
  const [amenities, setAmenities] = useState<HotelAmenity[]>(value.amenities);

  const apply = () =>
    onApply({ ...priceBoundsOf(price), stars, minGuestRating: rating === '' ? undefined : Number(rating), amenities });
  const reset = () => {
    setPrice(fullPriceRange);
    setStars([]);
    setRating('');
    setAmenities([]);
    onApply(noHotelFilters);
  };

  return (
    <FiltersPanel onApply={apply} onReset={reset}>
      <PriceRange legend={t('filters.price')} min={price.min} max={price.max} onChange={setPrice} />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('filters.stars')}</legend>
        <div className="space-y-2">
          {hotelStarRatings.map((n) => (
            <label key={n} className="flex items-center gap-2 text-sm text-slate-800">
              <Checkbox checked={stars.includes(n)} onCheckedChange={() => setStars(toggle(stars, n))} />
              {t('filters.starCount', { count: n })}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('filters.rating')}>
        <Select value={rating} onChange={(e) => setRating(e.target.value)}>
          {ratingOptions.map((r) => (
            <option key={r} value={r}>
              {r === '' ? t('filters.anyRating') : t('filters.ratingAtLeast', { rating: r })}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('filters.amenities')}</legend>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          {hotelAmenities.map((a) => (
            <label key={a} className="flex items-center gap-2 text-sm text-slate-800">
              <Checkbox checked={amenities.includes(a)} onCheckedChange={() => setAmenities(toggle(amenities, a))} />
              {t(`amenities.${a}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </FiltersPanel>
  );
}
