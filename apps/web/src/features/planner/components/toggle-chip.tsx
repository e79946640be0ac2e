import type { ReactNode, Ref } from 'react';
import { cn } from '@escazo/ui/utils';

type Props = { pressed: boolean; onToggle: () => void; children: ReactNode; ref?: Ref<HTMLButtonElement> | undefined };

/** An on/off choice shown as a chip (aria-pressed). */
export function ToggleChip({ pressed, onToggle, children, ref }: Props) {
  return (
    <button
      ref={ref}
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors duration-150 [&_svg]:size-4',
        pressed
          ? 'border-primary-700 bg-primary-700 text-white'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      {children}
    </button>
  );
}
