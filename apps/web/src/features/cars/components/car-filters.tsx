import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carCategories, type CarCategory, type CarSearchRequest } from '@escazo/contracts/search-cars';
import { Checkbox } from '@escazo/ui/checkbox';
import { FiltersPanel } from '../../search/components/filters-panel.tsx';
import { PriceRange } from '../../search/components/price-range.tsx';
import { fullPriceRange, priceBoundsOf, priceRangeOf } from '../../search/utils/price-range.ts';

export type CarFilters = Pick<CarSearchRequest, 'categories' | 'priceMin' | 'priceMax'>;
export const noCarFilters: CarFilters = { categories: [], priceMin: undefined, priceMax: undefined };

/** Sidebar: car categories and the daily price slider; Reset and Apply Filters. */
export function CarFiltersPanel({ value, onApply }: { value: CarFilters; onApply: (filters: CarFilters) => void }) {
  const { t } = useTranslation('cars');
  const [categories, setCategories] = useState<CarCategory[]>(value.categories);
  const [price, setPrice] = useState(priceRangeOf(value));
  const toggle = (c: CarCategory) =>
    setCategories(categories.includes(c) ? categories.filter((x) => x !== c) : [...categories, c]);
  return (
    <FiltersPanel
      onApply={() => onApply({ categories, ...priceBoundsOf(price) })}
      onReset={() => {
        setCategories([]);
        setPrice(fullPriceRange);
        onApply(noCarFilters);
      }}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('filters.categories')}</legend>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          {carCategories.map((c) => (
            <label key={c} className="flex items-center gap-2 text-sm text-slate-800">
              <Checkbox checked={categories.includes(c)} onCheckedChange={() => toggle(c)} />
              {t(`categories.${c}.name`)}
            </label>
          ))}
        </div>
      </fieldset>
      <PriceRange legend={t('filters.price')} min={price.min} max={price.max} onChange={setPrice} />
    </FiltersPanel>
  );
}
