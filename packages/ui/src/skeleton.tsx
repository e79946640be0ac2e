import type { ComponentProps } from 'react';
import { cn } from './utils.ts';

/** A pulsing placeholder, rounded unless `square` (an image's place in a card that clips it). */
export function Skeleton({ className, square = false, ...props }: ComponentProps<'div'> & { square?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn(square ? 'animate-pulse bg-slate-200/80' : 'animate-pulse rounded-xl bg-slate-200/80', className)}
      {...props}
    />
  );
}
