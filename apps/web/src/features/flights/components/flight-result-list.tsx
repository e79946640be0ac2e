import { useTranslation } from 'react-i18next';
import type { FlightResultList as List, Itinerary } from '@escazo/contracts/search-flights';
import { Pagination } from '../../search/components/pagination.tsx';
import { FlightCard } from './flight-card.tsx';

type Props = {
  id: string;
  title: string;
  list: List;
  offerHref: (itinerary: Itinerary) => string;
  onPage: (page: number) => void;
  /** The return list of a round trip: the chosen outbound (cards priced as the round trip). */
  outbound?: Itinerary | undefined;
};

/** One direction's results: heading with the count, the cards, and its own pages. */
export function FlightResultList({ id, title, list, offerHref, onPage, outbound }: Props) {
  const { t } = useTranslation('flights');
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-700" data-testid={`${id}-count`}>
          {t('results.count', { count: list.total })}
        </p>
      </div>
      <ul aria-labelledby={id} className="space-y-3">
        {list.items.map((itinerary) => (
          <li key={itinerary.id}>
            <FlightCard itinerary={itinerary} offerHref={offerHref(itinerary)} outbound={outbound} />
          </li>
        ))}
      </ul>
      <Pagination page={list.page} pageCount={list.pageCount} onPage={onPage} label={t('results.pages', { title })} />
    </section>
  );
}
