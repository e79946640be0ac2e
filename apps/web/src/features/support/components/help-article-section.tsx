import type { HelpSection } from '../utils/help-topics.ts';

/** One h2 section of a help article: paragraphs, then an optional list, then closing paragraphs. */
export function HelpArticleSection({ section }: { section: HelpSection }) {
  return (
    <section aria-labelledby={section.id}>
      <h2 id={section.id} className="scroll-mt-24 text-xl font-bold text-slate-900 sm:text-2xl">
        {section.heading}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
        {section.paragraphs?.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {section.items ? (
          <ul className="list-disc space-y-2 pl-5 marker:text-primary-600">
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        {section.after?.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </section>
  );
}
