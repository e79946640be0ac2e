import type { ComponentProps } from 'react';
import { cn } from './utils.ts';

/** A card; `raised` lifts it above the page (a search panel over a hero) with the stronger shadow. */
export function Card({ className, raised = false, ...props }: ComponentProps<'div'> & { raised?: boolean }) {
  return (
    <div
      className={cn(
        'rounded-[var(--radius-card)] border border-slate-200 bg-white',
        raised ? 'shadow-[var(--shadow-raised)]' : 'shadow-[var(--shadow-card)]',
        className,
      )}
      {...props}
    />
  );
}

/** The card's padding; `roomy` gives wider screens more of it. */
export function CardBody({ className, roomy = false, ...props }: ComponentProps<'div'> & { roomy?: boolean }) {
  return <div className={cn(roomy ? 'p-5 sm:p-7' : 'p-5 sm:p-6', className)} {...props} />;
}
