import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@escazo/ui/utils';

/** A titled block of a search page's content before a search (destinations, benefits, guides). */
export function IntroSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-5 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export type InfoCard = { key: string; title: string; text: string; Icon?: LucideIcon; extra?: ReactNode };

/** Cards of a title and a line (an icon above, a figure below where given): benefits, categories, guides. */
export function InfoCards({ items, className = 'md:grid-cols-3' }: { items: readonly InfoCard[]; className?: string }) {
  return (
    <ul className={cn('grid gap-5', className)}>
      {items.map(({ key, title, text, Icon, extra }) => (
        <li key={key} className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-6">
          {Icon ? <Icon aria-hidden="true" className="mb-3 size-8 text-primary-700" /> : null}
          <h3 className="font-bold text-slate-900">{title}</h3>
          <p className="mt-1 text-sm text-slate-700">{text}</p>
          {extra}
        </li>
      ))}
    </ul>
  );
}
