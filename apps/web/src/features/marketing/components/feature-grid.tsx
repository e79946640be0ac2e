import { BadgePercent, CalendarX2, Car, Plane, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';

type Feature = { title: string; text: string };
const icons: LucideIcon[] = [Plane, BadgePercent, ShieldCheck, CalendarX2, Car, Sparkles];

/** A grid of selling points; the copy comes from the page's namespace. */
export function FeatureGrid({ items }: { items: Feature[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => {
        const Icon = icons[i % icons.length]!;
        return (
          <li
            key={item.title}
            className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)]"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-600">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-slate-900">{item.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
