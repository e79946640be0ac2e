import { useTranslation } from 'react-i18next';
import { Ship } from 'lucide-react';
import { cruiseRegionNames, cruiseSorts, type CruiseSearchRequest } from '@escazo/contracts/search-cruises';
import { translateValidation } from '@web/lib/i18n.ts';
import { CheckSearch, StartSearch } from '../../search/components/result-states.tsx';
import { ResultsShell } from '../../search/components/results-shell.tsx';
import { SortSelect } from '../../search/components/sort-select.tsx';
import { useSearchUrl } from '../../search/hooks/use-search-url.ts';
import { useCruiseSearch } from '../api/search-cruises.ts';
import {
  cruiseFormValues,
  cruiseSearchIssue,
  cruiseSearchParams,
  parseCruiseSearch,
} from '../utils/cruise-search-params.ts';
import { cruiseAliasKeys } from '../utils/cruise-url-fields.ts';
import { CruiseCard, CruiseCardSkeleton } from './cruise-card.tsx';
import { CruiseFiltersPanel, noCruiseFilters } from './cruise-filters.tsx';
import { CruiseQuickForm } from './cruise-quick-form.tsx';
import { CruiseSearchForm } from './cruise-search-form.tsx';
import { CruisesIntro } from './cruises-intro.tsx';

type Props = {
  /** The page whose URL holds the search: /cruises, or /search-results. */
  basePath?: string;
  /** Query pairs every URL of the view keeps (`{ tab: 'cruises' }` on /search-results). */
  keep?: Readonly<Record<string, string>>;
  /** 'Find Cruises' (/cruises), or Search Travel Options' region, date and duration. */
  form?: 'full' | 'quick';
  /** Before a search: the cruises page's content, or 'Start your search'. */
  idle?: 'intro' | 'start';
};

/** Cruise search: the form; with a complete search in the URL, sailings with filters, sort and pages. */
export function CruisesSearch({ basePath = '/cruises', keep, form = 'full', idle = 'intro' }: Props) {
  const { t } = useTranslation('cruises');
  const { params, key, go } = useSearchUrl(basePath, keep);
  const search = parseCruiseSearch(params);
  const query = useCruiseSearch(search);
  const issue = search || idle === 'intro' ? null : cruiseSearchIssue(params);

  const onForm = (fields: Readonly<Record<string, string>>) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const alias of cruiseAliasKeys) next.delete(alias);
    for (const [name, value] of Object.entries(fields)) next.set(name, value);
    go(next);
  };
  const update = (patch: Partial<CruiseSearchRequest>) =>
    search && go(cruiseSearchParams({ ...search, page: 1, ...patch }));

  return (
    <div className="space-y-8">
      {form === 'quick' ? (
        <CruiseQuickForm key={key} params={params} onSearch={onForm} />
      ) : (
        <CruiseSearchForm key={key} initial={cruiseFormValues(params)} onSearch={onForm} />
      )}
      {search ? (
        <ResultsShell
          id="cruise-results"
          heading={t('results.heading', { region: cruiseRegionNames[search.destination] })}
          filters={<CruiseFiltersPanel key={key} value={search} onApply={update} />}
          sort={<SortSelect value={search.sort} options={cruiseSorts} onChange={(sort) => update({ sort })} />}
          query={query}
          summary={(data) => t('results.count', { count: data.total })}
          skeleton={<CruiseCardSkeleton />}
          loadingLabel={t('results.loading')}
          errorMessage={t('results.error')}
          empty={() => ({ title: t('empty.title'), body: t('empty.body'), icon: Ship })}
          onReset={() => update(noCruiseFilters)}
          listClassName="space-y-4"
          item={(offer) => (
            <CruiseCard
              offer={offer}
              href={`/cruises/sailings/${encodeURIComponent(offer.id)}?passengers=${search.passengers}`}
            />
          )}
          itemKey={(offer) => offer.id}
          onPage={(page) => update({ page })}
        />
      ) : issue ? (
        <CheckSearch problem={translateValidation(issue) ?? issue} />
      ) : idle === 'intro' ? (
        <CruisesIntro />
      ) : (
        <StartSearch />
      )}
    </div>
  );
}
