import { useId } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@escazo/ui/utils';

type Option = { value: string; label: string; hint?: string };
type Props = {
  legend: string;
  description?: string;
  options: Option[];
  /** 'multiple' = checkboxes (any number); 'single' = radios (one). */
  mode: 'single' | 'multiple';
  selected: readonly string[];
  onToggle: (value: string) => void;
  columns?: 2 | 3 | 4;
};

const gridCols = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' } as const;

/** A group of choice cards built on native radios or checkboxes (keyboard and screen readers work as usual). */
export function OptionGroup({ legend, description, options, mode, selected, onToggle, columns = 4 }: Props) {
  const name = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-bold text-slate-900">{legend}</legend>
      {description ? <p className="-mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className={cn('grid grid-cols-2 gap-2', gridCols[columns])}>
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex cursor-pointer flex-col rounded-xl border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-600',
                checked
                  ? 'border-primary-700 bg-primary-50 text-primary-900'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400',
              )}
            >
              <input
                type={mode === 'single' ? 'radio' : 'checkbox'}
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onToggle(option.value)}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              <span className="flex items-center justify-between gap-2 font-semibold">
                {option.label}
                {checked ? <Check className="size-4 shrink-0 text-primary-700" aria-hidden="true" /> : null}
              </span>
              {option.hint ? (
                <span className={cn('text-xs', checked ? 'text-primary-800' : 'text-slate-600')}>{option.hint}</span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
