import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { SearchInput } from '@escazo/ui/search-input';
import { useHelpArticles } from '../hooks/use-help-articles.ts';
import { useHelpFaqs } from '../hooks/use-help-faqs.ts';
import { searchHelp } from '../utils/search-help.ts';
import { HelpSearchResults } from './help-search-results.tsx';

/** Searches the help articles and the FAQs as you type; the query is kept in the URL (?q=). */
export function HelpSearch() {
  const { t } = useTranslation('support');
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const trimmed = query.trim();
  const articles = useHelpArticles();
  const faqs = useHelpFaqs(trimmed !== '');
  const result = useMemo(() => searchHelp(articles, faqs ?? [], trimmed), [articles, faqs, trimmed]);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const update = (value: string) => {
    setQuery(value);
    setParams(value.trim() ? { q: value } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-2xl">
      <form
        role="search"
        aria-label={t('help.search.label')}
        onSubmit={(e) => {
          e.preventDefault();
          resultsHeading.current?.focus();
        }}
      >
        <label htmlFor="help-search" className="mb-1.5 block text-sm font-semibold text-slate-900">
          {t('help.search.label')}
        </label>
        <div className="flex gap-2">
          <div className="flex-1">
            <SearchInput
              id="help-search"
              value={query}
              onChange={(e) => update(e.target.value)}
              placeholder={t('help.search.placeholder')}
            />
          </div>
          <Button type="submit">{t('help.search.submit')}</Button>
        </div>
      </form>
      {trimmed ? (
        <HelpSearchResults query={trimmed} result={result} faqsLoading={faqs === null} headingRef={resultsHeading} />
      ) : null}
    </div>
  );
}
