import { useEffect, useRef } from 'react';

/** The step's h1; it takes focus when the step appears, so keyboard and screen-reader users follow. */
export function StepHeading({
  title,
  lead,
  focusOnMount = true,
}: {
  title: string;
  lead?: string;
  focusOnMount?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div className="space-y-2 text-center">
      <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl">
        {title}
      </h1>
      {lead ? <p className="mx-auto max-w-xl text-slate-700">{lead}</p> : null}
    </div>
  );
}
