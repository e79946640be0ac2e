import type { ReactNode } from 'react';
import { cn } from '@escazo/ui/utils';

/** An on/off choice shown as a chip (aria-pressed). */
export function ToggleChip({ pressed, onToggle, children }: { pressed: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors duration-150 [&_svg]:size-4',
        pressed ? 'border-primary-700 bg-primary-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      {children}
    </button>
  );
}
