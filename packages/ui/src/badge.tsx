import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './utils.ts';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    tone: {
      neutral: 'bg-slate-100 text-slate-800',
      primary: 'bg-primary-50 text-primary-800',
      accent: 'bg-accent-50 text-accent-700',
      success: 'bg-green-50 text-success-600',
      warning: 'bg-amber-50 text-warning-600',
      danger: 'bg-danger-50 text-danger-600',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
