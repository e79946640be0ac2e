import type { ComponentProps } from 'react';
import { Input } from './input.tsx';
import { cn } from './utils.ts';

/** A search field with its magnifier icon; label it with <label htmlFor> or aria-label. */
export function SearchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      >
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <Input type="search" autoComplete="off" className={cn('pl-10', className)} {...props} />
    </div>
  );
}
