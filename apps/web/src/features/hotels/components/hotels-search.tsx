import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { hotelSorts, type HotelSearchRequest } from '@escazo/contracts/search-hotels';
import { translateValidation } from '@web/lib/i18n.ts';
import { CheckSearch, StartSearch } from '../../search/components/result-states.tsx';
import { ResultsShell } from '../../search/components/results-shell.tsx';
import { SortSelect } from '../../search/components/sort-select.tsx';
import { useSearchUrl } from '../../search/hooks/use-search-url.ts';
import { useHotelSearch } from '../api/search-hotels.ts';
import {
  hotelDetailHref,
  hotelFormValues,
  hotelSearchIssue,
  hotelSearchParams,
  parseHotelSearch,
  type HotelFormValues,
} from '../utils/hotel-search-params.ts';
import { HotelCard, HotelCardSkeleton } from './hotel-card.tsx';
import { HotelFiltersPanel, noHotelFilters } from './hotel-filters.tsx';
import { HotelQuickForm } from './hotel-quick-form.tsx';
import { HotelSearchForm } from './hotel-search-form.tsx';
import { HotelsIntro } from './hotels-intro.tsx';

type Props = {
  /** The page whose URL holds the search: /hotels, or /search-results. */
  basePath?: string;
  /** Query pairs every URL of the view keeps (`{ tab: 'hotels' }` on /search-results). */
  keep?: Readonly<Record<string, string>>;
  /** /hotels's whole form, or Search Travel Options' destination and dates. */
  form?: 'full' | 'quick';
  /** Before a search: the hotels page's content, or 'Start your search'. */
  idle?: 'intro' | 'start';
};

/** Hotel search: the form; with a complete search in the URL, its results with filters, sort and pages. */
export function HotelsSearch({ basePath = '/hotels', keep, form = 'full', idle = 'intro' }: Props) {
  const { t } = useTranslation('hotels');
  const { params, key, go } = useSearchUrl(basePath, keep);
  const search = parseHotelSearch(params);
  const query = useHotelSearch(search);
  const issue = search || idle === 'intro' ? null : hotelSearchIssue(params);

  const onForm = (values: HotelFormValues) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(values)) next.set(name, value);
    next.delete('page');
    go(next);
  };
  const update = (patch: Partial<HotelSearchRequest>) =>
    search && go(hotelSearchParams({ ...search, page: 1, ...patch }));
  const city = query.data?.cities[0];
  const Form = form === 'quick' ? HotelQuickForm : HotelSearchForm;

  return (
    <div className="space-y-8">
      <Form key={key} initial={hotelFormValues(params)} onSearch={onForm} />
      {search ? (
        <ResultsShell
          id="hotel-results"
          heading={city ? t('results.in', { city: `${city.name}, ${city.countryName}` }) : t('results.heading')}
          filters={<HotelFiltersPanel key={key} value={search} onApply={update} />}
          sort={<SortSelect value={search.sort} options={hotelSorts} onChange={(sort) => update({ sort })} />}
          query={query}
          summary={(data) => t('results.count', { count: data.total, nights: data.nights })}
          skeleton={<HotelCardSkeleton />}
          loadingLabel={t('results.loading')}
          errorMessage={t('results.error')}
          empty={(data) => ({
            title: data.cities.length === 0 ? t('empty.unknown') : t('empty.title'),
            body: t('empty.body'),
            icon: Building2,
          })}
          onReset={() => update(noHotelFilters)}
          listClassName="space-y-4"
          item={(offer) => <HotelCard offer={offer} href={hotelDetailHref(offer.id, search)} />}
          itemKey={(offer) => offer.id}
          onPage={(page) => update({ page })}
        />
      ) : issue ? (
        <CheckSearch problem={translateValidation(issue) ?? issue} />
      ) : idle === 'intro' ? (
        <HotelsIntro />
      ) : (
        <StartSearch />
      )}
    </div>
  );
}
