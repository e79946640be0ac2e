import type { ComponentType, ReactNode } from 'react';
import { Card, CardBody } from './card.tsx';

type IconComponent = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>;

/** A real empty list: what is missing, why, and where to go next (the actions as children). */
export function EmptyState({
  Icon,
  title,
  body,
  children,
}: {
  Icon: IconComponent;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardBody className="flex flex-col items-center px-6 py-12 text-center">
        <span className="grid size-14 place-content-center rounded-full bg-primary-50 text-primary-700">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-xl font-bold text-slate-900">{title}</h2>
        <p className="mt-2 max-w-md text-slate-700">{body}</p>
        {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </CardBody>
    </Card>
  );
}
