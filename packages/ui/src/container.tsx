import type { ComponentProps } from 'react';
import { cn } from './utils.ts';

/** The page's content width and side padding. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

/** A page heading block: the h1, an optional lead paragraph. */
export function PageHeader({ title, lead, className }: { title: string; lead?: string; className?: string }) {
  return (
    <header className={cn('bg-gradient-to-b from-primary-50 to-white py-12 sm:py-16', className)}>
      <Container>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-slate-700">{lead}</p> : null}
      </Container>
    </header>
  );
}
