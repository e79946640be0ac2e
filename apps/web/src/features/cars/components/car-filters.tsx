import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { carCategories, type CarCategory, type CarSearchRequest } from '@escazo/contracts/search-cars';
import { Button } from '@escazo/ui/button';
import { Checkbox } from '@escazo/ui/checkbox';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';

export type CarFilters = Pick<CarSearchRequest, 'categories' | 'priceMin' | 'priceMax'>;
export const noCarFilters: CarFilters = { categories: [], priceMin: undefined, priceMax: undefined };
const bound = (text: string) => (text.trim() === '' || !(Number(text) >= 0) ? undefined : Number(text));

/** Sidebar: car categories and daily price; Reset and Apply Filters. */
export function CarFiltersPanel({ value, onApply }: { value: CarFilters; onApply: (filters: CarFilters) => void }) {
  const { t } = useTranslation('cars');
  const [categories, setCategories] = useState<CarCategory[]>(value.categories);
  const [min, setMin] = useState(value.priceMin?.toString() ?? '');
  const [max, setMax] = useState(value.priceMax?.toString() ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    let priceMin = bound(min);
    let priceMax = bound(max);
    if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
    onApply({ categories, priceMin, priceMax });
  };
  return (
    <form aria-label={t('filters.title')} noValidate onSubmit={apply} className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('filters.categories')}</legend>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          {carCategories.map((c) => (
            <label key={c} className="flex items-center gap-2 text-sm text-slate-800">
              <Checkbox checked={categories.includes(c)} onCheckedChange={() => setCategories(categories.includes(c) ? categories.filter((x) => x !== c) : [...categories, c])} />
              {t(`categories.${c}.name`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('filters.price')}</legend>
        <Field label={t('filters.priceMin')}><Input type="number" min={0} step={10} inputMode="numeric" value={min} onChange={(e) => setMin(e.target.value)} /></Field>
        <Field label={t('filters.priceMax')}><Input type="number" min={0} step={10} inputMode="numeric" value={max} onChange={(e) => setMax(e.target.value)} /></Field>
      </fieldset>
      <div className="flex gap-3">
        <Button type="button" variant="outline" className="flex-1" onClick={() => onApply(noCarFilters)}>{t('filters.reset')}</Button>
        <Button type="submit" className="flex-1">{t('filters.apply')}</Button>
      </div>
    </form>
  );
}
