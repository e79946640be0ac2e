import { useTranslation } from 'react-i18next';
import type { LegalSection } from '../utils/legal-document.ts';

/** The table of contents: a link to each section's anchor. Not printed. */
export function LegalToc({ sections }: { sections: LegalSection[] }) {
  const { t } = useTranslation('legal');
  return (
    <nav
      aria-labelledby="legal-toc-heading"
      className="rounded-[var(--radius-card)] border border-slate-200 p-5 print:hidden lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
    >
      <h2 id="legal-toc-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
        {t('toc')}
      </h2>
      <ol className="mt-3 space-y-2">
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="text-sm text-slate-700 hover:text-primary-800 hover:underline">
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
