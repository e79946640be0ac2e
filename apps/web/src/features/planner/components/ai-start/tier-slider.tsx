import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUDGET_TIERS, type BudgetTier } from '@escazo/contracts/planning-options';
import { TIER_SLIDER, sliderValueOfTier, tierOfSliderValue } from '../../utils/budget-tier.ts';

/** The budget tier slider: Economy, Moderate, Luxury, Ultra Luxury. */
export function TierSlider({ value, onChange }: { value: BudgetTier; onChange: (tier: BudgetTier) => void }) {
  const { t } = useTranslation('planner');
  const id = useId();
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">{t('quickStart.budget')}</label>
        <span className="text-sm font-semibold text-primary-800" aria-hidden="true">{t(`tiers.${value}`)}</span>
      </div>
      <input
        id={id}
        type="range"
        min={TIER_SLIDER.min}
        max={TIER_SLIDER.max}
        step={TIER_SLIDER.step}
        value={sliderValueOfTier(value)}
        aria-valuetext={t(`tiers.${value}`)}
        onChange={(event) => onChange(tierOfSliderValue(Number(event.target.value)))}
        className="w-full accent-primary-700"
      />
      <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
        {BUDGET_TIERS.map((tier) => <span key={tier}>{t(`tiers.${tier}`)}</span>)}
      </div>
    </div>
  );
}
