import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFaqGroups } from '../hooks/use-faq-groups.ts';
import { normalizeFaqQuery, searchFaqs } from '../utils/search-faqs.ts';
import { FaqResults } from './faq-results.tsx';
import { FaqSearchBox } from './faq-search-box.tsx';
import { FaqTabs } from './faq-tabs.tsx';

/**
 * Search and browse. The query lives in the URL (?q=), so a search can be shared, reloaded and
 * linked to from the Help Center; while it is present, results replace the tabs.
 */
export function FaqBrowser() {
  const groups = useFaqGroups();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');

  const update = (value: string) => {
    setQuery(value);
    setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });
  };

  const searching = normalizeFaqQuery(query) !== '';
  return (
    <div className="space-y-8">
      <FaqSearchBox value={query} onChange={update} />
      {searching ? <FaqResults groups={searchFaqs(groups, query)} query={query.trim()} /> : <FaqTabs groups={groups} />}
    </div>
  );
}
