import type { Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/config/paths.ts';
import type { HelpSearchResult } from '../utils/search-help.ts';

const MAX_FAQS = 5;

type Props = { query: string; result: HelpSearchResult; faqsLoading: boolean; headingRef: Ref<HTMLHeadingElement> };

/** Matching articles and FAQ questions, as links. */
export function HelpSearchResults({ query, result, faqsLoading, headingRef }: Props) {
  const { t } = useTranslation('support');
  const count = result.articles.length + result.faqs.length;
  const faqLink = (q: string) => `${paths.faqs}?q=${encodeURIComponent(q)}`;

  return (
    <section
      aria-labelledby="help-results-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 id="help-results-heading" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900">
        {t('help.search.heading')}
      </h2>
      <p role="status" className="mt-1 text-sm text-slate-700">
        {count === 0 && !faqsLoading ? t('help.search.noResults', { query }) : t('help.search.count', { count, query })}
      </p>
      {result.articles.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-600">{t('help.search.articles')}</h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {result.articles.map((a) => (
              <li key={a.topic} className="py-2.5">
                <Link to={paths.helpTopic(a.topic)} className="font-semibold text-primary-700 hover:underline">
                  {a.title}
                </Link>
                <p className="text-sm text-slate-700">{a.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {faqsLoading ? <p className="mt-5 text-sm text-slate-600">{t('help.search.loadingFaqs')}</p> : null}
      {result.faqs.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-600">{t('help.search.faqs')}</h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {result.faqs.slice(0, MAX_FAQS).map((f) => (
              <li key={f.id} className="py-2.5">
                <Link to={faqLink(f.question)} className="font-semibold text-primary-700 hover:underline">
                  {f.question}
                </Link>
                <p className="text-sm text-slate-700">{f.category}</p>
              </li>
            ))}
          </ul>
          {result.faqs.length > MAX_FAQS ? (
            <Link
              to={faqLink(query)}
              className="mt-2 inline-block text-sm font-semibold text-primary-700 hover:underline"
            >
              {t('help.search.seeAllFaqs', { count: result.faqs.length })}
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
