import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@escazo/ui/utils';

/**
 * A data table in a card; the caption names it. Focusable (the default), it scrolls sideways on its
 * own on narrow screens and keys scroll it; not focusable, it is a plain table (e.g. one only screen readers get).
 */
export function AdminTable({
  caption,
  captionHidden = true,
  focusable = true,
  children,
  className,
}: {
  caption: ReactNode;
  captionHidden?: boolean;
  focusable?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        focusable ? 'overflow-x-auto' : undefined,
        'rounded-2xl border border-slate-200 bg-white',
        className,
      )}
      {...(focusable
        ? { tabIndex: 0, role: 'region', 'aria-label': typeof caption === 'string' ? caption : undefined }
        : {})}
    >
      <table className="w-full min-w-max text-left text-sm">
        <caption className={captionHidden ? 'sr-only' : 'px-4 py-3 text-left font-semibold text-slate-900'}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-700',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-slate-100 px-4 py-3 align-top text-slate-800', className)} {...props} />;
}
