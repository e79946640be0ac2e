import type { ReactNode } from 'react';
import { cn } from './utils.ts';

export type DetailItem = { label: string; value: ReactNode };

/** Terms and their values (a booking's, a ride's, a driver's details): the label above its value. */
export function DetailList({ rows, className }: { rows: readonly DetailItem[]; className?: string }) {
  return (
    <dl className={cn('text-sm', className)}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="text-slate-600">{row.label}</dt>
          <dd className="font-medium text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
