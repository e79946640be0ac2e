import type { ReactNode } from 'react';

/** One term and its value in a ride's detail lists (driver, fare, times). */
export function DetailRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium tabular-nums text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
