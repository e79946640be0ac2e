import type { ReactNode } from 'react';
import { Card, CardBody } from '@escazo/ui/card';

/** A titled card inside a settings tab. */
export function SectionCard({
  title,
  description,
  action,
  children,
  headingLevel = 2,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card>
      <CardBody className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <Heading className="text-lg font-bold text-slate-900">{title}</Heading>
            {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </CardBody>
    </Card>
  );
}
