import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BUDGET_TIERS, type BudgetTier } from '@escazo/contracts/planning-options';
import { TIER_SLIDER, sliderValueOfTier, tierOfSliderValue } from '../../utils/budget-tier.ts';

type Props = {
  value: BudgetTier;
  onChange: (tier: BudgetTier) => void;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** The budget tier slider: Economy, Moderate, Luxury, Ultra Luxury. */
export function TierSlider({ value, onChange, error, ref }: Props) {
  const { t } = useTranslation('planner');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('quickStart.budget')}
        </label>
        <span className="text-sm font-semibold text-primary-800" aria-hidden="true">
          {t(`tiers.${value}`)}
        </span>
      </div>
      {/* Step 33 (0/33/66/99): a native range with step 33.3 could never reach its maximum of 99. */}
      <input
        ref={ref}
        id={id}
        type="range"
        min={TIER_SLIDER.min}
        max={TIER_SLIDER.max}
        step={TIER_SLIDER.step}
        value={sliderValueOfTier(value)}
        aria-valuetext={t(`tiers.${value}`)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(tierOfSliderValue(Number(event.target.value)))}
        className="w-full accent-primary-700"
      />
      <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
        {BUDGET_TIERS.map((tier) => (
          <span key={tier}>{t(`tiers.${tier}`)}</span>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
