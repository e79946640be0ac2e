import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Building2 } from 'lucide-react';
import { hotelSorts, type HotelSearchRequest } from '@escazo/contracts/search-hotels';
import { ResultsShell } from '../../search/components/results-shell.tsx';
import { SortSelect } from '../../search/components/sort-select.tsx';
import { useHotelSearch } from '../api/search-hotels.ts';
import { hotelDetailHref, hotelFormValues, hotelSearchParams, parseHotelSearch, type HotelFormValues } from '../utils/hotel-search-params.ts';
import { HotelCard, HotelCardSkeleton } from './hotel-card.tsx';
import { HotelFiltersPanel, noHotelFilters } from './hotel-filters.tsx';
import { HotelSearchForm } from './hotel-search-form.tsx';
import { HotelsIntro } from './hotels-intro.tsx';

/** /hotels: the search form; with a complete search in the URL, its results with filters and sort. */
export function HotelsSearch() {
  const { t } = useTranslation('hotels');
  const [params, setParams] = useSearchParams();
  const search = parseHotelSearch(params);
  const query = useHotelSearch(search);

  const onForm = (values: HotelFormValues) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(values)) next.set(key, value);
      next.delete('page');
      return next;
    });
  const update = (patch: Partial<HotelSearchRequest>) => search && setParams(hotelSearchParams({ ...search, page: 1, ...patch }));
  const city = query.data?.cities[0];

  return (
    <div className="space-y-8">
      <HotelSearchForm key={params.toString()} initial={hotelFormValues(params)} onSearch={onForm} />
      {!search ? (
        <HotelsIntro />
      ) : (
        <ResultsShell
          id="hotel-results"
          heading={city ? t('results.in', { city: `${city.name}, ${city.countryName}` }) : t('results.heading')}
          filters={<HotelFiltersPanel key={params.toString()} value={search} onApply={update} />}
          sort={<SortSelect value={search.sort} options={hotelSorts} onChange={(sort) => update({ sort })} />}
          query={query}
          summary={(data) => t('results.count', { count: data.total, nights: data.nights })}
          skeleton={<HotelCardSkeleton />}
          loadingLabel={t('results.loading')}
          errorMessage={t('results.error')}
          empty={(data) => ({ title: data.cities.length === 0 ? t('empty.unknown') : t('empty.title'), body: t('empty.body'), icon: Building2 })}
          onReset={() => update(noHotelFilters)}
          listClassName="space-y-4"
          item={(offer) => <HotelCard offer={offer} href={hotelDetailHref(offer.id, search)} />}
          itemKey={(offer) => offer.id}
          onPage={(page) => update({ page })}
        />
      )}
    </div>
  );
}
