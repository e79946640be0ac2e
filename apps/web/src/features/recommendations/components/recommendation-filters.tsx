import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_FILTERS, RATING_FILTERS, RECOMMENDATION_SORTS } from '@escazo/contracts/recommendations';
import { Select } from '@escazo/ui/input';
import { SearchInput } from '@escazo/ui/search-input';
import { cn } from '@escazo/ui/utils';
import type { PriceFilter, RatingFilter, RecommendationSort } from '../utils/filter-recommendations.ts';
import { CATEGORY_FILTERS, type PageFilters } from '../utils/recommendations-url.ts';

type Props = { filters: PageFilters; onChange: (patch: Partial<PageFilters>) => void };

/** Search, price, rating and sort, then the category buttons; every change re-derives the list at once. */
export function RecommendationFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('recommendations');
  const id = useId();
  const label = 'block text-sm font-medium text-slate-800';
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-search`} className={label}>
            {t('filters.search')}
          </label>
          <SearchInput
            id={`${id}-search`}
            value={filters.search}
            placeholder={t('filters.searchPlaceholder')}
            maxLength={100}
            onChange={(e) => onChange({ search: e.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-price`} className={label}>
            {t('filters.price')}
          </label>
          <Select
            id={`${id}-price`}
            value={filters.price}
            onChange={(e) => onChange({ price: e.target.value as PriceFilter })}
          >
            {PRICE_FILTERS.map((p) => (
              <option key={p} value={p}>
                {t(`filters.prices.${p}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-rating`} className={label}>
            {t('filters.rating')}
          </label>
          <Select
            id={`${id}-rating`}
            value={filters.rating}
            onChange={(e) => onChange({ rating: e.target.value as RatingFilter })}
          >
            {RATING_FILTERS.map((r) => (
              <option key={r} value={r}>
                {t(`filters.ratings.${r}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-sort`} className={label}>
            {t('filters.sort')}
          </label>
          <Select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(e) => onChange({ sort: e.target.value as RecommendationSort })}
          >
            {RECOMMENDATION_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`filters.sorts.${s}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div role="group" aria-label={t('filters.category')} className="flex flex-wrap gap-2">
        {CATEGORY_FILTERS.map((category) => {
          const pressed = filters.category === category;
          return (
            <button
              key={category}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange({ category })}
              className={cn(
                'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold transition-colors duration-150',
                pressed
                  ? 'border-primary-700 bg-primary-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {t(`filters.categories.${category}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
