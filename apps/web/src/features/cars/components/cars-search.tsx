import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CarFront } from 'lucide-react';
import { carSorts, type CarSearchRequest } from '@escazo/contracts/search-cars';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { CheckSearch, StartSearch } from '../../search/components/result-states.tsx';
import { ResultsShell } from '../../search/components/results-shell.tsx';
import { SortSelect } from '../../search/components/sort-select.tsx';
import { useSearchUrl } from '../../search/hooks/use-search-url.ts';
import { useCarSearch } from '../api/search-cars.ts';
import {
  carFormParams,
  carFormValues,
  carOfferHref,
  carSearchIssue,
  carSearchParamsKeepingLabels,
  parseCarSearch,
  type CarFormValues,
} from '../utils/car-search-params.ts';
import { CarCard, CarCardSkeleton } from './car-card.tsx';
import { CarFiltersPanel, noCarFilters } from './car-filters.tsx';
import { CarQuickForm } from './car-quick-form.tsx';
import { CarSearchForm } from './car-search-form.tsx';
import { CarsIntro } from './cars-intro.tsx';

type Props = {
  /** The page whose URL holds the search: /cars, or /search-results. */
  basePath?: string;
  /** Query pairs every URL of the view keeps (`{ tab: 'cars' }` on /search-results). */
  keep?: Readonly<Record<string, string>>;
  /** /cars's whole form, or Search Travel Options' pickup place and dates. */
  form?: 'full' | 'quick';
  /** Before a search: the cars page's content, or 'Start your search'. */
  idle?: 'intro' | 'start';
};

/** Car search: the form; with a complete search in the URL, offers with filters, sort and pages. */
export function CarsSearch({ basePath = '/cars', keep, form = 'full', idle = 'intro' }: Props) {
  const { t } = useTranslation('cars');
  const { params, key, go } = useSearchUrl(basePath, keep);
  const search = parseCarSearch(params);
  const query = useCarSearch(search);
  const issue = search || idle === 'intro' ? null : carSearchIssue(params);

  useEffect(() => {
    if (query.isError) toast.error(t('toast.failedTitle'), { description: t('toast.failed') });
  }, [query.isError, t]);

  const onForm = (values: CarFormValues) => go(carFormParams(values, params));
  const update = (patch: Partial<CarSearchRequest>) =>
    search && go(carSearchParamsKeepingLabels({ ...search, page: 1, ...patch }, params));
  const Form = form === 'quick' ? CarQuickForm : CarSearchForm;

  return (
    <div className="space-y-8">
      <Form key={key} initial={carFormValues(params)} onSearch={onForm} />
      {search ? (
        <ResultsShell
          id="car-results"
          heading={t('results.heading')}
          filters={<CarFiltersPanel key={key} value={search} onApply={update} />}
          sort={<SortSelect value={search.sort} options={carSorts} onChange={(sort) => update({ sort })} />}
          query={query}
          summary={(data) => t('results.count', { count: data.total, days: data.days })}
          skeleton={<CarCardSkeleton />}
          skeletons={6}
          loadingLabel={t('results.loading')}
          errorMessage={t('toast.failed')}
          empty={(data) => ({
            title: data.pickup.length === 0 || data.dropoff.length === 0 ? t('empty.unknown') : t('empty.title'),
            body: t('empty.body'),
            icon: CarFront,
          })}
          onReset={() => update(noCarFilters)}
          listClassName="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
          item={(offer) => <CarCard offer={offer} href={carOfferHref(offer.location.id, offer.car.category, search)} />}
          itemKey={(offer) => offer.id}
          onPage={(page) => update({ page })}
        />
      ) : issue ? (
        <CheckSearch problem={translateValidation(issue) ?? issue} />
      ) : idle === 'intro' ? (
        <CarsIntro />
      ) : (
        <StartSearch />
      )}
    </div>
  );
}
