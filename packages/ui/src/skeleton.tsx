import type { ComponentProps } from 'react';
import { cn } from './utils.ts';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-slate-200/80', className)} {...props} />;
}
