export type Testimonial = { text: string; name: string; location: string };

/** Traveller quotes in a responsive grid of cards (text, name, location). */
export function TestimonialGrid({ items }: { items: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)]">
            <svg viewBox="0 0 24 24" className="size-7 text-accent-500" fill="currentColor" aria-hidden="true">
              <path d="M9.5 6C6.5 7 4.5 9.6 4.5 13v5h6v-6h-3c0-2 1.1-3.5 3-4.2zm10 0c-3 1-5 3.6-5 7v5h6v-6h-3c0-2 1.1-3.5 3-4.2z" />
            </svg>
            <blockquote className="mt-4 flex-1 leading-relaxed text-slate-800">{item.text}</blockquote>
            <figcaption className="mt-6 border-t border-slate-100 pt-4">
              <span className="block font-semibold text-slate-900">{item.name}</span>
              <span className="block text-sm text-slate-600">{item.location}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
