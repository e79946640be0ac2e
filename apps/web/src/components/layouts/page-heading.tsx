import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  /** One line under the title saying what the page is for. */
  lead?: ReactNode;
  /** Page-wide actions, set beside the heading (below it on narrow screens). */
  actions?: ReactNode;
};

/** A page's h1 with its optional lead text and actions. */
export function PageHeading({ title, lead, actions }: Props) {
  const heading = (
    <div className="min-w-0">
      <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {lead ? <p className="mt-2 text-slate-700">{lead}</p> : null}
    </div>
  );
  return actions ? (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {heading}
      {actions}
    </div>
  ) : (
    heading
  );
}
