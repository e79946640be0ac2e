import { useTranslation } from 'react-i18next';
import { searchPriceSlider } from '@escazo/contracts/search-hotels';

type Props = { min: number; max: number; onChange: (range: { min: number; max: number }) => void; legend?: string };

const rangeClass = 'h-2 w-full cursor-pointer accent-primary-700';

/** The sidebar's price slider (0-1000, step 10): two thumbs as two labelled range inputs. */
export function PriceRange({ min, max, onChange, legend }: Props) {
  const { t } = useTranslation('search');
  const { min: floor, max: ceiling, step } = searchPriceSlider;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">{legend ?? t('filters.price')}</legend>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('filters.priceRange', { min, max: max >= ceiling ? t('filters.priceOpen', { max: ceiling }) : `$${max}` })}
      </p>
      <label className="block text-xs text-slate-700">
        {t('filters.priceMin')}
        <input
          type="range"
          className={rangeClass}
          min={floor}
          max={ceiling}
          step={step}
          value={min}
          onChange={(e) => onChange({ min: Math.min(Number(e.target.value), max), max })}
        />
      </label>
      <label className="block text-xs text-slate-700">
        {t('filters.priceMax')}
        <input
          type="range"
          className={rangeClass}
          min={floor}
          max={ceiling}
          step={step}
          value={max}
          onChange={(e) => onChange({ min, max: Math.max(Number(e.target.value), min) })}
        />
      </label>
    </fieldset>
  );
}
