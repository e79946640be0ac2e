import type { ComponentProps } from 'react';
import { cn } from './utils.ts';

export const controlClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 shadow-xs transition-colors focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/25 disabled:bg-slate-100 aria-[invalid=true]:border-danger-600 aria-[invalid=true]:ring-danger-600/20 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClass, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClass, 'min-h-32', className)} {...props} />;
}

/** Native select: accessible everywhere and right on phones. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClass, 'h-11 appearance-auto pr-8', className)} {...props} />;
}

/** Single-date picker (one date, never a range), the platform's own calendar. */
export function DateInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="date" className={cn(controlClass, 'h-11', className)} {...props} />;
}
