import type { ReactNode } from 'react';
import type { LegalSection as Section } from '../utils/legal-document.ts';
import { LegalRichText } from './legal-rich-text.tsx';

type Props = { section: Section; base: string; children?: ReactNode };

/** One anchored section; `base` is its key in the namespace (e.g. `terms.sections.3`). */
export function LegalSection({ section, base, children }: Props) {
  return (
    <section aria-labelledby={section.id} className="break-inside-avoid-page">
      <h2 id={section.id} className="scroll-mt-24 text-xl font-bold text-slate-900 sm:text-2xl">
        {section.title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
        {section.body?.map((_, i) => (
          <p key={i}>
            <LegalRichText i18nKey={`${base}.body.${i}`} />
          </p>
        ))}
        {section.items ? (
          <ul className="list-disc space-y-2 pl-5 marker:text-primary-600">
            {section.items.map((_, i) => (
              <li key={i}>
                <LegalRichText i18nKey={`${base}.items.${i}`} />
              </li>
            ))}
          </ul>
        ) : null}
        {children}
        {section.after?.map((_, i) => (
          <p key={i}>
            <LegalRichText i18nKey={`${base}.after.${i}`} />
          </p>
        ))}
      </div>
    </section>
  );
}
