import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';
import { usePopularDestinations } from '../api/get-popular-destinations.ts';
import { DestinationCard, DestinationCardSkeleton } from './destination-card.tsx';
import { SectionHeading } from './section-heading.tsx';

const PLACEHOLDERS = 4;

function DestinationGrid() {
  const { t } = useTranslation('home');
  const { data, isPending, isError, refetch, isFetching } = usePopularDestinations();

  if (isPending) {
    return (
      <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <span className="sr-only">{t('destinations.loading')}</span>
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <DestinationCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-danger-600/20 bg-danger-50 px-6 py-12 text-center"
      >
        <p className="font-medium text-danger-600">{t('destinations.error')}</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          {t('destinations.retry')}
        </Button>
      </div>
    );
  }
  if (data.items.length === 0) return <p className="text-slate-700">{t('destinations.empty')}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {data.items.map((d) => (
        <li key={d.slug}>
          <DestinationCard destination={d} />
        </li>
      ))}
    </ul>
  );
}

export function PopularDestinations() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="popular-destinations" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="popular-destinations" title={t('destinations.title')} lead={t('destinations.lead')} />
        <DestinationGrid />
      </Container>
    </section>
  );
}
