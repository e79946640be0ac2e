import { useTranslation } from 'react-i18next';
import { searchPriceSlider } from '@escazo/contracts/search-hotels';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

type Props = { min: number; max: number; onChange: (range: { min: number; max: number }) => void; legend?: string };

const rangeClass = 'h-2 w-full cursor-pointer accent-primary-700';

/** A slider position (whole US dollars) as money, for the formatter to show in the display currency. */
const dollars = (value: number) => ({ amount: value * 100, currency: 'USD' });

/** One thumb: a labelled range input over the documented slider scale, read out in the display currency. */
function RangeInput({
  label,
  value,
  valueText,
  onChange,
}: {
  label: string;
  value: number;
  valueText: string;
  onChange: (value: number) => void;
}) {
  const { min, max, step } = searchPriceSlider;
  return (
    <label className="block text-xs text-slate-700">
      {label}
      <input
        type="range"
        className={rangeClass}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </label>
  );
}

/**
 * The sidebar's price slider (0-1000 US dollars, step 10): two thumbs as two labelled range inputs.
 * The values and the search's bounds stay in US dollars; what the traveller reads is in the display currency.
 */
export function PriceRange({ min, max, onChange, legend }: Props) {
  const { t } = useTranslation('search');
  const format = useFormatMoney();
  const ceiling = searchPriceSlider.max;
  const minText = format(dollars(min));
  const maxText = max >= ceiling ? t('filters.priceOpen', { max: format(dollars(ceiling)) }) : format(dollars(max));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">{legend ?? t('filters.price')}</legend>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('filters.priceRange', { min: minText, max: maxText })}
      </p>
      <RangeInput
        label={t('filters.priceMin')}
        value={min}
        valueText={minText}
        onChange={(value) => onChange({ min: Math.min(value, max), max })}
      />
      <RangeInput
        label={t('filters.priceMax')}
        value={max}
        valueText={maxText}
        onChange={(value) => onChange({ min, max: Math.max(value, min) })}
      />
    </fieldset>
  );
}
