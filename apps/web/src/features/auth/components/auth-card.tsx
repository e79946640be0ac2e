import type { ReactNode } from 'react';
import { Card, CardBody } from '@escazo/ui/card';

/** The centred card the stand-alone auth pages share: one h1, a short line, the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardBody className="space-y-6 p-6 sm:p-8">
          <div className="space-y-1.5 text-center">
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            {subtitle ? <p className="text-sm text-slate-600">{subtitle}</p> : null}
          </div>
          {children}
        </CardBody>
      </Card>
    </div>
  );
}
