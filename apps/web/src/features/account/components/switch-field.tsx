import { useId, type ReactNode } from 'react';
import { Switch } from 'radix-ui';

type Props = {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** An on/off setting: its label and description on the left, the switch on the right. */
export function SwitchField({ label, description, checked, onCheckedChange, disabled }: Props) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors duration-150 data-[state=checked]:bg-primary-700 disabled:opacity-60 motion-reduce:transition-none"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform duration-150 data-[state=checked]:translate-x-[1.375rem] motion-reduce:transition-none" />
      </Switch.Root>
    </div>
  );
}
