import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/** A destructive notice inside the two-factor views. */
export function StepAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm text-danger-600"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
