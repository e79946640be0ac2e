import { useTranslation } from 'react-i18next';
import { searchPriceSlider } from '@escazo/contracts/search-hotels';

type Props = { min: number; max: number; onChange: (range: { min: number; max: number }) => void; legend?: string };

const rangeClass = 'h-2 w-full cursor-pointer accent-primary-700';

/** One thumb: a labelled range input over the documented slider scale. */
function RangeInput({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const { min, max, step } = searchPriceSlider;
  return (
    <label className="block text-xs text-slate-700">
      {label}
      <input type="range" className={rangeClass} min={min} max={max} step={step} value={value} onChange={(e) => onChange(Number(e.target.value))} />
    </label>
  );
}

/** The sidebar's price slider (0-1000, step 10): two thumbs as two labelled range inputs. */
export function PriceRange({ min, max, onChange, legend }: Props) {
  const { t } = useTranslation('search');
  const ceiling = searchPriceSlider.max;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">{legend ?? t('filters.price')}</legend>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('filters.priceRange', { min, max: max >= ceiling ? t('filters.priceOpen', { max: ceiling }) : `$${max}` })}
      </p>
      <RangeInput label={t('filters.priceMin')} value={min} onChange={(value) => onChange({ min: Math.min(value, max), max })} />
      <RangeInput label={t('filters.priceMax')} value={max} onChange={(value) => onChange({ min, max: Math.max(value, min) })} />
    </fieldset>
  );
}
