import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { countFaqs, type FaqGroup } from '../utils/search-faqs.ts';
import { FaqList } from './faq-list.tsx';

/** The search view: matching questions grouped under their category, or the empty state. */
export function FaqResults({ groups, query }: { groups: FaqGroup[]; query: string }) {
  const { t } = useTranslation('faqs');
  const count = countFaqs(groups);
  // A single match (e.g. arriving from a Help Center result) opens straight away.
  const open = count === 1 ? [groups[0]!.items[0]!.id] : [];

  if (count === 0) {
    return (
      <div role="status" className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
        <SearchX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <h2 className="mt-4 text-xl font-bold text-slate-900">{t('search.noResults')}</h2>
        <p className="mx-auto mt-2 max-w-md text-slate-700">{t('search.noResultsHint', { query })}</p>
      </div>
    );
  }
  return (
    <div>
      <p role="status" className="text-sm font-semibold text-slate-700">
        {t('search.count', { count, query })}
      </p>
      <div className="mt-6 space-y-8">
        {groups.map((g) => (
          <section key={g.category} aria-labelledby={`faq-group-${g.category}`}>
            <h2 id={`faq-group-${g.category}`} className="mb-3 text-lg font-bold text-slate-900">
              {g.label}
            </h2>
            {/* Re-mounts when a single match appears, so that match opens. */}
            <FaqList key={open[0] ?? 'many'} items={g.items} open={open} />
          </section>
        ))}
      </div>
    </div>
  );
}
