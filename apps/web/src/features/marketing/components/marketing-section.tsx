import type { ReactNode } from 'react';
import { Container } from '@escazo/ui/container';
import { cn } from '@escazo/ui/utils';

/** A titled band of a marketing page: its h2 names the section for assistive technology. */
export function MarketingSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('py-16', className)}>
      <Container>
        <h2 id={id} className="mb-8 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {children}
      </Container>
    </section>
  );
}
