import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Plus } from 'lucide-react';
import { PLAN_MAX_TRAVELERS } from '@escazo/contracts/planning-options';
import { Button } from '@escazo/ui/button';
import { Input } from '@escazo/ui/input';
import { numberOf } from '../utils/budget-form.ts';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /** Set by <Field>. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * Travelers: a number that can be typed, with minus and plus buttons. The buttons never go below
 * 1 nor above the most travelers a plan takes; a typed value is checked when the form is sent.
 */
export function TravelersStepper({ value, onChange, onBlur, name, ref, ...field }: Props) {
  const { t } = useTranslation('budget');
  const count = numberOf(value);
  const known = Number.isFinite(count);
  const step = (by: number) =>
    onChange(String(Math.min(PLAN_MAX_TRAVELERS, Math.max(1, Math.round(known ? count : 1) + by))));
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label={t('form.fewerTravelers')}
        disabled={known && count <= 1}
        onClick={() => step(-1)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <Input
        ref={ref}
        type="number"
        inputMode="numeric"
        min={1}
        max={PLAN_MAX_TRAVELERS}
        step={1}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className="w-20 text-center tabular-nums"
        {...field}
      />
      <Button
        variant="outline"
        size="icon"
        aria-label={t('form.moreTravelers')}
        disabled={known && count >= PLAN_MAX_TRAVELERS}
        onClick={() => step(1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
